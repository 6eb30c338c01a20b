import type { RouteHandle } from '../../lib/page-meta';

/** The page's module, as the client build's manifest names it. */
export const ONLINE_PAYMENT_CHUNK = 'features/online-payment/online-payment-page.tsx';

/**
 * `/online-payment` (spec 2 §2; issue 15): a buyer finds their online order by its reference and
 * email — its status, the deposit paid, the itemised total and the balance, what happens next.
 * One buyer's order: never indexed.
 */
export const onlinePaymentHandle: RouteHandle = {
  chunk: ONLINE_PAYMENT_CHUNK,
  meta: ({ site }) => ({
    title: `Your online order | ${site.name}`,
    description: `See the order you placed online with ${site.name}: the deposit paid, the total and what happens next.`,
    noindex: true,
  }),
};
