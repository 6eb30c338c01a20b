/** Public API of the finance area: repayments, calculator profiles and inputs, the vehicle-page estimate. */
export { formatMoney } from './money';

export { FREQUENCIES, financedAmount, numberOfPayments, amortisedPayment, roundRepayment, calculateRepayment, roundWeeklyPayment } from './repayment';
export type { FrequencyName, RoundingMode, RepaymentOptions } from './repayment';

export { BASE_PROFILE, calculatorProfile, priceSliderMax, loanFees } from './calculator-profile';

export {
  stripNumericText,
  parseNumericText,
  fieldBounds,
  priceSlider,
  priceBoundMessage,
  readCalculatorField,
  calculatorDefaults,
  lenderFigures,
  ENQUIRE_FOR_FINANCE,
  calculateFinance,
} from './calculator';
export type { CalculatorField, CalculatorState } from './calculator';

export {
  COMPARISON_RATE_BASIS,
  lenderFor,
  financeEstimateEligibility,
  isFinanceEstimateShown,
  estimateWeeklyPayment,
  estimateBasis,
  estimateBasisText,
} from './finance-estimate';
export type { FinanceEstimateOptions } from './finance-estimate';
export { comparisonRate, comparisonRateInUse } from './comparison-rate';
