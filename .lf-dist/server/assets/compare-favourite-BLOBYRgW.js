import { r as isAvailable } from "./availability-aZlgrmJy.js";
import { t as hasImages } from "./images-B7hXf7gl.js";
import { n as isPositiveAmount, t as formatDollars } from "./money-GHsViG3Y.js";
import * as O from "fp-ts/Option";
// domain/vehicle/compare-favourite.ts
function isCompareFavouriteEligible(car, variant = "default") {
	if (!isAvailable(car)) return false;
	switch (variant) {
		case "default": return true;
		case "strict": return car.price > 0 && hasImages(car);
		case "used-only": return car.car_type === "used";
	}
}
var RESERVE_BUTTON_LABEL = "Reserve Car Now";
/**
* spec 1 §5: the reserve button shows only for cars passing a reservation-eligibility check
* (not shown in the spec) and shows the deposit when known (spec 1 §9: "shown from the car").
* Choice: eligible = purchasable and not already reserved.
*/
function reserveButton(car, options) {
	if (!options.enabled || !isAvailable(car) || car.reserved === true) return O.none;
	return O.some({
		label: RESERVE_BUTTON_LABEL,
		deposit: reserveDepositText(car.deposit, options.siteDeposit)
	});
}
/** The deposit text: the car's deposit, else the site's, else '$200'. */
function reserveDepositText(carDeposit, siteDeposit) {
	if (isPositiveAmount(carDeposit)) return formatDollars(carDeposit);
	if (isPositiveAmount(siteDeposit)) return formatDollars(siteDeposit);
	return formatDollars(200);
}
export { reserveButton as n, isCompareFavouriteEligible as t };
