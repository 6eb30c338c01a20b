-- Issue 30 item 4: a form token serves one lead. The token is kept as its SHA-256 (the token
-- itself proves nothing once spent, but is not kept); spent_at lets the store forget tokens past
-- their lifetime, which verification refuses anyway.
CREATE TABLE spent_form_tokens (
  site_slug  text NOT NULL,
  token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  spent_at   timestamptz NOT NULL,
  PRIMARY KEY (site_slug, token_hash)
);

CREATE INDEX spent_form_tokens_spent_at_idx ON spent_form_tokens (spent_at);
