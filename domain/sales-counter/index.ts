/** Sales counter (spec 2 §2, §9). */
export { ANIMATION_MS, brisbaneClock, REFRESH_INTERVAL_MS, SALES_COUNTER_TITLE, salesThisMonth } from './sales-counter';
