/** Reserve online (spec 1 §2, §9; spec 2 §2, §4, §9). */
export {
  HOLD_HOURS,
  HOLD_MS,
  notReservableMessage,
  PENDING_HOLD_MS,
  RESERVATION_TERMS,
  RESERVE_ONLINE_CATEGORY,
  reserveDeposit,
  whyNotReservable,
  type NotReservable,
} from './reservation';
