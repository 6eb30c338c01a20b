/** Public API of the finance area: repayments, calculator profiles and inputs, the vehicle-page estimate. */
export { roundToCents, formatMoney } from './money';

export {
  FREQUENCIES,
  isFrequencyName,
  financedAmount,
  numberOfPayments,
  amortisedPayment,
  roundRepayment,
  calculateRepayment,
  roundWeeklyPayment,
} from './repayment';
export type { Frequency, FrequencyName, RoundingMode, RepaymentOptions, Repayment, RepaymentError } from './repayment';

export {
  PRICE_MAX,
  DEFAULT_AMOUNT,
  DEFAULT_INTEREST_RATE,
  DEFAULT_TERM_YEARS,
  ENQUIRE_AT_OR_BELOW,
  BASE_PROFILE,
  POWERTORQUE_ROUND_DOWN_THRESHOLD,
  PROVIDER_PATCHES,
  BRAND_FINANCE_FEES,
  VARIANT_PATCHES,
  calculatorProfile,
  priceSliderMax,
  loanFees,
} from './calculator-profile';
export type {
  NumberBounds,
  Fee,
  EstablishmentFeeRule,
  PriceSliderMax,
  CalculatorProfile,
  CalculatorVariant,
  SiteCalculatorSwitches,
} from './calculator-profile';

export {
  stripNumericText,
  parseNumericText,
  fieldBounds,
  priceSlider,
  clampTo,
  priceBoundMessage,
  readCalculatorField,
  clampedFieldMessage,
  calculatorDefaults,
  lenderFigures,
  ENQUIRE_FOR_FINANCE,
  calculateFinance,
} from './calculator';
export type { CalculatorField, CalculatorState, FieldReading, CalculatorResult, LenderFigures } from './calculator';

export {
  TAURUS_MAX_AGE_YEARS,
  ESTIMATE_MIN_PRICE_EXCLUSIVE,
  ESTIMATE_TERM_YEARS,
  COMPARISON_RATE_BASIS,
  lenderFor,
  financeEstimateEligibility,
  isFinanceEstimateShown,
  estimateWeeklyPayment,
  estimateBasis,
  estimateBasisText,
} from './finance-estimate';
export type {
  EstimateCar,
  FinanceEstimateIneligible,
  FinanceEstimateIneligibleCode,
  FinanceEstimateOptions,
  EstimateBasis,
} from './finance-estimate';
export { comparisonRate, comparisonRateInUse } from './comparison-rate';
