/** Reusable inputs of spec 2 §2 "Inputs": money, kilometres, stepped number and postcode, and their quick picks. */
export { MoneyInput, moneyValue } from './money-input';
export { KilometresInput, formatKms } from './kilometres-input';
export { SteppedNumberInput } from './stepped-number-input';
export { PostcodeInput, postcodeDigits } from './postcode-input';
export { QuickPicks } from './quick-picks';
