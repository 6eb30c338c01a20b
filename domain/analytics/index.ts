/** Analytics event ids (spec 2 §7; spec 1 §7, §9). */
export {
  ANALYTICS_EVENT_MEANINGS,
  AnalyticsEventId,
  isTestDriveOnly,
  leadEventId,
  leadKindOfCategory,
  vehicleViewEventId,
  type LeadEventInput,
  type LeadKind,
} from './event-ids';
