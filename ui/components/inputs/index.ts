/** Reusable inputs of spec 2 §2 "Inputs": money, kilometres, stepped number and postcode, and their quick picks. */
export { MoneyInput, moneyValue, type MoneyInputProps } from './money-input';
export { KilometresInput, formatKms, type KilometresInputProps } from './kilometres-input';
export { SteppedNumberInput, type SteppedNumberInputProps } from './stepped-number-input';
export { PostcodeInput, postcodeDigits, type PostcodeInputProps } from './postcode-input';
export { QuickPicks, type QuickPicksProps } from './quick-picks';
