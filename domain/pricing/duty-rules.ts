import type { AustralianState } from '../locations/delivery-zones';

/**
 * Motor vehicle duty on private passenger cars, as DATA (issue 15 "Rules are data with an effective
 * date, so next July's rates are a data change, not a code change"). Figures from
 * ../shared/reference/stamp-duty.md unless a rule says otherwise.
 *
 * Amounts are dollars; a band's `upTo` is inclusive ("up to $45,000" holds $45,000 itself);
 * "per $100 or part" rounds the value (or the part over a threshold) UP to the next whole unit.
 */

/** How a car is powered, as the duty rules tell cars apart (QLD, VIC, NT). */
export type DutyFuel = 'electric' | 'hybrid' | 'plug-in-hybrid' | 'petrol' | 'diesel' | 'other';
export type DutyCondition = 'new' | 'demo' | 'used';

/** What one band charges on a dutiable value inside it. */
export type DutyCharge =
  /** A flat amount (TAS: $20 up to $600). */
  | { readonly kind: 'fixed'; readonly amount: number }
  /** `rate` per `unit` or part of the WHOLE value (NSW $3 per $100; VIC $8.40 per $200). */
  | { readonly kind: 'per-unit'; readonly unit: number; readonly rate: number }
  /** `base` plus `rate` per `unit` or part of the value OVER `over` (NSW $1,350 + $5 per $100 over $45,000). */
  | { readonly kind: 'per-unit-over'; readonly base: number; readonly over: number; readonly unit: number; readonly rate: number }
  /** A percentage of the whole value, rounded to the cent (WA 2.75%). */
  | { readonly kind: 'percent'; readonly percent: number }
  /**
   * WA's sliding rate: R% = percentAtFrom + (value − from) / valuePerPoint, R rounded to
   * `decimals` places, then R% of the whole value rounded to the cent.
   */
  | { readonly kind: 'sliding-percent'; readonly from: number; readonly percentAtFrom: number; readonly valuePerPoint: number; readonly decimals: number };

export interface DutyBand {
  /** Inclusive top of the band in dollars; null for the last band. */
  readonly upTo: number | null;
  readonly charge: DutyCharge;
}

export interface DutyScale {
  /** In order of value; the first band whose `upTo` holds the value charges it. */
  readonly bands: readonly DutyBand[];
  /** The least duty on any car with a value (SA: $5). */
  readonly minimum?: number;
  /** A concession taken off the duty, never below nil (NT: $1,500 on electric cars). */
  readonly deduction?: number;
}

/**
 * Which cars a class covers; every stated test must hold. `co2` needs the car's combined CO2
 * known (a battery-electric car's is 0 g/km); `cylinders` needs the number known.
 */
export interface DutyCriteria {
  readonly fuels?: readonly DutyFuel[];
  readonly conditions?: readonly DutyCondition[];
  readonly cylinders?: { readonly min?: number; readonly max?: number };
  readonly co2?: { readonly max?: number };
  /** The dutiable value at most this (NT's electric-car concession). */
  readonly value?: { readonly max?: number };
}

export interface DutyClass {
  /** Shopper-facing: 'QLD vehicle registration duty (hybrid or electric)'. */
  readonly label: string;
  readonly when: DutyCriteria;
  readonly scale: DutyScale;
  /** Inclusive calendar dates ('YYYY-MM-DD') when this class applies inside its rule set (NT's concession). */
  readonly from?: string;
  readonly until?: string;
  /** false when this class's figures are not confirmed from the revenue office (default: the rule set's). */
  readonly verified?: boolean;
  /** A shopper-facing sentence shown with an unverified figure. */
  readonly note?: string;
}

export interface DutyRuleSet {
  /** 'YYYY-MM-DD': the Australian calendar date (in the state's time zone) the rates take effect. */
  readonly effectiveFrom: string;
  readonly source: string;
  readonly verified: boolean;
  readonly note?: string;
  /** First match wins; the last class should match every car. */
  readonly classes: readonly DutyClass[];
}

/** Each state's rule sets, any order; the latest whose effectiveFrom is on or before the day applies. */
export type DutyRules = Readonly<Record<AustralianState, readonly DutyRuleSet[]>>;

const perHundred = (rate: number): DutyCharge => ({ kind: 'per-unit', unit: 100, rate });
const perHundredOver = (base: number, over: number, rate: number): DutyCharge => ({ kind: 'per-unit-over', base, over, unit: 100, rate });
const perTwoHundred = (rate: number): DutyCharge => ({ kind: 'per-unit', unit: 200, rate });

/** QLD: one rate up to $100,000 and another on the whole value above it. */
const qldScale = (upTo100k: number, over100k: number): DutyScale => ({
  bands: [
    { upTo: 100_000, charge: perHundred(upTo100k) },
    { upTo: null, charge: perHundred(over100k) },
  ],
});

/** ACT: per $100 or part up to $45,000, then the duty at $45,000 plus a higher rate over it. */
const actScale = (upTo45k: number, over45k: number): DutyScale => ({
  bands: [
    { upTo: 45_000, charge: perHundred(upTo45k) },
    { upTo: null, charge: perHundredOver(450 * upTo45k, 45_000, over45k) },
  ],
});

const NT_STANDARD: DutyScale = { bands: [{ upTo: null, charge: perHundred(3) }] };

/*
 * Effective dates. VIC's table is dated 1 July 2024 by its source. The reference records the other
 * states' rates as "in force 2025" without a start date, so they are dated from the start of the
 * 2024–25 financial year, when each was already in force. The ACT set is the 2015 scheme (below).
 */
export const DUTY_RULES: DutyRules = {
  NSW: [
    {
      effectiveFrom: '2024-07-01',
      source: 'Revenue NSW, "Motor vehicle duty"',
      verified: true,
      classes: [
        {
          label: 'NSW motor vehicle duty',
          when: {},
          scale: {
            bands: [
              { upTo: 45_000, charge: perHundred(3) },
              { upTo: null, charge: perHundredOver(1_350, 45_000, 5) },
            ],
          },
        },
      ],
    },
  ],
  VIC: [
    {
      effectiveFrom: '2024-07-01',
      source: 'State Revenue Office Victoria, "Motor vehicle duty — current rates"',
      verified: true,
      classes: [
        // SRO Victoria: a green car has combined tailpipe CO2 of 120 g/km or less, a pure electric car included.
        { label: 'VIC motor vehicle duty (green car)', when: { co2: { max: 120 } }, scale: { bands: [{ upTo: null, charge: perTwoHundred(8.4) }] } },
        {
          label: 'VIC motor vehicle duty',
          when: {},
          scale: {
            bands: [
              { upTo: 80_567, charge: perTwoHundred(8.4) },
              { upTo: 100_000, charge: perTwoHundred(10.4) },
              { upTo: 150_000, charge: perTwoHundred(14) },
              { upTo: null, charge: perTwoHundred(18) },
            ],
          },
        },
      ],
    },
  ],
  QLD: [
    {
      effectiveFrom: '2024-07-01',
      source: 'Queensland Government, "Vehicle registration duty rates"',
      verified: true,
      classes: [
        // A plug-in hybrid has both an engine and an electric motor: QLD's hybrid class.
        { label: 'QLD vehicle registration duty (hybrid or electric)', when: { fuels: ['electric', 'hybrid', 'plug-in-hybrid'] }, scale: qldScale(2, 4) },
        { label: 'QLD vehicle registration duty (1 to 4 cylinders)', when: { cylinders: { min: 1, max: 4 } }, scale: qldScale(3, 5) },
        { label: 'QLD vehicle registration duty (5 or 6 cylinders)', when: { cylinders: { min: 5, max: 6 } }, scale: qldScale(3.5, 5.5) },
        { label: 'QLD vehicle registration duty (7 or more cylinders)', when: { cylinders: { min: 7 } }, scale: qldScale(4, 6) },
        // Choice: cylinders unknown → the highest rate, so the price is never understated.
        {
          label: 'QLD vehicle registration duty (7 or more cylinders)',
          when: {},
          scale: qldScale(4, 6),
          verified: false,
          note: "The number of cylinders isn't listed, so QLD duty is worked out at the 7-or-more-cylinder rate, the highest.",
        },
      ],
    },
  ],
  WA: [
    {
      effectiveFrom: '2024-07-01',
      source: 'WA Department of Finance, "Calculation of vehicle licence duty"',
      verified: true,
      classes: [
        {
          label: 'WA vehicle licence duty',
          when: {},
          scale: {
            bands: [
              { upTo: 25_000, charge: { kind: 'percent', percent: 2.75 } },
              { upTo: 50_000, charge: { kind: 'sliding-percent', from: 25_000, percentAtFrom: 2.75, valuePerPoint: 6_666.66, decimals: 2 } },
              { upTo: null, charge: { kind: 'percent', percent: 6.5 } },
            ],
          },
        },
      ],
    },
  ],
  SA: [
    {
      effectiveFrom: '2024-07-01',
      source: 'RevenueSA, "Motor vehicles"',
      verified: true,
      classes: [
        {
          // Non-commercial rates. Choice: every band counts "per $100 or part", as the first and last do in the reference.
          label: 'SA stamp duty',
          when: {},
          scale: {
            bands: [
              { upTo: 1_000, charge: perHundred(1) },
              { upTo: 2_000, charge: perHundredOver(10, 1_000, 2) },
              { upTo: 3_000, charge: perHundredOver(30, 2_000, 3) },
              { upTo: null, charge: perHundredOver(60, 3_000, 4) },
            ],
            minimum: 5,
          },
        },
      ],
    },
  ],
  TAS: [
    {
      effectiveFrom: '2024-07-01',
      source: 'State Revenue Office Tasmania, "Rates of duty"',
      verified: true,
      classes: [
        {
          label: 'TAS motor vehicle duty',
          when: {},
          scale: {
            bands: [
              { upTo: 600, charge: { kind: 'fixed', amount: 20 } },
              { upTo: 35_000, charge: perHundred(3) },
              { upTo: 40_000, charge: perHundredOver(1_050, 35_000, 11) },
              { upTo: null, charge: perHundred(4) },
            ],
          },
        },
      ],
    },
  ],
  ACT: [
    {
      /*
       * The ACT's table from 1 September 2025 could not be retrieved here. These are the Vehicle
       * Emissions Reduction Scheme's rates from 1 July 2015 (Stratton Finance's summary of the ACT
       * Revenue Office table), so every ACT figure is an estimate. Performance rating by combined
       * CO2: A up to 130 g/km (ACT Government announcement, 30 June 2015); D from 221 g/km (ACT
       * Hansard, 24 March 2022), so C is 176–220; B 131–175 is our choice between them (the scheme
       * calls B "significantly above average"). Used cars and cars without a rating pay the C rate.
       * Choice: a demonstrator counts as new (the ACT treats one sold within a year of its first
       * ACT registration as new).
       */
      effectiveFrom: '2015-07-01',
      source: 'ACT Revenue Office, "Motor vehicle duty" (rates of the 2015 Vehicle Emissions Reduction Scheme, via Stratton Finance)',
      verified: false,
      note: 'ACT rates from 1 September 2025 not yet loaded: estimated from the earlier ACT rates.',
      classes: [
        { label: 'ACT motor vehicle duty (used car, C rate)', when: { conditions: ['used'] }, scale: actScale(3, 5) },
        { label: 'ACT motor vehicle duty (rating A)', when: { co2: { max: 130 } }, scale: { bands: [{ upTo: null, charge: { kind: 'fixed', amount: 0 } }] } },
        { label: 'ACT motor vehicle duty (rating B)', when: { co2: { max: 175 } }, scale: actScale(2, 4) },
        { label: 'ACT motor vehicle duty (rating C)', when: { co2: { max: 220 } }, scale: actScale(3, 5) },
        { label: 'ACT motor vehicle duty (rating D)', when: { co2: {} }, scale: actScale(4, 6) },
        { label: 'ACT motor vehicle duty (no rating, C rate)', when: {}, scale: actScale(3, 5) },
      ],
    },
  ],
  NT: [
    {
      effectiveFrom: '2024-07-01',
      source: 'NT Treasury, "Stamp duty on motor vehicles"',
      verified: true,
      classes: [
        /*
         * nt.gov.au, "Get registration and stamp duty concessions for electric vehicles": from
         * 1 July 2022 until 30 June 2027, battery-electric and plug-in hybrid cars of any age get a
         * stamp duty concession of up to $1,500, for vehicles valued up to $50,000 (conventional
         * hybrids are not eligible). Above $50,000 it is unclear whether any concession applies,
         * so the full duty is shown, marked as an estimate.
         */
        {
          label: 'NT stamp duty (electric vehicle concession)',
          when: { fuels: ['electric', 'plug-in-hybrid'], value: { max: 50_000 } },
          scale: { ...NT_STANDARD, deduction: 1_500 },
          from: '2022-07-01',
          until: '2027-06-30',
        },
        {
          label: 'NT stamp duty',
          when: { fuels: ['electric', 'plug-in-hybrid'] },
          scale: NT_STANDARD,
          from: '2022-07-01',
          until: '2027-06-30',
          verified: false,
          note: "NT's electric vehicle concession of up to $1,500 may apply above $50,000; the full duty is shown.",
        },
        { label: 'NT stamp duty', when: {}, scale: NT_STANDARD },
      ],
    },
  ],
};
