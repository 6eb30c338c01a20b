-- Search data for PostgresSearchEngine (issue 4), in a narrow table of its own so a search
-- reads a few hundred bytes per car rather than whole listings. Its rows are derived from
-- `cars.doc` in TypeScript, by the same domain rules the embedded index uses
-- (domain/search searchDocuments), for the search profile of the car's site.
--
-- cars.search_signature says which profile a car's row was derived for; NULL means stale.
-- A trigger marks a car stale, and removes its search row, whenever its listing or site
-- changes; the search engine derives a site's stale rows before it searches that site, so
-- writers need not know about search.
ALTER TABLE cars ADD COLUMN search_signature text;

CREATE TABLE car_search (
  car_id             bigint PRIMARY KEY REFERENCES cars (id) ON DELETE CASCADE,
  site_slug          text NOT NULL,
  listing            smallint NOT NULL,   -- 0 never, 1 always, 2 sold (listed within its window)
  sale_ms            double precision,    -- sale instant of a sold car, epoch ms
  rank               double precision NOT NULL, -- custom rank, higher first
  created_ms         double precision,
  price              double precision,
  km                 double precision,
  year               double precision,
  subscription_price double precision,
  weekly_price       double precision,    -- weekly finance estimate for the site's provider
  terms              text[] NOT NULL,     -- text terms
  facets             bigint[] NOT NULL    -- refinement values, as search_facet_values ids
);

-- Refinement values of each site. An id carries its attribute's code in its high 32 bits
-- (PostgresSearchEngine FACET_CODES), so a facet count can tell attributes apart without a join.
CREATE SEQUENCE search_facet_value_seq;
CREATE TABLE search_facet_values (
  id        bigint PRIMARY KEY,
  site_slug text NOT NULL,
  attribute text NOT NULL,
  value     text NOT NULL,
  UNIQUE (site_slug, attribute, value)
);

CREATE FUNCTION cars_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.search_signature := NULL;
  ELSIF NEW.doc IS DISTINCT FROM OLD.doc OR NEW.site_slug IS DISTINCT FROM OLD.site_slug THEN
    NEW.search_signature := NULL;
    DELETE FROM car_search WHERE car_id = OLD.id;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER cars_search_stale BEFORE INSERT OR UPDATE ON cars
  FOR EACH ROW EXECUTE FUNCTION cars_search_stale();

CREATE INDEX cars_search_stale_idx ON cars (site_slug) WHERE search_signature IS NULL;
CREATE INDEX cars_search_signature_idx ON cars (site_slug, search_signature);

CREATE INDEX car_search_terms_idx ON car_search USING gin (terms);
CREATE INDEX car_search_facets_idx ON car_search USING gin (facets);
CREATE INDEX car_search_rank_idx ON car_search (site_slug, rank DESC, car_id);
CREATE INDEX car_search_created_idx ON car_search (site_slug, created_ms DESC, car_id);
CREATE INDEX car_search_price_idx ON car_search (site_slug, price, car_id);
CREATE INDEX car_search_weekly_idx ON car_search (site_slug, weekly_price, car_id);

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
