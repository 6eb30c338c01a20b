-- Cars: the full listing in `doc` (what the repositories read back), plus the
-- columns SQL needs to find, filter and sort it. `doc` is the source of truth;
-- the columns are written from it on every upsert.
CREATE TABLE cars (
  id         bigint PRIMARY KEY,
  site_slug  text NOT NULL,
  slug       text NOT NULL,
  status     text NOT NULL,
  car_type   text NOT NULL,
  make       text NOT NULL,
  model      text NOT NULL,
  year       integer NOT NULL,
  price      numeric NOT NULL,
  km         numeric NOT NULL,
  updated_at timestamptz NOT NULL,
  doc        jsonb NOT NULL,
  -- Deferred to commit so that one upsertMany can swap or rotate slugs between cars.
  -- Its index leads with site_slug, so it also serves every "cars of this site" query.
  CONSTRAINT cars_site_slug_slug_key UNIQUE (site_slug, slug) DEFERRABLE INITIALLY DEFERRED
);

CREATE INDEX cars_site_slug_updated_at_idx ON cars (site_slug, updated_at DESC);

-- Leads: never lost, stored once per (site, Idempotency-Key).
CREATE TABLE leads (
  lead_id         uuid PRIMARY KEY,
  site_slug       text NOT NULL,
  idempotency_key text NOT NULL,
  submission      jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT leads_site_slug_idempotency_key_key UNIQUE (site_slug, idempotency_key)
);

CREATE INDEX leads_site_slug_created_at_idx ON leads (site_slug, created_at DESC);
