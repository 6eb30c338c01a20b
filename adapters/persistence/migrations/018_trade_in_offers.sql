-- Issue 30 item 1 and 3: the server keeps the offer it made for an evaluation, so every lead
-- figure, the dealer's email, the ADF appraisal and the valuation record are stated from it and
-- never from what a browser posts.
--   contact_phone  the seller's phone as given to the provider at Step Four (update-eval): the
--                  phone the offer was made to, the only one the thanks SMS may go to
--   offer          the offer as MakeTradeInOffer computed it (TradeInOffer), the latest one
--   offer_made_at  when that offer was made
--   accepted_at    when an accepted-offer lead first named it (one thanks SMS per evaluation)
ALTER TABLE trade_in_evaluations
  ADD COLUMN contact_phone text,
  ADD COLUMN offer jsonb,
  ADD COLUMN offer_made_at timestamptz,
  ADD COLUMN accepted_at timestamptz;
