-- issue 16 'Stock in': cars that arrive from a dealer's feed or the inventory API.
-- New cars take their ids from a sequence far above the demo stock's (10,001 upwards), so ids
-- given by two importers at once never collide.
CREATE SEQUENCE car_id_seq START WITH 100000001;

-- A feed names a car by its stock number: found on its site without reading every listing.
CREATE INDEX cars_site_stocknum_idx ON cars (site_slug, (doc->>'stocknum'));

-- Per-site keys of the inventory API, stored as SHA-256 only (the key is shown once, when
-- made). Rotating a site's key revokes the ones before it.
CREATE TABLE inventory_api_keys (
  key_sha256  text PRIMARY KEY,
  site_slug   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz
);

CREATE INDEX inventory_api_keys_site_idx ON inventory_api_keys (site_slug) WHERE revoked_at IS NULL;
