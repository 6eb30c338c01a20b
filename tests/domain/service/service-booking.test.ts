/**
 * The service booking form's rules (issue 13; spec 2 §2 'Service booking', §3 'Service booking
 * fields', §4 'Service booking', §5 'Service booking', §8 minimal step error).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import {
  freeRideText,
  initialServiceValues,
  SERVICE_FIELDS,
  serviceBookingLine,
  serviceBookingSummary,
  serviceDateLabel,
  serviceDealerships,
  serviceDisclaimer,
  serviceFieldErrors,
  serviceFieldOfLeadPath,
  serviceFormTitle,
  serviceLeadUser,
  serviceStepErrors,
  serviceSteps,
  showsDealershipSelect,
  showsLocationSelect,
  STEP_INCOMPLETE_MESSAGE,
  stepIsComplete,
  withServiceChange,
  withServiceSlot,
  type ServiceBookingContext,
} from '../../../domain/service';
import { aServiceBooking, aShopper, aWorkshop, CURRENT_YEAR } from './a-service-booking';

const REQUIRED = '* This field is required';
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const EMAIL = 'Please enter a valid email address, e.g. name@example.com.au';

const demo = new Map(loadDealerSites().map((s) => [s.slug, getPublicSite(s)]));
function demoContext(slug: string): ServiceBookingContext {
  const site = demo.get(slug);
  if (!site) throw new Error(slug);
  return { settings: site.service, locations: site.locations, dealerships: site.dealerships, currentYear: CURRENT_YEAR };
}

const titles = (context: ServiceBookingContext) => serviceSteps(context.settings).map((s) => s.title);

describe('service booking steps per variant (spec 2 §2)', () => {
  it('the full variant runs Contact Details, Vehicle Details, Order Details and every step submits', () => {
    const steps = serviceSteps(aServiceBooking().build().settings);
    expect(steps.map((s) => s.title)).toEqual(['Contact Details', 'Vehicle Details', 'Order Details']);
    expect(steps.every((s) => s.submits)).toBe(true);
    expect(steps[0]?.fields).toEqual(['name', 'email', 'phone']);
    expect(steps[1]?.fields).toEqual(['make', 'model', 'year', 'rego', 'regoState']);
  });

  it('the two-step flavour puts contact and vehicle on one step before Order Details', () => {
    const steps = serviceSteps(aServiceBooking().twoStep().build().settings);
    expect(steps.map((s) => s.title)).toEqual(['Contact and Vehicle Details', 'Order Details']);
    expect(steps[0]?.fields).toEqual(['name', 'email', 'phone', 'make', 'model', 'year', 'rego', 'regoState']);
  });

  it('the minimal variant starts with the rego, and its Vehicle Details submits nothing (no contact yet)', () => {
    const steps = serviceSteps(aServiceBooking().minimal().build().settings);
    expect(steps.map((s) => s.title)).toEqual(['Vehicle Details', 'Contact Details', 'Order Details']);
    expect(steps.map((s) => s.submits)).toEqual([false, true, true]);
    expect(steps[0]?.fields.slice(0, 2)).toEqual(['rego', 'regoState']);
  });

  it('the address variant adds street, suburb, state and postcode to Contact Details', () => {
    expect(serviceSteps(aServiceBooking().withAddress().build().settings)[0]?.fields).toEqual([
      'name',
      'email',
      'phone',
      'street',
      'suburb',
      'state',
      'postcode',
    ]);
  });

  it('each demo site gets its configured variant', () => {
    expect(titles(demoContext('harbour-motors'))).toEqual(['Contact Details', 'Vehicle Details', 'Order Details']);
    expect(titles(demoContext('sunstate-motor-group'))).toEqual(['Vehicle Details', 'Contact Details', 'Order Details']);
    expect(titles(demoContext('sunset-coast-suzuki'))).toEqual(['Contact and Vehicle Details', 'Order Details']);
    expect(serviceSteps(demoContext('saltbush-caravans').settings)[0]?.fields).toContain('postcode');
  });
});

describe('service booking validation (spec 2 §5)', () => {
  const full = aServiceBooking().build();
  const complete = aShopper().withVehicle().withOrder().at('workshop-1').withSlot();

  it('a complete booking has no errors; comments, repair note, tyres and the option are optional', () => {
    expect(serviceFieldErrors(complete.build(), full)).toEqual({});
    expect(
      serviceFieldErrors(complete.with({ comments: 'Rattle at 80 km/h', repairNote: 'Brake light on', tyres: true, option: 'wait_on_site' }).build(), full),
    ).toEqual({});
  });

  it('the contact piece keeps its own messages', () => {
    const errors = serviceFieldErrors(complete.with({ name: ' ', email: 'ann@', phone: '' }).build(), full);
    expect(errors).toMatchObject({ name: REQUIRED, email: EMAIL, phone: REQUIRED });
  });

  it('the service interval is required by default and optional where the site relaxes it', () => {
    const values = complete.with({ interval: '' }).build();
    expect(serviceFieldErrors(values, full).interval).toBe(REQUIRED);
    expect(serviceFieldErrors(values, aServiceBooking().intervalOptional().build()).interval).toBeUndefined();
  });

  it('the service type is required when offered and absent when the site offers none', () => {
    const values = complete.with({ serviceType: '' }).build();
    expect(serviceFieldErrors(values, full).serviceType).toBe(REQUIRED);
    expect(serviceFieldErrors(values, aServiceBooking().withoutServiceTypes().build()).serviceType).toBeUndefined();
    expect(serviceFieldErrors(complete.with({ serviceType: 'Teleport' }).build(), full).serviceType).toBe(REQUIRED);
  });

  it('the dealership select is required in the minimal variant with more than one dealership, and not in the full one', () => {
    const minimal = aServiceBooking().minimal().withWorkshops(3).build();
    const values = complete.at('', '').build();
    expect(showsDealershipSelect(minimal)).toBe(true);
    expect(serviceFieldErrors(values, minimal).dealership).toBe(REQUIRED);
    // The dealership carries the error until one is chosen; then its one workshop is the location.
    expect(serviceFieldErrors(values, minimal).location).toBeUndefined();
    const chosen = withServiceChange(values, 'dealership', 'dealership-2', minimal);
    expect(chosen.location).toBe('workshop-2');
    expect(serviceFieldErrors(chosen, minimal).dealership).toBeUndefined();
    expect(showsDealershipSelect(aServiceBooking().withWorkshops(3).build())).toBe(false);
    expect(showsDealershipSelect(aServiceBooking().minimal().build())).toBe(false);
  });

  it('the dealership select lists only the dealerships with a workshop that takes bookings', () => {
    const sunstate = demoContext('sunstate-motor-group');
    expect(serviceDealerships(sunstate).map((d) => d.slug)).toEqual([
      'sunstate-hyundai-newstead',
      'sunstate-kia-southport',
      'sunstate-trucks',
      'sunstate-ford-parramatta',
    ]);
  });

  it('the location is required when more than one workshop takes bookings, and the select shows only then', () => {
    const two = aServiceBooking().withWorkshops(2).build();
    expect(showsLocationSelect(two, { dealership: '' })).toBe(true);
    expect(serviceFieldErrors(complete.at('').build(), two).location).toBe(REQUIRED);
    expect(serviceFieldErrors(complete.at('showroom').build(), two).location).toBe(REQUIRED);
    expect(showsLocationSelect(full, { dealership: '' })).toBe(false);
  });

  it('a booking books a date and a time', () => {
    const errors = serviceFieldErrors(complete.with({ date: '', time: '' }).build(), full);
    expect(errors).toMatchObject({ date: REQUIRED, time: REQUIRED });
  });

  it('the year is 4 digits from 1950 to next year', () => {
    const yearOf = (year: string) => serviceFieldErrors(complete.with({ year }).build(), full).year;
    expect(yearOf('1950')).toBeUndefined();
    expect(yearOf(String(CURRENT_YEAR + 1))).toBeUndefined();
    expect(yearOf('1949')).toBe(`Please enter a 4-digit year between 1950 and ${CURRENT_YEAR + 1}`);
    expect(yearOf(String(CURRENT_YEAR + 2))).toBe(`Please enter a 4-digit year between 1950 and ${CURRENT_YEAR + 1}`);
    expect(yearOf('')).toBe(REQUIRED);
  });

  it('the address variant requires street, suburb, state and a 4-digit postcode', () => {
    const address = aServiceBooking().withAddress().build();
    expect(serviceFieldErrors(complete.build(), address)).toMatchObject({ street: REQUIRED, suburb: REQUIRED, state: REQUIRED, postcode: POSTCODE });
    expect(serviceFieldErrors(complete.withAddress().with({ postcode: '509' }).build(), address).postcode).toBe(POSTCODE);
    expect(serviceFieldErrors(complete.withAddress().build(), address)).toEqual({});
  });

  it('a rego is optional in the full variant but must look like a plate when given', () => {
    expect(serviceFieldErrors(complete.withRego('ABC-123').build(), full).rego).toBeUndefined();
    expect(serviceFieldErrors(complete.withRego('NOT A PLATE!!').build(), full).rego).toBe(
      'Please enter a valid registration number (letters and numbers only)',
    );
  });

  it('notes over 2,000 characters are refused', () => {
    expect(serviceFieldErrors(complete.with({ comments: 'x'.repeat(2_001) }).build(), full).comments).toBe('Please keep this to at most 2,000 characters');
  });

  it('the minimal Vehicle Details can be left only with make, model and year (spec 2 §5); the form-level text is spec 2 §8', () => {
    const minimal = aServiceBooking().minimal().build();
    const [vehicle] = serviceSteps(minimal.settings);
    if (!vehicle) throw new Error('no step');
    expect(stepIsComplete(aShopper().withRego().build(), vehicle, minimal)).toBe(false);
    expect(serviceStepErrors(aShopper().withRego().build(), vehicle, minimal)).toEqual({ make: REQUIRED, model: REQUIRED, year: REQUIRED });
    expect(stepIsComplete(aShopper().withRego().withVehicle().build(), vehicle, minimal)).toBe(true);
    expect(STEP_INCOMPLETE_MESSAGE).toBe('Please complete the form step before proceeding');
  });
});

describe('the lead each step submits (spec 2 §3, §4)', () => {
  const full = aServiceBooking().withWorkshops(2).build();
  const steps = serviceSteps(full.settings);
  const values = aShopper()
    .withVehicle()
    .withRego('abc 123', 'NSW')
    .withOrder()
    .at('workshop-2')
    .withSlot('2030-03-04', '08:30')
    .with({ tyres: true, option: 'courtesy_car', comments: 'Squeaky brakes' })
    .build();

  it('the first step creates the lead: category, PageTitle, subcategory and no lead id', () => {
    const user = serviceLeadUser(values, 0, steps, { ...full, leadId: null });
    expect(user).toMatchObject({
      category: 'Service Booking',
      PageTitle: 'Service',
      subcategory: '1. Contact Details',
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      form_completed: false,
    });
    expect(user).not.toHaveProperty('lead_id');
    expect(user).not.toHaveProperty('lead_status');
    // Order Details' checkboxes go only once the shopper has seen them.
    expect(user).not.toHaveProperty('Tyres Replacement');
    expect(user).not.toHaveProperty('Service Options');
  });

  it('the slot goes only with the last step, so an earlier step sent again after BACK holds no time', () => {
    const again = serviceLeadUser(values, 1, steps, { ...full, leadId: 'lead-1' });
    expect(again).not.toHaveProperty('Preferred Service Date');
    expect(again).not.toHaveProperty('Preferred Service Time');
    expect(again).toMatchObject({ location: 'workshop-2', lead_id: 'lead-1', subcategory: '2. Vehicle Details' });
  });

  it('the last step carries the lead id, lead_status Complete, form_completed true and every service booking field', () => {
    const user = serviceLeadUser(values, 2, steps, { ...full, leadId: 'lead-1' });
    expect(user).toEqual({
      category: 'Service Booking',
      PageTitle: 'Service',
      subcategory: '3. Order Details',
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      'Vehicle Year': '2019',
      'Vehicle Rego': 'ABC123',
      'Vehicle State': 'NSW',
      dealership_slug: 'dealership-2',
      location: 'workshop-2',
      'Service Interval': '15,000 km / 12 months',
      'Service Type': 'Logbook service',
      'Service Options': 'Courtesy car',
      'Tyres Replacement': true,
      Comments: 'Squeaky brakes',
      'Preferred Service Date': '2030-03-04',
      'Preferred Service Time': '08:30',
      lead_id: 'lead-1',
      form_completed: true,
      lead_status: 'Complete',
    });
  });

  it('the address fields go only in the address variant', () => {
    const withAddress = aShopper().withAddress().build();
    expect(serviceLeadUser(withAddress, 0, steps, { ...full, leadId: null })).not.toHaveProperty('postcode');
    const address = aServiceBooking().withAddress().build();
    expect(serviceLeadUser(withAddress, 0, serviceSteps(address.settings), { ...address, leadId: null })).toMatchObject({
      street: '1 Main Street',
      suburb: 'Dry Creek',
      state: 'SA',
      postcode: '5094',
    });
  });

  it('the dealership is the one chosen, else the location one, else the primary location one', () => {
    const sunstate = demoContext('sunstate-motor-group');
    const sunSteps = serviceSteps(sunstate.settings);
    const shopper = aShopper().withVehicle();
    expect(serviceLeadUser(shopper.at('kia-southport', 'sunstate-trucks').build(), 1, sunSteps, { ...sunstate, leadId: null }).dealership_slug).toBe(
      'sunstate-trucks',
    );
    expect(serviceLeadUser(shopper.at('kia-southport').build(), 1, sunSteps, { ...sunstate, leadId: null }).dealership_slug).toBe('sunstate-kia-southport');
    expect(serviceLeadUser(shopper.at('').build(), 1, sunSteps, { ...sunstate, leadId: null }).dealership_slug).toBe('sunstate-hyundai-newstead');
  });

  it('every lead a step sends carries the contact piece and only service booking fields or the lead bookkeeping', () => {
    const allowed = new Set<string>([
      ...Object.values(SERVICE_FIELDS),
      'category',
      'PageTitle',
      'subcategory',
      'name',
      'email',
      'phone',
      'lead_id',
      'lead_status',
      'form_completed',
    ]);
    const variants = [
      aServiceBooking().build(),
      aServiceBooking().twoStep().build(),
      aServiceBooking().minimal().withWorkshops(3).build(),
      aServiceBooking().withAddress().build(),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.nat(),
        fc.record({ make: fc.string(), comments: fc.string(), rego: fc.string(), tyres: fc.boolean(), postcode: fc.string() }),
        fc.option(fc.uuid(), { nil: null }),
        (context, step, typed, leadId) => {
          const steps = serviceSteps(context.settings);
          const index = step % steps.length;
          const user = serviceLeadUser(aShopper().with(typed).build(), index, steps, { ...context, leadId });
          expect(Object.keys(user).every((k) => allowed.has(k))).toBe(true);
          expect(user).toMatchObject({ category: 'Service Booking', PageTitle: 'Service', name: 'Ann Citizen', form_completed: index === steps.length - 1 });
          expect(user.lead_id ?? null).toBe(leadId);
          expect(Object.values(user).every((v) => v !== '' && v !== undefined)).toBe(true);
        },
      ),
    );
  });

  it('a server field path names the form field it is about', () => {
    expect(serviceFieldOfLeadPath('user.Vehicle Make')).toBe('make');
    expect(serviceFieldOfLeadPath('user.Preferred Service Time')).toBe('time');
    expect(serviceFieldOfLeadPath('user.email')).toBe('email');
    expect(serviceFieldOfLeadPath('user.Service Options')).toBe('option');
    expect(serviceFieldOfLeadPath('car_dealership_id')).toBeNull();
  });
});

describe('service booking copy and changes (spec 2 §2)', () => {
  it('the free ride copy of the one dealership that offers it', () => {
    expect(freeRideText(demoContext('bayside-pre-owned').settings)).toBe(
      'Free Uber ride home and back within 8 km for routine servicing (excludes the complimentary 3,000 km / 3 months service).',
    );
    expect(freeRideText(demoContext('harbour-motors').settings)).toBeNull();
  });

  it('the disclaimer shows for the configured location ids only', () => {
    const settings = demoContext('sunstate-motor-group').settings;
    expect(serviceDisclaimer(settings, { id: 1104 })).toMatch(/^Heavy vehicle bookings are confirmed/);
    expect(serviceDisclaimer(settings, { id: 1102 })).toBeNull();
    expect(serviceDisclaimer(settings, null)).toBeNull();
  });

  it('the default title names the dealer; a site may name its own', () => {
    expect(serviceFormTitle({ title: null }, 'Harbour Motors')).toBe('Book Your Service at Harbour Motors');
    expect(serviceFormTitle({ title: 'Book a caravan service' }, 'Saltbush Caravans')).toBe('Book a caravan service');
  });

  it('choosing a location brings its dealership and drops a time picked at another workshop', () => {
    const context = aServiceBooking().withWorkshops(2).build();
    const before = aShopper().at('workshop-1', 'dealership-1').withSlot('2030-03-04', '08:30').build();
    const after = withServiceChange(before, 'location', 'workshop-2', context);
    expect(after).toMatchObject({ location: 'workshop-2', dealership: 'dealership-2', date: '2030-03-04', time: '' });
  });

  it('the slot picker may move the booking to another workshop', () => {
    const context = aServiceBooking().withWorkshops(2).build();
    const moved = withServiceSlot(
      aShopper().at('workshop-1', 'dealership-1').build(),
      { date: '2030-03-05', time: '09:00', locationSlug: 'workshop-2' },
      context,
    );
    expect(moved).toMatchObject({ location: 'workshop-2', dealership: 'dealership-2', date: '2030-03-05', time: '09:00' });
    const unknown = withServiceSlot(aShopper().at('workshop-1', 'dealership-1').build(), { date: null, time: null, locationSlug: 'nowhere' }, context);
    expect(unknown).toMatchObject({ location: 'workshop-1', date: '', time: '' });
  });

  it('a rego is typed in capitals; a year and postcode keep digits only', () => {
    const context = aServiceBooking().build();
    const values = aShopper().build();
    expect(withServiceChange(values, 'rego', 'abc123', context).rego).toBe('ABC123');
    expect(withServiceChange(values, 'year', '20x19', context).year).toBe('2019');
    expect(withServiceChange(values, 'postcode', '50 941', context).postcode).toBe('5094');
  });

  it('the form starts at the preset location, or the only workshop, with the site state for the plate', () => {
    expect(initialServiceValues(aServiceBooking().build(), { defaultState: 'NSW' })).toMatchObject({
      location: 'workshop-1',
      dealership: 'dealership-1',
      regoState: 'NSW',
    });
    const two = aServiceBooking().withWorkshops(2).build();
    expect(initialServiceValues(two)).toMatchObject({ location: '', dealership: '' });
    expect(initialServiceValues(two, { locationSlug: 'workshop-2' })).toMatchObject({ location: 'workshop-2', dealership: 'dealership-2' });
    expect(initialServiceValues(two, { locationSlug: 'showroom' }).location).toBe('');
    expect(initialServiceValues(aServiceBooking().withLocations(aWorkshop(7, 'dealership-1')).build(), { defaultState: 'XX' }).regoState).toBe('');
  });

  it('the booking reads as date, 12-hour time and workshop', () => {
    expect(serviceDateLabel('2025-12-02')).toBe('Tuesday 2 December 2025');
    expect(serviceDateLabel('2025-02-30')).toBe('2025-02-30');
    const summary = serviceBookingSummary({ location: 'workshop-1', date: '2025-12-02', time: '13:30' }, aServiceBooking().build());
    expect(summary).toEqual({
      locationName: 'Workshop 1',
      locationPhone: '',
      date: '2025-12-02',
      time: '13:30',
      dateLabel: 'Tuesday 2 December 2025',
      timeLabel: '1:30pm',
    });
    expect(serviceBookingLine(summary)).toBe('Tuesday 2 December 2025 at 1:30pm, Workshop 1');
  });

  it("the booking names the workshop's own number to call: its landline, else its main number", () => {
    const at = (contact_detail: { phone: string; landline_phone?: string | null }) =>
      serviceBookingSummary(
        { location: 'workshop-7', date: '2025-12-02', time: '13:30' },
        aServiceBooking()
          .withLocations({ ...aWorkshop(7), contact_detail })
          .build(),
      ).locationPhone;
    expect(at({ phone: '0412 000 111', landline_phone: '02 4926 1155' })).toBe('02 4926 1155');
    expect(at({ phone: '02 4926 1155', landline_phone: ' ' })).toBe('02 4926 1155');
    expect(at({ phone: '02 4926 1155', landline_phone: null })).toBe('02 4926 1155');
  });
});
