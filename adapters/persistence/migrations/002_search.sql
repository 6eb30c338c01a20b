-- Search columns for PostgresSearchEngine (issue 4). They are derived from `doc` in
-- TypeScript, by the same domain rules the embedded index uses (domain/search
-- searchDocuments), for the search profile of the car's site: the listing class, rank,
-- sortable and range numbers, refinement values ('attr=value') and text terms.
-- A trigger marks a row stale (search_signature NULL) whenever its listing changes;
-- the search engine refreshes a site's stale rows before it searches that site, so
-- writers need not know about search.
ALTER TABLE cars
  ADD COLUMN search_signature          text,
  ADD COLUMN search_listing            smallint,          -- 0 never, 1 always, 2 sold (within its window)
  ADD COLUMN search_sale_ms            double precision,  -- sale instant of a sold car, epoch ms
  ADD COLUMN search_rank               double precision,  -- custom rank, higher first
  ADD COLUMN search_created_ms         double precision,
  ADD COLUMN search_price              double precision,
  ADD COLUMN search_km                 double precision,
  ADD COLUMN search_year               double precision,
  ADD COLUMN search_subscription_price double precision,
  ADD COLUMN weekly_price              double precision,  -- weekly finance estimate for the site's provider
  ADD COLUMN search_terms              text[],
  ADD COLUMN search_facets             text[];

CREATE FUNCTION cars_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.doc IS DISTINCT FROM OLD.doc OR NEW.site_slug IS DISTINCT FROM OLD.site_slug THEN
    NEW.search_signature := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER cars_search_stale BEFORE INSERT OR UPDATE ON cars
  FOR EACH ROW EXECUTE FUNCTION cars_search_stale();

CREATE INDEX cars_search_stale_idx ON cars (site_slug) WHERE search_signature IS NULL;
CREATE INDEX cars_search_signature_idx ON cars (site_slug, search_signature);
CREATE INDEX cars_search_terms_idx ON cars USING gin (search_terms);
CREATE INDEX cars_search_facets_idx ON cars USING gin (search_facets);
CREATE INDEX cars_search_rank_idx ON cars (site_slug, search_rank DESC, id);
CREATE INDEX cars_search_created_idx ON cars (site_slug, search_created_ms DESC, id);
CREATE INDEX cars_search_price_idx ON cars (site_slug, search_price, id);
CREATE INDEX cars_search_weekly_idx ON cars (site_slug, weekly_price, id);

-- The text-term dictionary of each site, for prefix and typo expansion of query terms.
-- Terms are only added (one no longer used matches no car).
CREATE TABLE search_terms (
  site_slug text NOT NULL,
  term      text COLLATE "C" NOT NULL,
  PRIMARY KEY (site_slug, term)
);

-- Deletion variants (one character removed) of the terms a typo can reach.
CREATE TABLE search_term_variants (
  site_slug text NOT NULL,
  variant   text COLLATE "C" NOT NULL,
  term      text COLLATE "C" NOT NULL,
  PRIMARY KEY (site_slug, variant, term)
);
