/**
 * spec 2 §3 'Service booking fields': the keys a service booking lead carries in `user`, named
 * verbatim (spaces and capitals as the spec writes them). The slot a booking holds is
 * `location` (the location's slug), `Preferred Service Date` ('YYYY-MM-DD', the location's
 * calendar) and, our addition, `Preferred Service Time` ('HH:MM', its wall clock: issue 13 books
 * a drop-off time, not only a day).
 */
export const SERVICE_FIELDS = {
  make: 'Vehicle Make',
  model: 'Vehicle Model',
  year: 'Vehicle Year',
  rego: 'Vehicle Rego',
  regoState: 'Vehicle State',
  interval: 'Service Interval',
  serviceType: 'Service Type',
  dealership: 'dealership_slug',
  location: 'location',
  date: 'Preferred Service Date',
  time: 'Preferred Service Time',
  comments: 'Comments',
  /** spec 2 §5 'repair note … optional'. */
  repairNote: 'Repair Note',
  tyres: 'Tyres Replacement',
  /** issue 13: wait on site, courtesy car, pick-up and delivery (the dealer's options, ServiceOption). */
  options: 'Service Options',
  street: 'street',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
} as const;

/** spec 2 §3: category (Service Booking) and PageTitle (Service). */
export const SERVICE_CATEGORY = 'Service Booking';
export const SERVICE_PAGE_TITLE = 'Service';
/** spec 2 §4: the last step submits with lead_status Complete and form_completed true. */
export const SERVICE_LEAD_COMPLETE = 'Complete';
