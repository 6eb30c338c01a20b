/** Sales counter (spec 2 §2, §9). */
export {
  ANIMATION_MS,
  BRISBANE_UTC_OFFSET_MS,
  brisbaneClock,
  REFRESH_INTERVAL_MS,
  SALES_COUNTER_TITLE,
  SALES_PER_DAY,
  salesThisMonth,
  SECONDS_PER_SALE,
  type BrisbaneClock,
} from './sales-counter';
