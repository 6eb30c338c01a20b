import { F as setRefinement, P as setRange, k as emptySearchState } from "./search-labels-B1EMp456.js";
import { r as normaliseMake } from "./labels-BbbO7OUZ.js";
import { t as CarCard } from "./car-card-CnY4stw2.js";
import { L as useCaryardClient } from "../entry-server.js";
import { t as useSavedCars } from "./use-saved-cars-DrnjYGQp.js";
import { t as vehicle_module_default } from "./vehicle.module-Dv6iCyL_.js";
import { useEffect, useId, useState } from "react";
import { Scroller } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
var NARROW_PRICE_BAND = 1e4;
var WIDE_PRICE_BAND = 25e3;
/** spec 1 §9: price ± 10,000 when the price is under 50,000, else ± 25,000 (bounds inclusive). */
function similarPriceBand(price) {
	const p = Number.isFinite(price) ? price : 0;
	const delta = p < 5e4 ? NARROW_PRICE_BAND : WIDE_PRICE_BAND;
	return {
		min: p - delta,
		max: p + delta
	};
}
function similarVehiclesCriteria(current) {
	const body = current.simple_body?.trim();
	return {
		status: "in_stock",
		price: similarPriceBand(current.price),
		excludeId: current.id,
		sameMakeModel: {
			make: current.make,
			model: current.model
		},
		sameTypeBody: body ? {
			car_type: current.car_type,
			simple_body: body
		} : null
	};
}
/** Whether a candidate meets the criteria. Make (normalised), model and body compare case-insensitively. */
function matchesSimilarCriteria(criteria, car) {
	if (car.status !== criteria.status || car.id === criteria.excludeId) return false;
	if (!Number.isFinite(car.price) || car.price < criteria.price.min || car.price > criteria.price.max) return false;
	const sameMakeModel = same(normaliseMake(car.make), normaliseMake(criteria.sameMakeModel.make)) && same(car.model, criteria.sameMakeModel.model);
	const typeBody = criteria.sameTypeBody;
	const sameTypeBody = typeBody !== null && car.car_type === typeBody.car_type && same(car.simple_body ?? "", typeBody.simple_body);
	return sameMakeModel || sameTypeBody;
}
/**
* spec 1 §5: only in_stock cars, 6 shown, duplicates removed by id; candidates may be the
* concatenated hits of several queries (spec 1 §7 results[].hits[]). Input order (the search
* ranking) is kept; the first occurrence of an id wins.
*/
function similarVehicles(current, candidates, limit = 6) {
	const criteria = similarVehiclesCriteria(current);
	const seen = /* @__PURE__ */ new Set();
	const chosen = [];
	for (const car of candidates) {
		if (chosen.length >= limit) break;
		if (seen.has(car.id) || !matchesSimilarCriteria(criteria, car)) continue;
		seen.add(car.id);
		chosen.push(car);
	}
	return chosen;
}
function same(a, b) {
	return a.trim().toLowerCase() === b.trim().toLowerCase();
}
// ui/features/vehicle/similar-cars.tsx
/**
* spec 1 §8: when the similar-car lookup fails, the section falls back to a search — the
* in-stock cars of the same make and model, and of the same type and body, in the price
* band — narrowed by the domain's similar-vehicles rule (6, unique, not this car).
*/
async function similarBySearch(client, car) {
	const band = similarPriceBand(car.price);
	const base = setRange(setRefinement(emptySearchState, "status", ["in_stock"]), "price", {
		min: Math.max(0, band.min),
		max: band.max
	});
	const searches = [setRefinement(setRefinement(base, "make", [car.make]), "model", [car.model])];
	if (car.simple_body) searches.push(setRefinement(setRefinement(base, "car_type", [car.car_type]), "body", [car.simple_body]));
	return similarVehicles(car, (await Promise.all(searches.map((state) => client.lookupCars(state, 10)))).flat());
}
/** spec 1 §2, §5, §9: the similar cars carousel (6 in-stock cars), loaded as it nears the screen. */
function SimilarCars({ car, site, now }) {
	const client = useCaryardClient();
	const saved = useSavedCars();
	const id = useId();
	const [hits, setHits] = useState(null);
	useEffect(() => {
		let cancelled = false;
		(async () => {
			let found = null;
			try {
				found = await client.similar(car.slug);
			} catch (error) {
				console.warn("Similar vehicles could not be looked up; showing a search instead.", error);
			}
			if (found === null) try {
				found = await similarBySearch(client, car);
			} catch (error) {
				console.warn("Similar vehicles search failed.", error);
				found = [];
			}
			if (!cancelled) setHits(found);
		})();
		return () => {
			cancelled = true;
		};
	}, [client, car]);
	if (hits === null) return /* @__PURE__ */ jsx("div", {
		className: vehicle_module_default.similarPlaceholder,
		"aria-busy": "true"
	});
	if (hits.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: vehicle_module_default.similar,
		"aria-labelledby": `${id}-h`,
		children: [/* @__PURE__ */ jsx("h2", {
			id: `${id}-h`,
			className: vehicle_module_default.sectionTitle,
			children: "Similar Vehicles"
		}), /* @__PURE__ */ jsx(Scroller, {
			scrollAmount: 320,
			controlSize: 44,
			className: vehicle_module_default.similarScroller,
			children: /* @__PURE__ */ jsx("ul", {
				className: vehicle_module_default.similarTrack,
				children: hits.map((hit) => /* @__PURE__ */ jsx("li", {
					className: vehicle_module_default.similarItem,
					children: /* @__PURE__ */ jsx(CarCard, {
						car: hit,
						site,
						now,
						saved: {
							favourite: saved.isFavourite(hit.id),
							compared: saved.isCompared(hit.id),
							toggleFavourite: () => saved.toggleFavourite(hit),
							toggleCompare: () => saved.toggleCompare(hit)
						}
					})
				}, hit.id))
			})
		})]
	});
}
export { SimilarCars as default };
