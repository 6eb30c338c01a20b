import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta';

export interface FinancePageData {
  /** spec 1 §2, spec 2 §2: finance links carry preferredDealership, vehiclePriceBudget, car_id and car_type. */
  readonly vehiclePriceBudget: number | null;
  readonly preferredDealership: string | null;
  readonly carId: string | null;
  readonly carType: string | null;
}

/** /finance: the default finance page when no car is given; its search params pass through (spec 2 §2). */
export function financeLoader({ request }: LoaderFunctionArgs): FinancePageData {
  const params = new URL(request.url).searchParams;
  const budget = Number(params.get('vehiclePriceBudget') ?? '');
  const text = (key: string) => params.get(key)?.trim().slice(0, 100) || null;
  return {
    vehiclePriceBudget: Number.isFinite(budget) && budget > 0 ? budget : null,
    preferredDealership: text('preferredDealership'),
    carId: text('car_id'),
    carType: text('car_type'),
  };
}

export const financeHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `Car Finance Calculator | ${site.name}`,
    description: `Work out your repayments with the ${site.name} finance calculator, then ask us for a finance quote. Weekly, fortnightly or monthly.`,
  }),
};
