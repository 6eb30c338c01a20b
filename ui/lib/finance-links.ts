/**
 * spec 1 §2, spec 2 §2: finance links carry the query keys preferredDealership,
 * vehiclePriceBudget, car_id and car_type, plus the anchor #finance-form. Without a car the
 * link is the default finance page's form.
 */
export function financeHref(
  car?: { readonly dealership_slug: string; readonly price: number; readonly id: number; readonly car_type: string } | null,
  budget?: number,
): string {
  if (!car) return '/finance#finance-form';
  const params = new URLSearchParams({
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: String(Math.max(0, Math.round(budget ?? car.price))),
    car_id: String(car.id),
    car_type: car.car_type,
  });
  return `/finance?${params.toString()}#finance-form`;
}
