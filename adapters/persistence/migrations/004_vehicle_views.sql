-- Vehicle page engagement (issue 5): view counters, phone reveals and analytics events.

-- spec 1 §7 view.json: one counter per site and car. The first view starts from the views
-- the listing carried (cars.doc->views); each later one adds 1 with an atomic upsert, so
-- concurrent views from any number of instances each count once. No foreign key to cars:
-- a counter outlives a relisting under the same id, and counting never waits on inventory writes.
CREATE TABLE vehicle_views (
  site_slug      text NOT NULL,
  car_id         bigint NOT NULL,
  views          bigint NOT NULL CHECK (views >= 0),
  last_viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, car_id)
);

-- spec 1 §4, §7: a reveal of the dealer's number on a car's page, with car, dealership and site.
CREATE TABLE phone_reveals (
  id            bigserial PRIMARY KEY,
  site_slug     text NOT NULL,
  car_id        bigint NOT NULL,
  dealership_id bigint NOT NULL,
  website_id    bigint NOT NULL,
  revealed_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX phone_reveals_site_car_idx ON phone_reveals (site_slug, car_id);

-- spec 2 §7 analytics event ids (4, 9, 14, 15, 17, 18, 26, 39, 48, 60, 61).
CREATE TABLE analytics_events (
  id          bigserial PRIMARY KEY,
  site_slug   text NOT NULL,
  event_id    integer NOT NULL,
  car_id      bigint,
  url         text,
  properties  jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX analytics_events_site_recorded_idx ON analytics_events (site_slug, recorded_at);
