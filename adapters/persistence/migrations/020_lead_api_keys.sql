-- Issue 30: the lead API keys of a site (another channel's key instead of a form token) are made
-- per deployment (`npm run caryard -- leads key --site SLUG`), never fixed in the code or the
-- README; like the inventory keys (migration 014), only their SHA-256 is kept.
CREATE TABLE lead_api_keys (
  key_sha256  text PRIMARY KEY,
  site_slug   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE INDEX lead_api_keys_site_idx ON lead_api_keys (site_slug) WHERE revoked_at IS NULL;
