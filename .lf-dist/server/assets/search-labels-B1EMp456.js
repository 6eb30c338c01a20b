import { t as formatDollars } from "./money-GHsViG3Y.js";
import { n as modelDisplayName, r as normaliseMake, t as carTypeLabel } from "./labels-BbbO7OUZ.js";
import * as E from "fp-ts/Either";
// domain/search/search-state.ts
/** ARCHITECTURE.md `GET /api/search`: sortBy values; relevance is the default. */
var SORT_BY_VALUES = [
	"relevance",
	"latest",
	"price_desc",
	"price_asc",
	"weekly_asc"
];
var DEFAULT_SORT_BY = "relevance";
/**
* Refinement attributes: the spec 1 §2 filter list, plus two keys the specs themselves
* put in a search URL although the list omits them (see "Ambiguities" in the trace):
* `dealership_slug` (spec 1 §2's own example `refinementList[dealership_slug][0]`) and
* `location_id` (spec 2 §2 hero dealership select).
*/
var REFINEMENT_ATTRIBUTES = [
	...[
		"badge",
		"status",
		"car_type",
		"categories",
		"city",
		"colour",
		"dealership_name",
		"filtered_features",
		"item_type",
		"km",
		"location_name",
		"make",
		"make_model",
		"model",
		"price",
		"subscription_price",
		"price_range",
		"seats",
		"body",
		"drive",
		"fuel",
		"transmission",
		"state",
		"tag",
		"weekly_price_range",
		"year",
		"certified"
	],
	"dealership_slug",
	"location_id"
];
/**
* spec 1 §2: price and kilometres are range sliders. Choice: year and
* subscription_price are numeric filters too, so they may be ranges as well; and
* weekly_price (the weekly finance estimate, issue 4's affordability search 'cars under
* $150 a week') is one, beside its bucketed refinement weekly_price_range.
*/
var RANGE_ATTRIBUTES = [
	"price",
	"km",
	"year",
	"subscription_price",
	"weekly_price"
];
/** spec 1 §4: the search state starts empty. */
var emptySearchState = {
	query: "",
	page: 1,
	sortBy: DEFAULT_SORT_BY,
	refinementList: {},
	range: {}
};
var refinementSet = new Set(REFINEMENT_ATTRIBUTES);
var rangeSet = new Set(RANGE_ATTRIBUTES);
var sortSet = new Set(SORT_BY_VALUES);
var isRefinementAttribute = (name) => refinementSet.has(name);
var isRangeAttribute = (name) => rangeSet.has(name);
var isSortBy = (value) => sortSet.has(value);
/** Code-unit order: the same on every machine and locale. */
var compareCodeUnits = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** URLs carry UTF-8 only: a lone surrogate cannot be written, so it becomes U+FFFD (as URLSearchParams does). */
var wellFormed = (text) => text.replace(LONE_SURROGATE, "�");
/** Refinement values: trimmed, non-empty, unique, in code-unit order. */
function canonicalValues(values) {
	const set = /* @__PURE__ */ new Set();
	for (const value of values) {
		const v = wellFormed(value).trim();
		if (v !== "") set.add(v);
	}
	return [...set].sort(compareCodeUnits);
}
var finiteOrUndefined = (n) => n === void 0 || !Number.isFinite(n) ? void 0 : n + 0;
/** A range with no finite side is no range; crossed sides are swapped. */
function canonicalRange(bound) {
	if (!bound) return void 0;
	let min = finiteOrUndefined(bound.min);
	let max = finiteOrUndefined(bound.max);
	if (min === void 0 && max === void 0) return void 0;
	if (min !== void 0 && max !== void 0 && min > max) [min, max] = [max, min];
	return {
		...min !== void 0 ? { min } : {},
		...max !== void 0 ? { max } : {}
	};
}
var canonicalPage = (page) => Number.isSafeInteger(page) && page >= 1 ? page : 1;
var canonicalHitsPerPage = (n) => n !== void 0 && Number.isInteger(n) && n >= 1 && n <= 100 ? n : void 0;
/**
* The canonical form of any state: unknown attributes dropped, values cleaned and
* ordered, attributes in code-unit order, empty filters removed, page ≥ 1, sortBy valid.
*/
function canonicalSearchState(state) {
	const refinementList = {};
	for (const attribute of Object.keys(state.refinementList).sort(compareCodeUnits)) {
		if (!isRefinementAttribute(attribute)) continue;
		const values = canonicalValues(state.refinementList[attribute] ?? []);
		if (values.length > 0) refinementList[attribute] = values;
	}
	const range = {};
	for (const attribute of Object.keys(state.range).sort(compareCodeUnits)) {
		if (!isRangeAttribute(attribute)) continue;
		const bound = canonicalRange(state.range[attribute]);
		if (bound) range[attribute] = bound;
	}
	const hitsPerPage = canonicalHitsPerPage(state.hitsPerPage);
	return {
		query: wellFormed(state.query),
		page: canonicalPage(state.page),
		sortBy: isSortBy(state.sortBy) ? state.sortBy : DEFAULT_SORT_BY,
		...hitsPerPage !== void 0 ? { hitsPerPage } : {},
		refinementList,
		range
	};
}
/** spec 1 §4: a filter change removes the page (back to page 1). */
function applyFilterChange(state, change) {
	const refinementList = { ...state.refinementList };
	const range = { ...state.range };
	switch (change.kind) {
		case "refine":
			refinementList[change.attribute] = change.values;
			break;
		case "toggle": {
			const current = refinementList[change.attribute] ?? [];
			const value = change.value.trim();
			refinementList[change.attribute] = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
			break;
		}
		case "range":
			if (change.bound) range[change.attribute] = change.bound;
			else delete range[change.attribute];
			break;
		case "clear-attribute":
			if (isRefinementAttribute(change.attribute)) delete refinementList[change.attribute];
			if (isRangeAttribute(change.attribute)) delete range[change.attribute];
			break;
		case "clear-all": return canonicalSearchState({
			...state,
			page: 1,
			refinementList: {},
			range: {}
		});
	}
	return canonicalSearchState({
		...state,
		page: 1,
		refinementList,
		range
	});
}
var setRefinement = (state, attribute, values) => applyFilterChange(state, {
	kind: "refine",
	attribute,
	values
});
var setRange = (state, attribute, bound) => applyFilterChange(state, {
	kind: "range",
	attribute,
	bound
});
/** Clears refinements and ranges; keeps the text query and the sort. */
var clearFilters = (state) => applyFilterChange(state, { kind: "clear-all" });
/**
* Choice: the spec drops the page only on a filter change; a new text query narrows
* the result set like a filter does, so it drops the page too.
*/
var setQuery = (state, query) => canonicalSearchState({
	...state,
	query,
	page: 1
});
var setPage = (state, page) => canonicalSearchState({
	...state,
	page
});
/** Choice: a sort change keeps the page (spec 1 §4 names only filter changes). */
var setSortBy = (state, sortBy) => canonicalSearchState({
	...state,
	sortBy
});
/** True when the state has any refinement or range (the 'Clear Filters' button applies). */
var hasFilters = (state) => Object.keys(state.refinementList).length > 0 || Object.keys(state.range).length > 0;
// domain/search/search-params.ts
/**
* The URL codec of the search state (spec 1 §2: state lives in the address query
* string; ARCHITECTURE.md `GET /api/search` keys `query`, `page`, `sortBy`,
* `hitsPerPage`, `refinementList[attr][i]`, `range[attr]=min:max`).
*
* parseSearchParams is total: unknown keys and attributes, junk values and repeated
* keys are ignored, never thrown on. writeSearchParams writes the canonical form in a
* stable order, so parse(write(s)) equals canonicalSearchState(s).
*/
var REFINEMENT_KEY = /^refinementList\[([^\][]+)\](?:\[(\d*)\])?$/;
var RANGE_KEY = /^range\[([^\][]+)\]$/;
var INTEGER = /^\d+$/;
var NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
function entriesOf(input) {
	if (typeof input === "string") {
		const withoutHash = input.split("#", 1)[0] ?? "";
		const q = withoutHash.indexOf("?");
		return [...new URLSearchParams(q >= 0 ? withoutHash.slice(q + 1) : withoutHash)];
	}
	if (input instanceof URLSearchParams) return [...input];
	if (Symbol.iterator in input) {
		const out = [];
		for (const pair of input) if (Array.isArray(pair) && typeof pair[0] === "string" && typeof pair[1] === "string") out.push([pair[0], pair[1]]);
		return out;
	}
	const out = [];
	for (const [key, value] of Object.entries(input)) if (typeof value === "string") out.push([key, value]);
	else if (Array.isArray(value)) {
		for (const v of value) if (typeof v === "string") out.push([key, v]);
	}
	return out;
}
function parseNumber(text) {
	const t = text.trim();
	if (!NUMBER.test(t)) return void 0;
	const n = Number(t);
	return Number.isFinite(n) ? n : void 0;
}
/** `min:max`, either side optional (`5000:`, `:20000`); anything else is junk. */
function parseRangeValue(text) {
	const parts = text.split(":");
	if (parts.length !== 2) return void 0;
	const min = parseNumber(parts[0] ?? "");
	const max = parseNumber(parts[1] ?? "");
	if (min === void 0 && max === void 0) return void 0;
	return {
		...min !== void 0 ? { min } : {},
		...max !== void 0 ? { max } : {}
	};
}
/** Total: any input gives a canonical SearchState. The first occurrence of a scalar key wins. */
function parseSearchParams(input) {
	let query;
	let page;
	let sortBy;
	let hitsPerPage;
	let hitsSeen = false;
	const refinements = /* @__PURE__ */ new Map();
	const range = {};
	entriesOf(input).forEach(([key, value], order) => {
		if (key === "query") query ??= value;
		else if (key === "page") {
			if (page === void 0 && INTEGER.test(value)) page = Number(value);
		} else if (key === "sortBy") {
			if (sortBy === void 0 && isSortBy(value)) sortBy = value;
		} else if (key === "hitsPerPage") {
			if (!hitsSeen && INTEGER.test(value)) {
				hitsSeen = true;
				hitsPerPage = canonicalHitsPerPage(Number(value));
			}
		} else {
			const refinement = REFINEMENT_KEY.exec(key);
			if (refinement) {
				const attribute = refinement[1] ?? "";
				if (!isRefinementAttribute(attribute)) return;
				const index = refinement[2] ? Number(refinement[2]) : Number.MAX_SAFE_INTEGER;
				const list = refinements.get(attribute) ?? [];
				list.push({
					index,
					order,
					value
				});
				refinements.set(attribute, list);
				return;
			}
			const rangeKey = RANGE_KEY.exec(key);
			if (rangeKey) {
				const attribute = rangeKey[1] ?? "";
				if (!isRangeAttribute(attribute) || range[attribute]) return;
				const bound = parseRangeValue(value);
				if (bound) range[attribute] = bound;
			}
		}
	});
	const refinementList = {};
	for (const [attribute, list] of refinements) refinementList[attribute] = list.sort((a, b) => a.index - b.index || a.order - b.order).map((entry) => entry.value);
	return canonicalSearchState({
		query: query ?? "",
		page: page ?? 1,
		sortBy: sortBy ?? "relevance",
		...hitsPerPage !== void 0 ? { hitsPerPage } : {},
		refinementList,
		range
	});
}
var encode = (text) => encodeURIComponent(wellFormed(text));
/**
* Canonical query string, without the leading '?'. Order: query, page (only when not
* 1), sortBy (only when not the default), hitsPerPage, refinementList by attribute,
* range by attribute. Brackets in keys are written literally, as in spec 1 §2.
*/
function writeSearchParams(state) {
	const s = canonicalSearchState(state);
	const parts = [];
	if (s.query !== "") parts.push(`query=${encode(s.query)}`);
	if (s.page !== 1) parts.push(`page=${s.page}`);
	if (s.sortBy !== "relevance") parts.push(`sortBy=${s.sortBy}`);
	if (s.hitsPerPage !== void 0) parts.push(`hitsPerPage=${s.hitsPerPage}`);
	for (const attribute of Object.keys(s.refinementList)) (s.refinementList[attribute] ?? []).forEach((value, i) => {
		parts.push(`refinementList[${attribute}][${i}]=${encode(value)}`);
	});
	for (const attribute of Object.keys(s.range)) {
		const bound = s.range[attribute];
		if (!bound) continue;
		parts.push(`range[${attribute}]=${encode(String(bound.min ?? ""))}:${encode(String(bound.max ?? ""))}`);
	}
	return parts.join("&");
}
// domain/search/range-slider.ts
/**
* Range sliders of the search page (spec 1 §5) and the hero price slider
* (spec 2 §2 "Price-slider search", §5 "Price slider (hero)").
*/
/** spec 1 §5: default range 0 to 100000 when no facet stats exist. */
var DEFAULT_SLIDER_RANGE = {
	min: 0,
	max: 1e5
};
/** spec 1 §5: slider values are rounded to the nearest 1000. */
var SLIDER_ROUNDING = 1e3;
var clamp = (value, min, max) => Math.min(max, Math.max(min, value));
/**
* The slider's range from the facet stats (spec 1 §5). Missing or non-finite stats give
* the default range; choice: crossed stats (min > max) are swapped rather than discarded.
*/
function sliderRange(stats) {
	const min = stats?.min;
	const max = stats?.max;
	if (typeof min !== "number" || typeof max !== "number" || !Number.isFinite(min) || !Number.isFinite(max)) return DEFAULT_SLIDER_RANGE;
	return min <= max ? {
		min,
		max
	} : {
		min: max,
		max: min
	};
}
/**
* spec 1 §5: step is the range divided by 100, rounded (0–100,000 → 1,000).
* Choice: never below 1, so a narrow range still moves.
*/
var sliderStep = (range) => Math.max(1, Math.round((range.max - range.min) / 100));
/** Nearest multiple of 1000 (halves round up). */
var roundToThousand = (value) => Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING + 0;
/**
* spec 1 §5: slider rounding — round to the nearest 1000, then clamp to the range.
* A value at or beyond a bound is that bound (it is not rounded first), which keeps the
* rule idempotent when a bound is not itself a multiple of 1000.
*/
function snapSliderValue(value, range) {
	if (value <= range.min) return range.min;
	if (value >= range.max) return range.max;
	return clamp(roundToThousand(value), range.min, range.max);
}
/**
* spec 1 §5: moving one handle. Moves below the range minimum or above its maximum (and
* non-numbers) are ignored; otherwise the value is snapped, and the min handle cannot
* pass the max handle nor the max handle the min handle (it stops at the other handle).
*/
function moveSliderHandle(options) {
	const { values, handle, to, range } = options;
	if (!Number.isFinite(to) || to < range.min || to > range.max) return values;
	const snapped = snapSliderValue(to, range);
	return handle === "min" ? {
		min: Math.min(snapped, values.max),
		max: values.max
	} : {
		min: values.min,
		max: Math.max(snapped, values.min)
	};
}
/** Handle positions for a range refinement: a missing side sits at its bound. */
function sliderValuesFromRange(bound, range) {
	const min = clamp(bound?.min ?? range.min, range.min, range.max);
	const max = clamp(bound?.max ?? range.max, range.min, range.max);
	return min <= max ? {
		min,
		max
	} : {
		min: max,
		max: min
	};
}
/**
* The refinement a slider writes: a handle at its bound filters nothing on that side,
* so it is omitted; both at their bounds → no refinement (null).
*/
function rangeFromSlider(values, range) {
	return canonicalRange({
		...values.min > range.min ? { min: values.min } : {},
		...values.max < range.max ? { max: values.max } : {}
	}) ?? null;
}
/** spec 2 §2, §9: price 5,000 to 250,000 in steps of 500; spec 2 §5: minimum gap of 1. */
var HERO_PRICE_SLIDER = {
	min: 5e3,
	max: 25e4,
	step: 500,
	minGap: 1
};
/** Nearest step from the slider minimum, clamped to the slider. */
function snapToStep(value, slider) {
	if (!Number.isFinite(value)) return slider.min;
	return clamp(slider.min + Math.round((value - slider.min) / slider.step) * slider.step, slider.min, slider.max);
}
/**
* spec 2 §5: minimum stays below maximum with a minimum gap of 1. A handle pushed into
* the other stops `minGap` short of it (as a range slider's minRange does), so the stop
* may fall between steps. Choice: values outside the slider are clamped, not ignored
* (the hero slider's rules do not say "ignored" as spec 1 §5 does).
*/
function moveSteppedHandle(options) {
	const slider = options.slider ?? HERO_PRICE_SLIDER;
	const snapped = snapToStep(options.to, slider);
	const { values } = options;
	return options.handle === "min" ? {
		min: Math.max(slider.min, Math.min(snapped, values.max - slider.minGap)),
		max: values.max
	} : {
		min: values.min,
		max: Math.min(slider.max, Math.max(snapped, values.min + slider.minGap))
	};
}
/**
* spec 2 §2: the hero slider's button goes to the search sorted by price descending.
* Choice: a handle left at the slider's end filters nothing on that side.
*/
function heroPriceSearchState(values, slider = HERO_PRICE_SLIDER) {
	const bound = rangeFromSlider(values, slider);
	return {
		...emptySearchState,
		sortBy: "price_desc",
		range: bound ? { price: bound } : {}
	};
}
/** spec 2 §9: search limits per facet. */
var FACET_LIMITS = {
	make: 100,
	model: 250,
	body: 30,
	colour: 30,
	car_type: 6,
	price_range: 30,
	make_model: 30
};
/**
* spec 1 §9 facet sort: price by numeric label. Choice: the other price-like facets
* (price buckets, weekly price buckets, subscription price) are ordered the same way.
*/
var NUMERIC_LABEL_FACETS = /* @__PURE__ */ new Set([
	"price",
	"price_range",
	"weekly_price_range",
	"subscription_price"
]);
/** spec 1 §9: car type order new, demo, used. */
var CAR_TYPE_ORDER = [
	"new",
	"demo",
	"used"
];
var FACET_STATS = "facetStats";
/** spec 1 §5: facet lists drop facetStats. Works on the attribute map and on one attribute's value map. */
function dropFacetStats(facets) {
	const { [FACET_STATS]: _stats, ...rest } = facets;
	return rest;
}
var byLabel = (a, b) => a.label.localeCompare(b.label, "en", {
	sensitivity: "base",
	numeric: true
}) || compareCodeUnits(a.value, b.value);
var byCountThenLabel = (a, b) => b.count - a.count || byLabel(a, b);
/** First number in a label, thousands separators ignored: '$10,000 - $20,000' → 10000. */
function numericLabel(label) {
	const match = /-?\d+(?:\.\d+)?/.exec(label.replace(/(\d),(?=\d{3}\b)/g, "$1"));
	if (!match) return void 0;
	const n = Number(match[0]);
	return Number.isFinite(n) ? n : void 0;
}
/**
* spec 1 §9 facet sort: price by numeric label; makes by count then label; car type
* new, demo, used. Choice: every other facet is ordered like makes (count, then label),
* labels without a number sort after numeric ones, unknown car types after the three.
*/
function sortFacetItems(attribute, items) {
	const sorted = [...items];
	if (NUMERIC_LABEL_FACETS.has(attribute)) return sorted.sort((a, b) => {
		const x = numericLabel(a.label) ?? numericLabel(a.value);
		const y = numericLabel(b.label) ?? numericLabel(b.value);
		if (x !== void 0 && y !== void 0 && x !== y) return x - y;
		if (x === void 0 && y !== void 0) return 1;
		if (y === void 0 && x !== void 0) return -1;
		return byLabel(a, b);
	});
	if (attribute === "car_type") {
		const rank = (item) => {
			const i = CAR_TYPE_ORDER.indexOf(item.value.toLowerCase());
			return i < 0 ? CAR_TYPE_ORDER.length : i;
		};
		return sorted.sort((a, b) => rank(a) - rank(b) || byCountThenLabel(a, b));
	}
	return sorted.sort(byCountThenLabel);
}
/**
* spec 1 §5: unique labels are compared case-insensitively. Choice: entries whose labels
* match are merged into one; its count is the sum, its value and label those of the
* entry with the highest count (the first one on a tie), and `values` keeps them all so
* a refinement can select every spelling.
*/
function uniqueByLabel(items) {
	const groups = /* @__PURE__ */ new Map();
	for (const item of items) {
		const key = item.label.trim().toLocaleLowerCase("en");
		const group = groups.get(key) ?? [];
		group.push(item);
		groups.set(key, group);
	}
	return [...groups.values()].map((group) => {
		const representative = group.reduce((best, item) => item.count > best.count ? item : best);
		const values = [representative, ...group.filter((item) => item !== representative)].flatMap((item) => item.values);
		return {
			value: representative.value,
			label: representative.label,
			count: group.reduce((sum, item) => sum + item.count, 0),
			values: [...new Set(values)]
		};
	});
}
/**
* One attribute's raw `{value: count}` map → its ordered facet list: facetStats and
* entries without a finite count dropped, labels rewritten by `label`, duplicates
* (case-insensitive labels) merged, sorted by the attribute's rule.
*/
function facetItems(attribute, raw, options = {}) {
	const items = [];
	for (const [value, count] of Object.entries(dropFacetStats(raw ?? {}))) {
		if (typeof count !== "number" || !Number.isFinite(count) || count < 0) continue;
		const label = options.label ? options.label(value, attribute) : value;
		items.push({
			value,
			label,
			count,
			values: [value]
		});
	}
	return sortFacetItems(attribute, uniqueByLabel(items));
}
/** Every attribute's facet list, with a top-level facetStats entry dropped. */
function facetLists(facets, options = {}) {
	const out = {};
	for (const [attribute, raw] of Object.entries(dropFacetStats(facets ?? {}))) if (raw && typeof raw === "object" && !Array.isArray(raw)) out[attribute] = facetItems(attribute, raw, options);
	return out;
}
/**
* spec 1 §9: show-all threshold 7 (or the popular-makes count). Collapsed, the first
* `threshold` items show; the toggle appears only when there are more.
*/
function facetVisibleItems(items, options) {
	const threshold = Math.max(0, Math.floor(options.threshold ?? 7));
	const showToggle = items.length > threshold;
	const visible = options.expanded || !showToggle ? items : items.slice(0, threshold);
	return {
		visible,
		hiddenCount: items.length - visible.length,
		showToggle
	};
}
/**
* spec 1 §9: a count above 1999 is approximate and replaced by the in-stock facet count
* (`facets.status.in_stock`) or a summed facet count. Choice: the summed facet is
* `car_type` (every car has exactly one car type); when neither exists the count stays.
*/
function displayResultCount(options) {
	const { count } = options;
	if (!(count > 1999)) return {
		count,
		approximate: false
	};
	const facet = (attribute) => {
		const raw = options.facets?.[attribute];
		return raw && typeof raw === "object" ? dropFacetStats(raw) : void 0;
	};
	const inStock = facet("status")?.["in_stock"];
	if (typeof inStock === "number" && Number.isFinite(inStock)) return {
		count: inStock,
		approximate: true
	};
	const carTypes = facet("car_type");
	if (carTypes) {
		const counts = Object.values(carTypes).filter((n) => typeof n === "number" && Number.isFinite(n));
		if (counts.length > 0) return {
			count: counts.reduce((a, b) => a + b, 0),
			approximate: true
		};
	}
	return {
		count,
		approximate: true
	};
}
// domain/search/search-routes.ts
/**
* Search landing routes (spec 2 §2): /search/new-cars, /search/demo-cars,
* /search/used-cars, /search/new-used-and-demo-cars, /search/new-and-demo-cars,
* /search/{make}/{model}, /search/{make}, /search/{cartype}-cars, /search/{simple_body},
* /search; one dealer variant uses /used-car/ in place of /search/.
*
* A path (plus its query string) maps to a SearchState; a state maps back to its
* canonical href. Makes and models are resolved against the known facet values,
* since a slug alone cannot tell 'Mercedes-Benz' from 'Mercedes Benz'.
*/
var SEARCH_ROUTE_BASES = ["/search", "/used-car"];
/** spec 2 §3: body types (the values of simple_body). */
var BODY_TYPES = [
	"4x4",
	"bus",
	"cabChassis",
	"convertible",
	"coupe",
	"hardtop",
	"hatch",
	"hatchback",
	"motorhome",
	"lightTruck",
	"peopleMover",
	"sedan",
	"softtop",
	"suv",
	"ute",
	"van",
	"wagon",
	"stationWagon"
];
/** spec 2 §2: the car-type routes, each with the exact set of car types it selects. */
var CAR_TYPE_ROUTES = [
	{
		slug: "new-cars",
		carTypes: ["new"]
	},
	{
		slug: "demo-cars",
		carTypes: ["demo"]
	},
	{
		slug: "used-cars",
		carTypes: ["used"]
	},
	{
		slug: "new-used-and-demo-cars",
		carTypes: [
			"new",
			"used",
			"demo"
		]
	},
	{
		slug: "new-and-demo-cars",
		carTypes: ["new", "demo"]
	}
];
/**
* URL slug of a make or model: accents dropped, lower case, every run of other
* characters one dash ('Mercedes-Benz' → 'mercedes-benz', 'Land Cruiser' → 'land-cruiser',
* 'Citroën' → 'citroen'). Choice: no camel-case splitting, so 'HiLux' → 'hilux'.
*/
function slugify(text) {
	return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
/** URL slug of a body type: camel case split first ('cabChassis' → 'cab-chassis', 'SUV' → 'suv'). */
var bodySlug = (text) => slugify(text.replace(/([a-z0-9])([A-Z])/g, "$1 $2"));
var compact = (slug) => slug.replace(/-/g, "");
/**
* The known value whose slug is `slug` (first in list order). Choice: when none matches
* exactly, a match ignoring dashes is accepted ('landcruiser' finds 'Land Cruiser').
*/
function resolveSlug(slug, known, slugOf = slugify) {
	if (slug === "") return void 0;
	const exact = known.find((value) => slugOf(value) === slug);
	if (exact !== void 0) return exact;
	const loose = compact(slug);
	return known.find((value) => compact(slugOf(value)) === loose);
}
var fail = (code, message) => E.left({
	code,
	message
});
function refinementsOfSegments(segments, ctx) {
	const [first, second, ...more] = segments;
	if (first === void 0) return E.right({});
	if (more.length > 0) return fail("SEARCH.TOO_MANY_SEGMENTS", `Too many path segments: /${segments.join("/")}`);
	if (second === void 0) {
		const slug = slugify(first);
		const carTypeRoute = CAR_TYPE_ROUTES.find((route) => route.slug === slug);
		if (carTypeRoute) return E.right({ car_type: carTypeRoute.carTypes });
		const body = resolveSlug(bodySlug(first), ctx.bodies ?? BODY_TYPES, bodySlug);
		if (body !== void 0) return E.right({ body: [body] });
		const make = resolveSlug(slug, ctx.makes);
		if (make !== void 0) return E.right({ make: [make] });
		return fail("SEARCH.UNKNOWN_SEGMENT", `No car type, body type or make matches '${first}'`);
	}
	const make = resolveSlug(slugify(first), ctx.makes);
	if (make === void 0) return fail("SEARCH.UNKNOWN_SEGMENT", `No make matches '${first}'`);
	const model = resolveSlug(slugify(second), ctx.models?.[make] ?? []);
	if (model === void 0) return fail("SEARCH.UNKNOWN_MODEL", `No ${make} model matches '${second}'`);
	return E.right({
		make: [make],
		model: [model]
	});
}
function splitLocation(location) {
	const withoutHash = location.split("#", 1)[0] ?? "";
	const q = withoutHash.indexOf("?");
	return q < 0 ? {
		path: withoutHash,
		search: ""
	} : {
		path: withoutHash.slice(0, q),
		search: withoutHash.slice(q + 1)
	};
}
/**
* A search path, with or without its query string, → the search state. The path's
* refinements join those of the query string. Left when the path is not a search
* path or names a make, model or body that is not known (a 404 for the caller).
*/
function parseSearchPath(location, ctx) {
	const { path, search } = splitLocation(location);
	const segments = [];
	for (const raw of path.split("/")) {
		if (raw === "") continue;
		try {
			segments.push(decodeURIComponent(raw));
		} catch {
			return fail("SEARCH.INVALID_PATH", `Badly encoded path segment '${raw}'`);
		}
	}
	const [root, ...rest] = segments;
	if (root === void 0 || !SEARCH_ROUTE_BASES.some((base) => base.slice(1) === root.toLowerCase())) return fail("SEARCH.NOT_A_SEARCH_PATH", `Not a search path: ${path}`);
	return E.map((fromPath) => {
		const fromQuery = parseSearchParams(search);
		const refinementList = { ...fromQuery.refinementList };
		for (const [attribute, values] of Object.entries(fromPath)) refinementList[attribute] = [...refinementList[attribute] ?? [], ...values];
		return canonicalSearchState({
			...fromQuery,
			refinementList
		});
	})(refinementsOfSegments(rest, ctx));
}
var sameValues = (a, b) => a !== void 0 && b !== void 0 && a.length === b.length && a.every((v, i) => v === b[i]);
/**
* The canonical path for a state and the part of the state left for the query string.
* Choice of precedence: make and model, make, car type, body type, plain base. A
* candidate is used only if parsing it gives back exactly the refinements it stands
* for, so every href round-trips.
*/
function searchPath(state, ctx) {
	const s = canonicalSearchState(state);
	const base = ctx.base ?? "/search";
	const { make, model, car_type: carTypes, body } = s.refinementList;
	const candidates = [];
	if (make?.length === 1 && model?.length === 1) candidates.push({
		segments: [slugify(make[0] ?? ""), slugify(model[0] ?? "")],
		consumed: {
			make,
			model
		}
	});
	if (make?.length === 1) candidates.push({
		segments: [slugify(make[0] ?? "")],
		consumed: { make }
	});
	if (carTypes) {
		const wanted = [...carTypes].sort().join(",");
		const route = CAR_TYPE_ROUTES.find((r) => [...r.carTypes].sort().join(",") === wanted);
		if (route) candidates.push({
			segments: [route.slug],
			consumed: { car_type: carTypes }
		});
	}
	if (body?.length === 1) candidates.push({
		segments: [bodySlug(body[0] ?? "")],
		consumed: { body }
	});
	for (const candidate of candidates) {
		if (candidate.segments.some((segment) => segment === "")) continue;
		const path = `${base}/${candidate.segments.join("/")}`;
		const parsed = parseSearchPath(path, ctx);
		if (E.isLeft(parsed)) continue;
		const got = parsed.right.refinementList;
		const consumedKeys = Object.keys(candidate.consumed);
		if (!(Object.keys(got).length === consumedKeys.length && consumedKeys.every((attribute) => sameValues(got[attribute], candidate.consumed[attribute])))) continue;
		const refinementList = { ...s.refinementList };
		for (const attribute of consumedKeys) delete refinementList[attribute];
		return {
			path,
			rest: {
				...s,
				refinementList
			}
		};
	}
	return {
		path: base,
		rest: s
	};
}
/** The canonical href of a search: path plus the remaining state as a query string. */
function searchHref(state, ctx) {
	const { path, rest } = searchPath(state, ctx);
	const query = writeSearchParams(rest);
	return query === "" ? path : `${path}?${query}`;
}
/**
* spec 2 §2: facet link cards go to /search/{make-or-body-slug} for make or body,
* otherwise to a search URL filtered by that attribute.
*/
var facetLinkHref = (attribute, value, ctx) => searchHref(setRefinement(emptySearchState, attribute, [value]), ctx);
var facetSet = /* @__PURE__ */ new Set([
	"badge",
	"status",
	"car_type",
	"categories",
	"city",
	"colour",
	"dealership_name",
	"filtered_features",
	"item_type",
	"location_name",
	"make",
	"make_model",
	"model",
	"price_range",
	"seats",
	"body",
	"drive",
	"fuel",
	"transmission",
	"state",
	"tag",
	"weekly_price_range",
	"year",
	"certified",
	"dealership_slug",
	"location_id"
]);
var isFacetAttribute = (name) => facetSet.has(name);
// ui/lib/search-labels.ts
var FILTER_TITLES = {
	badge: "Badge",
	status: "Availability",
	car_type: "Condition",
	categories: "Category",
	city: "City",
	colour: "Colour",
	dealership_name: "Dealership",
	filtered_features: "Features",
	item_type: "Vehicle type",
	km: "Kilometres",
	location_name: "Location",
	make: "Make",
	make_model: "Model",
	model: "Model",
	price: "Price",
	subscription_price: "Subscription (per week)",
	price_range: "Price range",
	seats: "Seats",
	body: "Body type",
	drive: "Drive",
	fuel: "Fuel",
	transmission: "Transmission",
	state: "State",
	tag: "Offer",
	weekly_price_range: "Weekly repayment",
	year: "Year",
	certified: "Certified",
	dealership_slug: "Dealership",
	location_id: "Dealership",
	weekly_price: "Weekly repayment"
};
var STATUS_LABELS = {
	in_stock: "In stock",
	coming_soon: "Coming soon",
	sold: "Recently sold",
	other: "Other"
};
var ITEM_TYPE_LABELS = {
	car: "Cars",
	caravan: "Caravans",
	motorcycle: "Motorcycles",
	truck: "Trucks"
};
var isCarType = (value) => value === "new" || value === "demo" || value === "used";
/** How a facet value reads on this site (spec 1 §9 label rewrites). */
function facetValueLabel(site) {
	return (value, attribute) => {
		switch (attribute) {
			case "car_type": return isCarType(value) ? carTypeLabel(value, site.labels) : value;
			case "make": return normaliseMake(value);
			case "model": return site.manufacturer ? modelDisplayName(site.manufacturer, value) : value;
			case "status": return STATUS_LABELS[value] ?? value;
			case "item_type": return ITEM_TYPE_LABELS[value] ?? value;
			case "certified": return value === "true" ? "Certified" : value === "false" ? "Not certified" : value;
			case "seats": return `${value} seats`;
			case "location_id": return site.locations.find((l) => String(l.id) === value)?.name ?? value;
			case "dealership_slug": return site.dealerships.find((d) => d.slug === value)?.name ?? value;
			default: return value;
		}
	};
}
/** Thousands separators without locale data (the server and the browser agree). */
var formatNumber = (n) => {
	return (n < 0 ? "-" : "") + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
};
var formatKm = (km) => `${formatNumber(km)} km`;
/** One side of a range as it reads: '$20,000', '50,000 km', '2019'. */
function formatRangeValue(attribute, value) {
	switch (attribute) {
		case "price":
		case "subscription_price":
		case "weekly_price": return formatDollars(value);
		case "km": return formatKm(value);
		case "year": return String(Math.round(value));
	}
}
/** '$10,000 – $30,000', 'From 2018', 'Up to 50,000 km'. */
function rangeText(attribute, bound) {
	const { min, max } = bound;
	if (min !== void 0 && max !== void 0) return `${formatRangeValue(attribute, min)} – ${formatRangeValue(attribute, max)}`;
	if (min !== void 0) return `From ${formatRangeValue(attribute, min)}`;
	if (max !== void 0) return `Up to ${formatRangeValue(attribute, max)}`;
	return "Any";
}
/** 'vehicle' or 'vehicles'; caravan sites count caravans. */
function stockNoun(site, count) {
	const noun = site.template === "caravan" ? "caravan" : "vehicle";
	return count === 1 ? noun : `${noun}s`;
}
export { hasFilters as A, sliderStep as C, applyFilterChange as D, writeSearchParams as E, setRefinement as F, setSortBy as I, setPage as M, setQuery as N, clearFilters as O, setRange as P, sliderRange as S, parseSearchParams as T, HERO_PRICE_SLIDER as _, formatRangeValue as a, moveSteppedHandle as b, isFacetAttribute as c, searchHref as d, FACET_LIMITS as f, numericLabel as g, facetVisibleItems as h, formatNumber as i, isSortBy as j, emptySearchState as k, facetLinkHref as l, facetLists as m, facetValueLabel as n, rangeText as o, displayResultCount as p, formatKm as r, stockNoun as s, FILTER_TITLES as t, parseSearchPath as u, heroPriceSearchState as v, sliderValuesFromRange as w, rangeFromSlider as x, moveSliderHandle as y };
