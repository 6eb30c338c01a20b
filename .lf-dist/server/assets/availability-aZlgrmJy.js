// domain/vehicle/availability.ts
/** spec 1 §4, spec 2 §4: in_stock and coming_soon count as available. */
function isAvailable(car) {
	return car.status === "in_stock" || car.status === "coming_soon";
}
/** spec 1 §4: purchase-type buttons appear only for purchasable vehicles — the available ones. */
var isPurchasable = isAvailable;
var SOLD_HEADLINE = "SOLD";
var SOLD_MESSAGE = "This vehicle has recently sold.";
var FIND_SIMILAR_LABEL = "Find Me Something Similar";
/** spec 1 §4: an unavailable car hides price and standard buttons and offers 'Find Me Something Similar'. */
function availabilityPresentation(car) {
	return isAvailable(car) ? {
		_tag: "ForSale",
		showPrice: true,
		showStandardButtons: true
	} : {
		_tag: "Sold",
		showPrice: false,
		showStandardButtons: false,
		headline: SOLD_HEADLINE,
		message: SOLD_MESSAGE,
		similarEnquiryLabel: FIND_SIMILAR_LABEL
	};
}
export { isPurchasable as i, availabilityPresentation as n, isAvailable as r, FIND_SIMILAR_LABEL as t };
