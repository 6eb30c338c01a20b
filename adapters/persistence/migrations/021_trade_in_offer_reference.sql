-- The shopper's reference of an instant trade-in offer (domain/tradein/offer-reference.ts): made
-- with the first offer for an evaluation and kept through later offers for it, shown on the offer
-- and accepted screens, in the thanks text and in the garage, and taken by the online purchase to
-- find the accepted offer. Unique per site, so a reference names one evaluation.
ALTER TABLE trade_in_evaluations ADD COLUMN offer_reference text;

-- Offers made before references existed get one (hex digits are Crockford characters).
UPDATE trade_in_evaluations
   SET offer_reference = 'TI-' || upper(substr(h, 1, 4)) || '-' || upper(substr(h, 5, 4))
  FROM (SELECT site_slug AS s, eval_id AS e, md5(random()::text || site_slug || eval_id) AS h FROM trade_in_evaluations WHERE offer IS NOT NULL) AS fresh
 WHERE site_slug = fresh.s AND eval_id = fresh.e;

CREATE UNIQUE INDEX trade_in_evaluations_offer_reference_key ON trade_in_evaluations (site_slug, offer_reference) WHERE offer_reference IS NOT NULL;

-- An offer found by the phone it was made to (the garage, a purchase by plate and phone) scans a
-- site's accepted offers only.
CREATE INDEX trade_in_evaluations_accepted_idx ON trade_in_evaluations (site_slug, accepted_at) WHERE accepted_at IS NOT NULL;
