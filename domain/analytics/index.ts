/** Analytics event ids (spec 2 §7; spec 1 §7, §9), and names for the events the spec gives no id. */
export {
  ANALYTICS_EVENT_MEANINGS,
  ANALYTICS_EVENT_NAMES,
  AnalyticsEventId,
  AnalyticsEventName,
  isAnalyticsEventName,
  leadEventId,
  leadKindOfCategory,
  vehicleViewEventId,
  type CallPlacement,
} from './event-ids';
