import { n as isPositiveAmount, t as formatDollars } from "./money-GHsViG3Y.js";
// domain/vehicle/price-display.ts
var DEFAULT_NO_PRICE_TEXT = "Enquire for price.";
var PREORDER_LABEL = "PREORDER";
/**
* spec 1 §4: price precedence — subscription per week (site offers subscriptions, > 0), then
* offer/reduced price (> 10, reduced when it differs from price), then price (> 0), then
* PREORDER, then the site's no-price text. Total: NaN, infinities and negatives never win.
*/
function priceDisplay(car, options) {
	if (options.subscriptions && isPositiveAmount(car.subscription_price)) return {
		_tag: "Subscription",
		amount: car.subscription_price,
		period: "week"
	};
	if (isPositiveAmount(car.offer_price) && car.offer_price > 10) return withWasPrice({
		_tag: "Offer",
		amount: car.offer_price,
		reduced: car.offer_price !== car.price
	}, car.before_price);
	if (isPositiveAmount(car.price)) return withWasPrice({
		_tag: "Price",
		amount: car.price
	}, car.before_price);
	if (car.preorder === true) return {
		_tag: "Preorder",
		label: PREORDER_LABEL
	};
	return {
		_tag: "NoPrice",
		text: options.noPriceText?.trim() ? options.noPriceText : DEFAULT_NO_PRICE_TEXT
	};
}
/** spec 1 §4: the was-price shows only when before_price exceeds the current price. */
function withWasPrice(display, beforePrice) {
	return isPositiveAmount(beforePrice) && beforePrice > display.amount ? {
		...display,
		wasPrice: beforePrice
	} : display;
}
/** The text of a price display: '$28,990', '$99 per week', 'PREORDER', 'Enquire for price.'. */
function priceLabel(display) {
	switch (display._tag) {
		case "Subscription": return `${formatDollars(display.amount)} per week`;
		case "Offer":
		case "Price": return formatDollars(display.amount);
		case "Preorder": return display.label;
		case "NoPrice": return display.text;
	}
}
/** The was-price text, when the display has one. */
function wasPriceLabel(display) {
	return "wasPrice" in display && display.wasPrice !== void 0 ? formatDollars(display.wasPrice) : null;
}
export { priceLabel as n, wasPriceLabel as r, priceDisplay as t };
