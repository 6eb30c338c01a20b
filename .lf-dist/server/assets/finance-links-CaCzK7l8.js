// ui/lib/finance-links.ts
/**
* spec 1 §2, spec 2 §2: finance links carry the query keys preferredDealership,
* vehiclePriceBudget, car_id and car_type, plus the anchor #finance-form. Without a car the
* link is the default finance page's form.
*/
function financeHref(car, budget) {
	if (!car) return "/finance#finance-form";
	return `/finance?${new URLSearchParams({
		preferredDealership: car.dealership_slug,
		vehiclePriceBudget: String(Math.max(0, Math.round(budget ?? car.price))),
		car_id: String(car.id),
		car_type: car.car_type
	}).toString()}#finance-form`;
}
export { financeHref as t };
