-- issue 16 'Many instances on PostgreSQL': every change to a car, whoever makes it (an
-- instance, the inventory API, a feed, a direct SQL write), leaves a row here and a
-- notification on channel 'caryard_car_changes', so each instance's in-process search index
-- follows it (adapters/search/postgres-car-change-listener.ts).
--
-- Rows are written by statement-level triggers reading the transition tables: one INSERT …
-- SELECT and one notification per statement, so a bulk upsert of 500 cars costs two
-- statements, not 500 trigger calls. `xid` is the writing transaction: a reader takes rows
-- with xid >= the xmin of its previous read, so a transaction that commits late (after one
-- with a higher seq) is never skipped. Rows older than a day are pruned by the readers.
CREATE TABLE car_changes (
  seq        bigserial PRIMARY KEY,
  car_id     bigint NOT NULL,
  site_slug  text NOT NULL,
  xid        xid8 NOT NULL DEFAULT pg_current_xact_id(),
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX car_changes_xid_idx ON car_changes (xid);

CREATE FUNCTION cars_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO car_changes (car_id, site_slug) SELECT id, site_slug FROM new_cars;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO car_changes (car_id, site_slug) SELECT id, site_slug FROM old_cars;
  ELSE
    -- Only listings that changed: `doc` is the car (001_init.sql), and the search engine's own
    -- writes of search_signature, or a feed sending a car unchanged, are no change. A car that
    -- moved site is read again by id, so one row (its new site) is enough.
    INSERT INTO car_changes (car_id, site_slug)
      SELECT n.id, n.site_slug FROM new_cars n JOIN old_cars o ON o.id = n.id
      WHERE n.doc IS DISTINCT FROM o.doc OR n.site_slug IS DISTINCT FROM o.site_slug;
  END IF;
  -- One payload for every statement: PostgreSQL folds equal notifications of one transaction.
  IF FOUND THEN
    PERFORM pg_notify('caryard_car_changes', '');
  END IF;
  RETURN NULL;
END
$$;

-- A trigger with transition tables names one event.
CREATE TRIGGER cars_changed_insert AFTER INSERT ON cars REFERENCING NEW TABLE AS new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION cars_changed();
CREATE TRIGGER cars_changed_update AFTER UPDATE ON cars REFERENCING OLD TABLE AS old_cars NEW TABLE AS new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION cars_changed();
CREATE TRIGGER cars_changed_delete AFTER DELETE ON cars REFERENCING OLD TABLE AS old_cars
  FOR EACH STATEMENT EXECUTE FUNCTION cars_changed();
