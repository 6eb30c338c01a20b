-- Shoppers' own lists (issue 14): sign-in by phone, sessions, the watchlist, saved searches
-- and the consent behind alerts. A shopper is a phone number on one site (spec 1 §3 'User:
-- phone (the identity for the watchlist)'): the same phone on two dealer sites is two shoppers,
-- since each dealer holds its own customers' data. Deleting a shopper deletes everything here.

CREATE TABLE shoppers (
  id         uuid PRIMARY KEY,
  site_slug  text NOT NULL,
  phone      text NOT NULL CHECK (phone ~ '^\+614[0-9]{8}$'),  -- E.164 Australian mobile
  email      text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shoppers_site_slug_phone_key UNIQUE (site_slug, phone)
);

-- One-time sign-in codes: only a hash of the code is kept; a code is spent once used, after
-- too many wrong tries, or when it expires. The client address is kept for the per-address
-- rate limit and removed with the row (rows are swept after a day).
CREATE TABLE sign_in_codes (
  id         uuid PRIMARY KEY,
  site_slug  text NOT NULL,
  phone      text NOT NULL,
  code_hash  text NOT NULL,
  client_ip  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  used_at    timestamptz
);

CREATE INDEX sign_in_codes_phone_idx ON sign_in_codes (site_slug, phone, created_at DESC);
CREATE INDEX sign_in_codes_ip_idx ON sign_in_codes (client_ip, created_at DESC);
-- The daily sweep deletes by age alone.
CREATE INDEX sign_in_codes_created_idx ON sign_in_codes (created_at);

-- Sessions: the cookie holds a random token; only its hash is stored.
CREATE TABLE shopper_sessions (
  id           uuid PRIMARY KEY,
  token_hash   text NOT NULL UNIQUE,
  shopper_id   uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  user_agent   text,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);

CREATE INDEX shopper_sessions_shopper_idx ON shopper_sessions (shopper_id);
-- Expired sessions are swept when a new one begins.
CREATE INDEX shopper_sessions_expires_idx ON shopper_sessions (expires_at);

-- The watchlist (spec 1 §3: a list of car ids). The price shown when saved is kept so the
-- watchlist page can say how the price moved. No foreign key to cars: a car that leaves the
-- feed stays on the list, marked, rather than silently dropped.
CREATE TABLE watchlist_items (
  shopper_id       uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  car_id           bigint NOT NULL,
  saved_at         timestamptz NOT NULL DEFAULT now(),
  price_when_saved numeric,
  PRIMARY KEY (shopper_id, car_id)
);

CREATE INDEX watchlist_items_car_idx ON watchlist_items (car_id);

-- Saved searches (a search page's href and label); `alerts` asks for new matching stock.
-- seen_car_ids: the cars already matched, so only new stock alerts.
CREATE TABLE saved_searches (
  id           uuid PRIMARY KEY,
  shopper_id   uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  label        text NOT NULL,
  href         text NOT NULL,
  alerts       boolean NOT NULL DEFAULT false,
  seen_car_ids bigint[] NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT saved_searches_shopper_href_key UNIQUE (shopper_id, href)
);

-- Consent to alerts (Spam Act 2003: express consent, recorded with what was agreed to and
-- when). No row, or stopped_at set (STOP by SMS, the unsubscribe link, or switched off),
-- means no alert is sent.
-- The email for alerts is held unconfirmed until its owner opens the link sent to it
-- (email_confirmed_at); only a confirmed address is sent alerts, and changing the address
-- un-confirms it. confirmations_sent counts the confirmation emails since confirmations_since
-- (a window of an hour), so no one can have links sent to one stranger after another.
CREATE TABLE alert_settings (
  shopper_id          uuid PRIMARY KEY REFERENCES shoppers (id) ON DELETE CASCADE,
  sms                 boolean NOT NULL,
  email               text,
  email_confirmed_at  timestamptz,
  confirmations_sent  integer NOT NULL DEFAULT 0,
  confirmations_since timestamptz,
  consent_text        text NOT NULL,
  consented_at        timestamptz NOT NULL,
  stopped_at          timestamptz,
  stopped_by          text CHECK (stopped_by IN ('sms_stop', 'unsubscribe_link', 'settings')),
  last_sent_at        timestamptz
);
