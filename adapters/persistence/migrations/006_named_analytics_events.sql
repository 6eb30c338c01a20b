-- Analytics events the spec names without an id (domain/analytics/event-ids.ts AnalyticsEventName).
-- spec 1 §7 lists "call clicks" among the events whose ids are in document 2, but spec 2 §7
-- gives it none ("Other ids are not shown"): such an event is kept by its name. A row carries
-- exactly one of the two, never both and never neither.
ALTER TABLE analytics_events ALTER COLUMN event_id DROP NOT NULL;

ALTER TABLE analytics_events ADD COLUMN event_name text;

ALTER TABLE analytics_events
  ADD CONSTRAINT analytics_events_id_or_name_check
  CHECK ((event_id IS NULL) <> (event_name IS NULL));
