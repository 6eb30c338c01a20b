-- issue 16 'Throughput' (a stock import of 100,000 cars into PostgreSQL at ≥ 2,000 cars/s): a
-- car's document (some 2.5 kB of jsonb) is compressed as it is stored, and PostgreSQL's default
-- pglz took about a third of the server's time per car written, and much of each read of the
-- documents (the import locking and reading every car of a site, listStock, the search index's
-- reads). lz4 compresses and decompresses much faster for about the same size (measured: 95 MB
-- against 88 MB for 20,000 demo cars). Documents stored before keep pglz until they are written
-- again; both are read alike.
--
-- A server built without lz4 (PGlite is one) keeps pglz: the error is caught, nothing changes.
DO $$
BEGIN
  ALTER TABLE cars ALTER COLUMN doc SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
