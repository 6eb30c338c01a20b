-- Trade-in instant offer (issue 12; spec 2 §4 'Trade-in instant offer', §7 /api/eval-expert/*).

-- Each evaluation a valuation provider issued for a site: photos and offers attach only to an
-- evaluation this site started. `vehicle` is the lookup result (spec 2 §3) as last answered;
-- saving again replaces it and keeps created_at.
CREATE TABLE trade_in_evaluations (
  site_slug  text NOT NULL,
  eval_id    text NOT NULL CHECK (length(eval_id) BETWEEN 1 AND 200),
  provider   text NOT NULL CHECK (provider IN ('simulated', 'eval_expert', 'autograb')),
  rego       text NOT NULL,
  state      text NOT NULL CHECK (state IN ('QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT')),
  vehicle    jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site_slug, eval_id)
);

-- The sellers' photos of an evaluation (spec 2 §5: at most 10). The files live under
-- {DATA_DIR}/uploads/trade-in/ by stored_name, a generated name. A photo takes the lowest free
-- slot 1..10 while its evaluation row is locked (SELECT … FOR UPDATE), so concurrent uploads take
-- turns and an eleventh finds no slot; the unique slot is the backstop.
CREATE TABLE trade_in_images (
  site_slug     text NOT NULL,
  eval_id       text NOT NULL,
  slot          smallint NOT NULL CHECK (slot BETWEEN 1 AND 10),
  stored_name   text NOT NULL UNIQUE CHECK (stored_name ~ '^[a-z0-9-]+\.(jpg|png|gif|heic)$'),
  original_name text NOT NULL,
  mime          text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/gif', 'image/heic')),
  bytes         integer NOT NULL CHECK (bytes > 0),
  stored_at     timestamptz NOT NULL,
  CONSTRAINT trade_in_images_slot_key UNIQUE (site_slug, eval_id, slot),
  FOREIGN KEY (site_slug, eval_id) REFERENCES trade_in_evaluations (site_slug, eval_id) ON DELETE CASCADE
);

-- The retention sweep: a site's photos stored before a cut-off (DealerSite.trade_in.image_retention_days).
CREATE INDEX trade_in_images_retention_idx ON trade_in_images (site_slug, stored_at);
