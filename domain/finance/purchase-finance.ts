/**
 * Finance for a car bought online: one set of figures per car. The repayment is worked out on
 * the car's own lender figures — its rate, balloon and establishment fee, and its deposit and
 * term as the starting choice — exactly as the car page's calculator opens on them and the
 * sidebar's estimate counts them (lenderFigures, calculateFinance), so the online purchase never
 * quotes a second rate for the same car. A car with no lender figures takes the site
 * calculator's defaults, as the car page's calculator does.
 */
import type { FinanceLender } from '../vehicle/car';
import { calculateFinance, calculatorDefaults, lenderFigures } from './calculator';
import { loanFees, type CalculatorProfile } from './calculator-profile';
import { lenderFor } from './finance-estimate';
import { roundRepayment, type FrequencyName } from './repayment';

export interface PurchaseFinanceTerms {
  /** 'lender': the car's lender's figures; 'site': the calculator's defaults (the car has none). */
  readonly source: 'lender' | 'site';
  /** Percent per year. */
  readonly interestRate: number;
  /** The balloon (residual) at the end of the loan, dollars. */
  readonly balloon: number;
  readonly establishmentFee: number;
  /** The deposit and term the car's figures are quoted with: the buyer's starting choice. */
  readonly deposit: number;
  readonly termYears: number;
}

export interface PurchaseFinanceCar {
  readonly price: number;
  readonly finance_lenders?: Readonly<Record<string, FinanceLender>> | null;
}

/** The car's finance figures under the site's provider (the car page's calculator's opening figures). */
export function purchaseFinanceTerms(options: {
  readonly profile: CalculatorProfile;
  readonly provider: string;
  readonly car: PurchaseFinanceCar;
}): PurchaseFinanceTerms {
  const { profile, car } = options;
  const lender = lenderFor(car.finance_lenders, options.provider) ?? null;
  const figures = lenderFigures({ profile, carPrice: car.price, lender });
  if (figures) {
    return {
      source: 'lender',
      interestRate: figures.interestRate,
      balloon: figures.residual,
      establishmentFee: figures.establishmentFee,
      deposit: figures.deposit,
      termYears: figures.termYears,
    };
  }
  const defaults = calculatorDefaults({ profile, carPrice: car.price });
  return {
    source: 'site',
    interestRate: defaults.interestRate,
    balloon: 0,
    establishmentFee: loanFees(profile, null).upfront,
    deposit: 0,
    termYears: defaults.termYears,
  };
}

/**
 * The repayment of `amount` less the buyer's deposit over their term, at the car's terms (rate,
 * balloon, fee), in whole dollars (spec 1 §5) rounded the way the site's calculator rounds
 * (to the nearest dollar where it shows cents); null when the calculator would say
 * 'Enquire for Finance' (a repayment too small, or a balloon the loan cannot carry).
 */
export function purchaseRepayment(options: {
  readonly profile: CalculatorProfile;
  readonly terms: PurchaseFinanceTerms;
  readonly amount: number;
  readonly deposit: number;
  readonly termYears: number;
  readonly frequency: FrequencyName;
}): number | null {
  const { profile, terms } = options;
  const result = calculateFinance({
    state: {
      amount: options.amount,
      termYears: options.termYears,
      interestRate: terms.interestRate,
      deposit: Math.min(options.deposit, options.amount),
      residual: terms.balloon,
      frequency: options.frequency,
    },
    profile,
    lender: { establishmentFees: terms.establishmentFee },
  });
  if (result.kind !== 'repayment') return null;
  return roundRepayment(result.payment, profile.rounding.kind === 'cents' ? { kind: 'whole-dollars' } : profile.rounding);
}
