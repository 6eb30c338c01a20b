/** Payments (issue 6: the reserve-online deposit): card checks. */
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
