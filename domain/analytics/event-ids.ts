import * as O from 'fp-ts/Option';
import type { CarType } from '../vehicle/car';

/** spec 2 §7 analytics event ids (spec 1 §9 repeats 4, 39, 60, 61). Other ids are not in the spec. */
export const AnalyticsEventId = {
  usedVehicleView: 4,
  financeEnquiryModal: 9,
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  tradeInOfferAccepted: 18,
  financeCalculatorFirstInteraction: 26,
  favourite: 39,
  usedTestDrive: 48,
  historyReportClick: 60,
  print: 61,
} as const;

export type AnalyticsEventId = (typeof AnalyticsEventId)[keyof typeof AnalyticsEventId];

/** The meaning of each id, as the spec words it. */
export const ANALYTICS_EVENT_MEANINGS: Readonly<Record<AnalyticsEventId, string>> = {
  4: 'used-vehicle view',
  9: 'finance enquiry modal',
  14: 'enquiry, new',
  15: 'enquiry, used',
  17: 'new test drive or test-drive-only',
  18: 'trade-in offer accepted',
  26: 'finance calculator first interaction',
  39: 'favourite',
  48: 'used test drive',
  60: 'history report click',
  61: 'print',
};

/**
 * Events the spec names without an id, recorded by name instead. Choice: spec 1 §7 lists
 * "call clicks" among the analytics events whose "numeric ids are in document 2", but
 * spec 2 §7 gives none for it ("Other ids are not shown"); rather than invent a number that
 * could clash with the dealer's analytics, such an event carries its name and no id. An
 * event carries exactly one of the two. Add a name here for the next event the spec leaves
 * without an id.
 */
export const AnalyticsEventName = {
  /** spec 1 §7 "call clicks": a click on a Call control (a tel: link) of the vehicle page. */
  callClick: 'call_click',
  /** spec 1 §7 "saves to the watchlist" (issue 14): a car the server accepted onto a shopper's watchlist. */
  watchlistSave: 'watchlist_save',
} as const;

export type AnalyticsEventName = (typeof AnalyticsEventName)[keyof typeof AnalyticsEventName];

/** Every analytics event name, in a stable order (for validation and error messages). */
export const ANALYTICS_EVENT_NAMES: readonly AnalyticsEventName[] = Object.values(AnalyticsEventName);

/** True for the names of {@link AnalyticsEventName}. */
export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && (ANALYTICS_EVENT_NAMES as readonly string[]).includes(name);
}

/** Where on the vehicle page a call was clicked: the `placement` property of a call click. */
export type CallPlacement = 'sidebar' | 'sticky_header' | 'mobile_bar' | 'call_dealer_box';

/** The kinds of lead that carry an event id. */
export type LeadKind = 'enquiry' | 'test-drive' | 'finance' | 'trade-in-offer-accepted';

export interface LeadEventInput {
  readonly kind: LeadKind;
  /** The car the lead is about; absent for general leads. */
  readonly carType?: CarType | null;
  /** The car's free-text tag (spec 1 §3), e.g. 'Test Drive Only'. */
  readonly tag?: string | null;
}

/**
 * spec 2 §7: the event id of a lead. Choices (the spec names new and used only):
 *  - demo cars count as new (they are sold as new stock by the new-car department), so a demo
 *    enquiry is 14 and a demo test drive 17;
 *  - a car tagged 'Test Drive Only' is a test-drive-only car: its test drive is 17 whatever
 *    its type;
 *  - a lead without a car counts as new (14 for an enquiry, 17 for a test drive).
 */
export function leadEventId(input: LeadEventInput): AnalyticsEventId {
  switch (input.kind) {
    case 'finance':
      return AnalyticsEventId.financeEnquiryModal;
    case 'trade-in-offer-accepted':
      return AnalyticsEventId.tradeInOfferAccepted;
    case 'enquiry':
      return input.carType === 'used' ? AnalyticsEventId.enquiryUsed : AnalyticsEventId.enquiryNew;
    case 'test-drive':
      if (isTestDriveOnly(input.tag)) return AnalyticsEventId.testDriveNew;
      return input.carType === 'used' ? AnalyticsEventId.usedTestDrive : AnalyticsEventId.testDriveNew;
  }
}

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return (
    (tag ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, ' ') === 'test drive only'
  );
}

/**
 * The lead kind of a form category (spec 2 §2: categories include General Enquiry; spec 2 §9:
 * 'Trade-in Enquiry', 'Service Booking'). Choices: a category naming a test drive is a test
 * drive, one naming finance is finance, any other enquiry is an enquiry; trade-in and service
 * leads have no id in the spec, so none.
 */
export function leadKindOfCategory(category: string): O.Option<LeadKind> {
  const c = category.trim().toLowerCase();
  if (c.includes('trade-in') || c.includes('trade in') || c.includes('service')) return O.none;
  if (c.includes('test drive') || c.includes('test-drive')) return O.some('test-drive');
  if (c.includes('finance')) return O.some('finance');
  if (c.includes('enquiry') || c.includes('inquiry')) return O.some('enquiry');
  return O.none;
}

/** spec 1 §7, §9: event 4 is sent when a used vehicle is viewed. */
export function vehicleViewEventId(carType: CarType): O.Option<AnalyticsEventId> {
  return carType === 'used' ? O.some(AnalyticsEventId.usedVehicleView) : O.none;
}
