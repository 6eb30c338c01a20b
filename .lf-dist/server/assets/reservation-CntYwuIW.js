import { r as isAvailable } from "./availability-aZlgrmJy.js";
var RESERVE_ONLINE_CATEGORY = "Reserve Online";
var RESERVATION_TERMS = [
	`Your deposit holds this vehicle for you for 48 hours.`,
	"The deposit is fully refundable: if you change your mind, we refund it in full.",
	"When you buy the vehicle, the deposit comes off the price."
];
/** The deposit in dollars: the car's when known, else the site's, else $200 (spec 1 §9). */
function reserveDeposit(car, siteDeposit) {
	if (typeof car.deposit === "number" && Number.isFinite(car.deposit) && car.deposit > 0) return car.deposit;
	if (typeof siteDeposit === "number" && Number.isFinite(siteDeposit) && siteDeposit > 0) return siteDeposit;
	return 200;
}
/**
* Why a car cannot be reserved online, or null when it can (spec 1 §5, spec 2 §2: the reserve
* button only for reservable cars; the same check as domain reserveButton): the site offers
* reservations, the car is available (in stock or coming soon) and not already reserved.
*/
function whyNotReservable(car, reservationsEnabled) {
	if (!reservationsEnabled) return { _tag: "ReservationsOff" };
	if (!isAvailable(car)) return {
		_tag: "NotAvailable",
		status: car.status
	};
	if (car.reserved === true) return { _tag: "AlreadyReserved" };
	return null;
}
/** What the checkout page and the API say when a car cannot be reserved. */
function notReservableMessage(reason) {
	switch (reason._tag) {
		case "ReservationsOff": return "Online reservations are not offered on this site. Please contact us to hold this vehicle.";
		case "NotAvailable": return reason.status === "sold" ? "Sorry, this vehicle has been sold, so it can no longer be reserved." : "Sorry, this vehicle is no longer available to reserve.";
		case "AlreadyReserved": return "Sorry, this vehicle is already reserved by another customer. Ask us to find you something similar.";
	}
}
export { whyNotReservable as a, reserveDeposit as i, RESERVE_ONLINE_CATEGORY as n, notReservableMessage as r, RESERVATION_TERMS as t };
