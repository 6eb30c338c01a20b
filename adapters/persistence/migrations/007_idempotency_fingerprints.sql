-- Idempotency keys that cannot be reused for another request (issue 10): each lead and each
-- reservation keeps the fingerprint of the request that made it (SHA-256, 64 hex digits, of
-- the canonical JSON of what it asked: application/shared/idempotency.ts). The same key with
-- the same fingerprint replays the first answer; with another it is refused (422
-- IDEMPOTENCY.KEY_REUSED). Rows stored before this migration have none (NULL): they replay as
-- they always did.
ALTER TABLE leads ADD COLUMN request_fingerprint text CHECK (request_fingerprint ~ '^[0-9a-f]{64}$');
ALTER TABLE reservations ADD COLUMN request_fingerprint text CHECK (request_fingerprint ~ '^[0-9a-f]{64}$');
