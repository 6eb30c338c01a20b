-- Secrets the deployment generates for itself once and every instance then shares (issue 10):
-- the form token signing key when FORM_TOKEN_SECRET is not set. The first instance to start
-- inserts one; INSERT … ON CONFLICT DO NOTHING lets the others, racing, keep the one stored.
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
