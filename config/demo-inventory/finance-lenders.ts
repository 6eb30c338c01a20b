/**
 * The finance lender record of a listing, keyed by the site's provider (spec 1 §3
 * finance_lenders; spec 2 §3 "Finance lender record", §4 per-provider conditions, §9
 * finance constants). Repayments are standard amortisation with a balloon on the amount
 * financed = price − deposit + establishment fee (spec 2 §9).
 */
import type { FinanceProviderName } from '../../domain/dealer-site/dealer-site';
import { calculatorProfile, roundRepayment, type RoundingMode } from '../../domain/finance';
import type { CarType, FinanceLender } from '../../domain/vehicle/car';
import type { Rng } from './prng';

/** spec 2 §9: establishment fee 1300 for one provider, 1360.5 by default for another, $395 for one brand. */
const ESTABLISHMENT_FEES: Readonly<Record<FinanceProviderName, number>> = {
  Taurus: 1300,
  '360 Finance': 1360.5,
  AusLoans: 990,
  Manual: 695,
  Angle: 1250,
  Powertorque: 750,
  'Nissan Finance': 395,
};

/** spec 2 §4: Taurus quotes only vehicles newer than 12 years. */
export const TAURUS_AGE_LIMIT_YEARS = 12;

export interface LenderInput {
  provider: FinanceProviderName;
  price: number;
  year: number;
  nowYear: number;
  carType: CarType;
  make: string;
}

/** Monthly (or weekly) repayment of `principal` over `periods` at `rate` per period with a final balloon. */
export function repayment(principal: number, ratePerPeriod: number, periods: number, balloon: number): number {
  if (periods <= 0) return 0;
  if (ratePerPeriod === 0) return (principal - balloon) / periods;
  const v = (1 + ratePerPeriod) ** -periods;
  return ((principal - balloon * v) * ratePerPeriod) / (1 - v);
}

/** The lender record for one car, or undefined for cars the provider does not quote. */
export function financeLenders(rng: Rng, input: LenderInput): Record<string, FinanceLender> | undefined {
  const { provider, price, year, nowYear, carType, make } = input;
  const age = Math.max(0, nowYear - year);
  // spec 2 §4: price above 500; Taurus: vehicle year greater than current year minus 12.
  if (price <= 500) return undefined;
  if (provider === 'Taurus' && year <= nowYear - TAURUS_AGE_LIMIT_YEARS) return undefined;
  if (rng.chance(0.1)) return undefined;

  const promo = provider === 'Nissan Finance' && make === 'Nissan' && carType !== 'used';
  let rate: number;
  if (promo) rate = rng.range(2.99, 6.49);
  else if (carType === 'new') rate = rng.range(6.49, 8.99);
  else if (carType === 'demo') rate = rng.range(6.99, 9.49);
  else rate = Math.min(15.95, 8.49 + age * 0.35 + rng.range(0, 1.6));
  // Lenders advertise rates ending in 9 (8.49%, 9.99%), within what the provider's calculator
  // takes (spec 2 §5 interest bounds), so the calculator can open on the car's own rate (issue 17).
  rate = Math.floor(rate * 10) / 10 + 0.09;
  const { interest, rounding } = calculatorProfile({ provider });
  const weeklyRounding = wholeDollars(rounding);
  rate = Math.min(interest.max, Math.max(interest.min, rate));
  const fees = ESTABLISHMENT_FEES[provider];
  const comparison = round2(rate + rng.range(0.3, 1.3));
  const termYears = age > 8 ? rng.pick([3, 4]) : carType !== 'used' && rng.chance(0.15) ? 7 : 5;
  const deposit = rng.chance(0.6) ? 0 : Math.round((price * rng.pick([0.1, 0.2])) / 500) * 500;
  const balloonShare =
    carType !== 'used' && rng.chance(0.35) ? rng.range(0.2, 0.35) : carType === 'used' && age <= 4 && rng.chance(0.15) ? rng.range(0.15, 0.25) : 0;
  const balloon = Math.round((price * balloonShare) / 100) * 100;
  const financed = price - deposit + fees;

  const monthly = repayment(financed, rate / 100 / 12, termYears * 12, balloon);
  // spec 1 §5: weekly payments in whole dollars — rounded as the provider's calculator rounds
  // (spec 2 §9: up on some sites), so the estimate and the calculator show the same dollar (issue 17).
  const weekly = (years: number): number => roundRepayment(repayment(financed, rate / 100 / 52, years * 52, balloon), weeklyRounding);
  const terms: Record<string, number> = {};
  for (let years = 1; years <= 7; years++) terms[`term${years}`] = weekly(years);

  const lender: FinanceLender = {
    financeProvider: provider,
    disclaimer: rng.chance(0.08) ? null : disclaimer(provider, rate, comparison, fees),
    termYears,
    termWeeks: termYears * 52,
    termMonths: termYears * 12,
    interestRate: round2(rate),
    comparisonRate: comparison,
    establishmentFees: fees,
    deposit,
    // spec 1 §5: weekly payments are whole dollars.
    paymentWeek: weekly(termYears),
    paymentMonth: round2(monthly),
    balloon,
    totalPayable: round2(monthly * termYears * 12 + balloon),
    terms,
  };
  return { [provider]: lender };
}

/** The provider's calculator rounding, in whole dollars (nearest where the calculator shows cents). */
function wholeDollars(rounding: RoundingMode): RoundingMode {
  return rounding.kind === 'cents' ? { kind: 'whole-dollars' } : rounding;
}

function disclaimer(provider: FinanceProviderName, rate: number, comparison: number, fees: number): string {
  const r = rate.toFixed(2);
  const c = comparison.toFixed(2);
  // spec 2 §9: the comparison rate is based on a $30,000 secured loan over 5 years.
  const warning =
    `Comparison rate based on a secured consumer loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ` +
    'Different terms, fees or other loan amounts might result in a different comparison rate.';
  switch (provider) {
    case 'Nissan Finance':
      return `Finance provided by Nissan Financial Services Australia Pty Ltd ABN 30 130 046 450, Australian Credit Licence 386 922, to approved ABN holders and consumers. Interest rate ${r}% p.a., comparison rate ${c}% p.a. Establishment fee $${fees}. ${warning} Offer ends 31 December or while stocks last.`;
    case 'Taurus':
      return `Estimated repayments are indicative only, based on an interest rate of ${r}% p.a. and a comparison rate of ${c}% p.a. Finance is subject to lender approval, terms and conditions; fees and charges apply, including an establishment fee of $${fees}. ${warning}`;
    case 'Manual':
      return `Weekly repayment is an estimate only, calculated at ${r}% p.a. (comparison rate ${c}% p.a.) with the deposit and term shown. It is not a quote or a pre-approval. Speak with our finance manager for a personalised quote. ${warning}`;
    default:
      return `${provider}: indicative repayments at ${r}% p.a. (comparison rate ${c}% p.a.), subject to credit assessment and lending criteria. Fees and charges are payable, including an establishment fee of $${fees}. ${warning}`;
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
