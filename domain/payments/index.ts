/** Payments: the card checks of the test payment provider's card form (issue 6, issue 30). */
export {
  CARD_CVC_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_MESSAGE,
  CARD_NAME_MESSAGE,
  CARD_NUMBER_MESSAGE,
  cardBrand,
  CardNumber,
  last4,
  parseCard,
  parseCvc,
  parseExpiry,
  passesLuhn,
  type CardBrand,
  type CardDetails,
  type CardExpiry,
  type CardInput,
} from './card';
