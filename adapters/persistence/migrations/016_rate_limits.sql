-- issue 16 'Rate limits … hold across instances': the fixed windows of every rate limit, counted
-- in the database all instances share (PostgreSQL). One row per limit, site and client address;
-- ended windows are swept.
CREATE TABLE rate_limit_windows (
  key       text PRIMARY KEY,
  count     integer NOT NULL,
  reset_at  timestamptz NOT NULL
);

CREATE INDEX rate_limit_windows_reset_at_idx ON rate_limit_windows (reset_at);
