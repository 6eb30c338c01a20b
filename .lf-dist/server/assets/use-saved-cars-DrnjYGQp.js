import { r as isAvailable } from "./availability-aZlgrmJy.js";
import { r as normaliseMake } from "./labels-BbbO7OUZ.js";
import { useCallback } from "react";
import { useLocalStorage } from "@mantine/hooks";
// domain/vehicle/instant.ts
/** Milliseconds of a date-like value, or null when it is missing or unparseable. */
function toMillis(value) {
	if (value === null || value === void 0 || value === "") return null;
	const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
	return Number.isFinite(ms) ? ms : null;
}
var DAY_MS = 864e5;
/**
* spec 1 §4 "certified used image for one manufacturer". Choice: Mazda (its certified
* pre-owned programme is Mazda Assured — spec 2 §2 links /mazda-assured).
*/
var CERTIFIED_USED_MAKE = "Mazda";
var CERTIFIED_USED_PROGRAMME = "Mazda Assured";
/**
* spec 1 §4 tag banner precedence on a card: electric or hybrid (if enabled), reserved,
* certified used (one manufacturer), custom tag, coming soon, new arrival (8 days), nothing.
* A sold or other tag applies to non-purchasable cars (spec 2 §4: 'JUST SOLD' in the window).
*/
function tagBanner(car, options) {
	if (!isAvailable(car)) {
		if (car.status === "sold") {
			const days = options.includeSoldCarsDays ?? 3;
			return isSoldCarStillShown(car, options.now, days) ? {
				_tag: "JustSold",
				label: nonBlank(options.soldTag) ?? "JUST SOLD"
			} : {
				_tag: "Sold",
				label: "SOLD"
			};
		}
		return {
			_tag: "Other",
			label: nonBlank(car.tag) ?? "UNAVAILABLE"
		};
	}
	const power = options.electricHybridTag ? electricOrHybrid(car) : null;
	if (power === "hybrid") return {
		_tag: "ElectricHybrid",
		kind: "hybrid",
		label: "HYBRID"
	};
	if (power === "electric") return {
		_tag: "ElectricHybrid",
		kind: "electric",
		label: "ELECTRIC"
	};
	if (car.reserved === true) return {
		_tag: "Reserved",
		label: "RESERVED"
	};
	if (isCertifiedUsed(car)) return {
		_tag: "CertifiedUsed",
		manufacturer: CERTIFIED_USED_MAKE,
		label: CERTIFIED_USED_PROGRAMME
	};
	const custom = nonBlank(car.tag);
	if (custom !== null) return {
		_tag: "Custom",
		label: custom
	};
	if (car.status === "coming_soon") return {
		_tag: "ComingSoon",
		label: "COMING SOON"
	};
	if (isNewArrival(car, options.now)) return {
		_tag: "NewArrival",
		label: nonBlank(options.newTag) ?? "New"
	};
	return { _tag: "None" };
}
/**
* Electric or hybrid from fuel/simple_fuel. Hybrid is checked first, so a plug-in hybrid
* ('Hybrid Electric') is a hybrid.
*/
function electricOrHybrid(car) {
	const fuel = `${car.simple_fuel ?? ""} ${car.fuel ?? ""}`.toLowerCase();
	if (fuel.includes("hybrid")) return "hybrid";
	if (fuel.includes("electric")) return "electric";
	return null;
}
/** A used, certified car of the certified-used manufacturer (Mazda). */
function isCertifiedUsed(car) {
	return car.certified === true && car.car_type === "used" && normaliseMake(car.make).toLowerCase() === "Mazda".toLowerCase();
}
/**
* spec 1 §4: created within the last 8 days. Choice: the window is inclusive (exactly 8 days
* old still counts) and a created_at slightly in the future (clock skew) counts as new.
*/
function isNewArrival(car, now) {
	const created = toMillis(car.created_at);
	return created !== null && now.getTime() - created <= 6912e5;
}
/**
* spec 1 §9, spec 2 §4, §7: a sold car stays listed (tagged 'JUST SOLD') for the site's
* include_sold_cars_days after it sold. False for cars that are not sold. Choices: the
* sale time is sold_at, falling back to updated_at; the window is inclusive; a negative
* or non-numeric number of days is 0.
*/
function isSoldCarStillShown(car, now, days = 3) {
	if (car.status !== "sold") return false;
	const soldAt = saleInstant(car);
	if (soldAt === null) return false;
	return now.getTime() - soldAt <= soldWindowMs(days);
}
/**
* When a car sold, in epoch milliseconds: sold_at, falling back to updated_at; null when
* neither parses. The instant isSoldCarStillShown measures the window from (search
* indexes order sold cars by it).
*/
function saleInstant(car) {
	return toMillis(car.sold_at) ?? toMillis(car.updated_at);
}
/**
* The sold-car window of isSoldCarStillShown in milliseconds: a sold car is shown while
* `now − saleInstant ≤ soldWindowMs(days)`. A negative or non-numeric number of days is 0.
*/
function soldWindowMs(days = 3) {
	return (Number.isFinite(days) && days > 0 ? days : 0) * DAY_MS;
}
function nonBlank(text) {
	const trimmed = text?.trim();
	return trimmed ? trimmed : null;
}
// domain/vehicle/display.ts
/**
* spec 1 §5: empty spec values (undefined, null, empty, the text 'null') are dropped.
* Choice: blank strings and 'null' in any case or padding count as empty, and so does a
* non-finite number.
*/
function isPresentSpecValue(value) {
	if (typeof value === "string") {
		const trimmed = value.trim();
		return trimmed !== "" && trimmed.toLowerCase() !== "null";
	}
	if (typeof value === "number") return Number.isFinite(value);
	return typeof value === "boolean";
}
/** The spec rows worth showing, in the given order. */
function presentSpecs(entries) {
	return entries.filter((entry) => isPresentSpecValue(entry.value));
}
/**
* spec 1 §5: rego expiry shows 'Expires on {date}' only when the date is in the future.
* Choice: the date is shown as DD/MM/YYYY, taken from the value's own calendar date.
*/
function regoExpiryText(regoExpiry, now) {
	const expires = toMillis(regoExpiry);
	if (regoExpiry == null || expires === null || expires <= now.getTime()) return null;
	const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(regoExpiry);
	const d = new Date(expires);
	const [year, month, day] = date ? [
		date[1],
		date[2],
		date[3]
	] : [
		String(d.getUTCFullYear()),
		String(d.getUTCMonth() + 1).padStart(2, "0"),
		String(d.getUTCDate()).padStart(2, "0")
	];
	return `Expires on ${day}/${month}/${year}`;
}
/** spec 1 §5: feet convert to metres by 0.3048. */
var METRES_PER_FOOT = .3048;
function feetToMetres(feet) {
	return feet * METRES_PER_FOOT;
}
// ui/hooks/use-saved-cars.ts
function parseList(text, valid) {
	try {
		const value = JSON.parse(text ?? "[]");
		return Array.isArray(value) ? value.filter(valid) : [];
	} catch {
		return [];
	}
}
var isFavourite = (item) => typeof item === "object" && item !== null && typeof item.id === "number" && typeof item.slug === "string";
var isId = (item) => typeof item === "number" && Number.isSafeInteger(item);
/**
* spec 1 §4: favourites and compare toggle locally, without login (localStorage, shared by
* every card of the page and kept in step across tabs). Empty while server-rendering.
*/
function useSavedCars() {
	const [favourites, setFavourites] = useLocalStorage({
		key: "caryard.favourites",
		defaultValue: [],
		deserialize: (text) => parseList(text, isFavourite)
	});
	const [compare, setCompare] = useLocalStorage({
		key: "caryard.compare",
		defaultValue: [],
		deserialize: (text) => parseList(text, isId)
	});
	return {
		isFavourite: (id) => favourites.some((f) => f.id === id),
		isCompared: (id) => compare.includes(id),
		toggleFavourite: useCallback((car) => setFavourites((list) => list.some((f) => f.id === car.id) ? list.filter((f) => f.id !== car.id) : [...list, {
			id: car.id,
			name: car.name,
			slug: car.slug,
			make: car.make,
			model: car.model,
			primary_image_url: car.primary_image_url ?? null
		}]), [setFavourites]),
		toggleCompare: useCallback((car) => setCompare((ids) => ids.includes(car.id) ? ids.filter((id) => id !== car.id) : [...ids, car.id]), [setCompare])
	};
}
export { regoExpiryText as a, electricOrHybrid as c, presentSpecs as i, isCertifiedUsed as l, feetToMetres as n, CERTIFIED_USED_MAKE as o, isPresentSpecValue as r, CERTIFIED_USED_PROGRAMME as s, useSavedCars as t, tagBanner as u };
