import * as O from "fp-ts/Option";
// domain/dealer-site/phone.ts
/** Separators ignored when counting digits: spaces, hyphens, dots and brackets. */
var SEPARATORS = /[\s().-]/g;
/**
* spec 2 §5: a leading +61 becomes 0; a ten-digit number is spaced 2-4-4 ('07 3000 1234').
* Choice: only ten-digit numbers starting with 0 (area code or mobile) are respaced; 1300 and
* 1800 numbers, also ten digits, keep their own spacing ('1300 123 456'), as does anything
* else, returned trimmed with only the +61 rule applied. Idempotent.
*/
function formatPhone(raw) {
	let phone = raw.trim();
	if (phone.startsWith("+61")) phone = `0${phone.slice(3)}`;
	const digits = phone.replace(SEPARATORS, "");
	return /^0\d{9}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}` : phone;
}
/**
* spec 1 §4: the masked form keeps the first 5 characters of the displayed number, the rest
* asterisks ('07 3000 1234' → '07 30*******'). Choice: spaces after the fifth are masked too.
*/
function maskPhone(raw) {
	return Array.from(formatPhone(raw)).map((char, i) => i < 5 ? char : "*").join("");
}
/** spec 2 §7: a phone link uses tel: with the number's digits (and a leading +, if any). */
function phoneHref(raw) {
	const trimmed = raw.trim();
	return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
/**
* spec 2 §1, §9: with the filter switch on, the number shown follows the car type; otherwise,
* or when the type has no number, the site phone.
*/
function phoneForCarType(site, carType) {
	const byType = site.filter_phone_by_car_type && carType ? site.phone_by_car_type[carType]?.trim() : void 0;
	return byType ? byType : site.phone;
}
// domain/analytics/event-ids.ts
/** spec 2 §7 analytics event ids (spec 1 §9 repeats 4, 39, 60, 61). Other ids are not in the spec. */
var AnalyticsEventId = {
	usedVehicleView: 4,
	financeEnquiryModal: 9,
	enquiryNew: 14,
	enquiryUsed: 15,
	testDriveNew: 17,
	tradeInOfferAccepted: 18,
	financeCalculatorFirstInteraction: 26,
	favourite: 39,
	usedTestDrive: 48,
	historyReportClick: 60,
	print: 61
};
/**
* spec 2 §7: the event id of a lead. Choices (the spec names new and used only):
*  - demo cars count as new (they are sold as new stock by the new-car department), so a demo
*    enquiry is 14 and a demo test drive 17;
*  - a car tagged 'Test Drive Only' is a test-drive-only car: its test drive is 17 whatever
*    its type;
*  - a lead without a car counts as new (14 for an enquiry, 17 for a test drive).
*/
function leadEventId(input) {
	switch (input.kind) {
		case "finance": return AnalyticsEventId.financeEnquiryModal;
		case "trade-in-offer-accepted": return AnalyticsEventId.tradeInOfferAccepted;
		case "enquiry": return input.carType === "used" ? AnalyticsEventId.enquiryUsed : AnalyticsEventId.enquiryNew;
		case "test-drive":
			if (isTestDriveOnly(input.tag)) return AnalyticsEventId.testDriveNew;
			return input.carType === "used" ? AnalyticsEventId.usedTestDrive : AnalyticsEventId.testDriveNew;
	}
}
function isTestDriveOnly(tag) {
	return (tag ?? "").trim().toLowerCase().replace(/[\s-]+/g, " ") === "test drive only";
}
/**
* The lead kind of a form category (spec 2 §2: categories include General Enquiry; spec 2 §9:
* 'Trade-in Enquiry', 'Service Booking'). Choices: a category naming a test drive is a test
* drive, one naming finance is finance, any other enquiry is an enquiry; trade-in and service
* leads have no id in the spec, so none.
*/
function leadKindOfCategory(category) {
	const c = category.trim().toLowerCase();
	if (c.includes("trade-in") || c.includes("trade in") || c.includes("service")) return O.none;
	if (c.includes("test drive") || c.includes("test-drive")) return O.some("test-drive");
	if (c.includes("finance")) return O.some("finance");
	if (c.includes("enquiry") || c.includes("inquiry")) return O.some("enquiry");
	return O.none;
}
/** spec 1 §7, §9: event 4 is sent when a used vehicle is viewed. */
function vehicleViewEventId(carType) {
	return carType === "used" ? O.some(AnalyticsEventId.usedVehicleView) : O.none;
}
export { formatPhone as a, phoneHref as c, vehicleViewEventId as i, leadEventId as n, maskPhone as o, leadKindOfCategory as r, phoneForCarType as s, AnalyticsEventId as t };
