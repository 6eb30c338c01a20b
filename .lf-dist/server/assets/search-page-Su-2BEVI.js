import { A as hasFilters, C as sliderStep, D as applyFilterChange, I as setSortBy, M as setPage, N as setQuery, O as clearFilters, S as sliderRange, a as formatRangeValue, c as isFacetAttribute, f as FACET_LIMITS, g as numericLabel, h as facetVisibleItems, i as formatNumber, j as isSortBy, m as facetLists, n as facetValueLabel, o as rangeText, p as displayResultCount, s as stockNoun, t as FILTER_TITLES, u as parseSearchPath, w as sliderValuesFromRange, x as rangeFromSlider, y as moveSliderHandle } from "./search-labels-B1EMp456.js";
import { C as FilterIcon, a as searchBreadcrumbs, b as CloseIcon, c as baseOf, d as useSearchHistory, h as ArrowRightIcon, j as SearchIcon, l as hrefFor, o as searchHeading, p as useSite, s as OFFERS_PATH, u as rememberCatalogue, v as ChevronDownIcon } from "../entry-server.js";
import { r as isAvailable } from "./availability-aZlgrmJy.js";
import { n as car_card_module_default, t as CarCard } from "./car-card-CnY4stw2.js";
import { t as useSavedCars } from "./use-saved-cars-DrnjYGQp.js";
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLoaderData, useLocation, useNavigate, useNavigation } from "react-router";
import { Button, Checkbox, Container, NativeSelect, RangeSlider, TextInput, UnstyledButton } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useDebouncedCallback, useDisclosure, usePagination } from "@mantine/hooks";
// domain/vehicle/sold-handling.ts
/**
* Choice: the site flag features.soldHandling on → 'first-of-run'; off → 'show', because the
* search already drops sold cars older than include_sold_cars_days (spec 2 §7) and the
* remaining ones must stay visible to carry their 'JUST SOLD' tag (spec 2 §4). 'hide' is for
* listings that never show sold cars.
*/
function soldResultsMode(options) {
	return options.soldHandling ? "first-of-run" : "show";
}
/**
* Apply the sold handling to a page of results, keeping order. "Sold" means not available
* (spec 1 §4: any status other than in_stock and coming_soon gets the SOLD treatment).
*/
function soldCarsInResults(cars, mode) {
	switch (mode) {
		case "show": return [...cars];
		case "hide": return cars.filter(isAvailable);
		case "first-of-run": return cars.filter((car, i) => {
			const previous = cars[i - 1];
			return isAvailable(car) || previous === void 0 || isAvailable(previous);
		});
	}
}
// domain/vehicle/promo-placement.ts
/** spec 1 §2: the promo card's text. */
var PROMO_CARD_TITLE = "We Want Your Car!";
/**
* spec 1 §2: a promo card every Nth card — choice: after every N result cards (0-based grid
* positions N, 2N+1, ...), including after the last card when the page ends on a multiple
* of N. N below 1 or not an integer places no promo.
*/
function insertEveryNth(cars, promo, n) {
	const grid = [];
	const every = Number.isInteger(n) && n >= 1 ? n : null;
	cars.forEach((car, i) => {
		grid.push({
			_tag: "Car",
			car
		});
		if (every !== null && (i + 1) % every === 0) grid.push({
			_tag: "Promo",
			promo
		});
	});
	return grid;
}
// domain/search/sort-options.ts
/** spec 2 §9: the four sorts shown by default. */
var DEFAULT_SORT_OPTIONS = [
	{
		value: "relevance",
		label: "Most Relevant"
	},
	{
		value: "latest",
		label: "Latest"
	},
	{
		value: "price_desc",
		label: "Highest Price"
	},
	{
		value: "price_asc",
		label: "Lowest Price"
	}
];
/** The API also accepts weekly_asc (ARCHITECTURE.md); spec 2 §9 has it off unless a site turns it on. */
var WEEKLY_SORT_OPTION = {
	value: "weekly_asc",
	label: "Lowest Weekly Repayment"
};
function sortOptions(options = {}) {
	return options.weeklySort ? [...DEFAULT_SORT_OPTIONS, WEEKLY_SORT_OPTION] : DEFAULT_SORT_OPTIONS;
}
var search_module_default = {
	header: "_header_1m5wd_1",
	breadcrumb: "_breadcrumb_1m5wd_9",
	title: "_title_1m5wd_47",
	lead: "_lead_1m5wd_55",
	searchForm: "_searchForm_1m5wd_65",
	searchInput: "_searchInput_1m5wd_76",
	visuallyHidden: "_visuallyHidden_1m5wd_85",
	layout: "_layout_1m5wd_94",
	sidebar: "_sidebar_1m5wd_108",
	sidebarHead: "_sidebarHead_1m5wd_119",
	sidebarTitle: "_sidebarTitle_1m5wd_128",
	filters: "_filters_1m5wd_133",
	group: "_group_1m5wd_138",
	groupLegend: "_groupLegend_1m5wd_149",
	groupTitle: "_groupTitle_1m5wd_160",
	options: "_options_1m5wd_168",
	option: "_option_1m5wd_168",
	optionLabel: "_optionLabel_1m5wd_186",
	optionText: "_optionText_1m5wd_194",
	optionCount: "_optionCount_1m5wd_201",
	showAll: "_showAll_1m5wd_214",
	rangeValues: "_rangeValues_1m5wd_225",
	slider: "_slider_1m5wd_235",
	yearRow: "_yearRow_1m5wd_239",
	results: "_results_1m5wd_245",
	toolbar: "_toolbar_1m5wd_249",
	count: "_count_1m5wd_258",
	toolbarControls: "_toolbarControls_1m5wd_276",
	filterButton: "_filterButton_1m5wd_282",
	sortRoot: "_sortRoot_1m5wd_288",
	sortLabel: "_sortLabel_1m5wd_294",
	sort: "_sort_1m5wd_288",
	chips: "_chips_1m5wd_316",
	chip: "_chip_1m5wd_316",
	resultsBody: "_resultsBody_1m5wd_347",
	grid: "_grid_1m5wd_356",
	gridItem: "_gridItem_1m5wd_378",
	noResults: "_noResults_1m5wd_382",
	noResultsIcon: "_noResultsIcon_1m5wd_394",
	noResultsTitle: "_noResultsTitle_1m5wd_405",
	noResultsText: "_noResultsText_1m5wd_410",
	pagination: "_pagination_1m5wd_416",
	pageLink: "_pageLink_1m5wd_425",
	pageCurrent: "_pageCurrent_1m5wd_444",
	pageDots: "_pageDots_1m5wd_454",
	prevIcon: "_prevIcon_1m5wd_460",
	nextIcon: "_nextIcon_1m5wd_464",
	drawerTitle: "_drawerTitle_1m5wd_468",
	drawerBody: "_drawerBody_1m5wd_473",
	drawerFilters: "_drawerFilters_1m5wd_480",
	drawerFooter: "_drawerFooter_1m5wd_484"
};
// ui/features/search/active-filters.tsx
/** The chips of what the search is narrowed by, each removable, and Clear Filters. */
function ActiveFilters({ site, state, hidden = [], onChange, onClear }) {
	const label = facetValueLabel(site);
	const chips = [];
	if (state.query.trim() !== "") chips.push({
		key: "query",
		label: `“${state.query.trim()}”`,
		next: setQuery(state, "")
	});
	for (const attribute of Object.keys(state.refinementList)) {
		if (hidden.includes(attribute)) continue;
		for (const value of state.refinementList[attribute] ?? []) chips.push({
			key: `${attribute}:${value}`,
			label: `${FILTER_TITLES[attribute]}: ${label(value, attribute)}`,
			next: applyFilterChange(state, {
				kind: "toggle",
				attribute,
				value
			})
		});
	}
	for (const attribute of Object.keys(state.range)) {
		const bound = state.range[attribute];
		if (!bound) continue;
		chips.push({
			key: `range:${attribute}`,
			label: `${FILTER_TITLES[attribute]}: ${rangeText(attribute, bound)}`,
			next: applyFilterChange(state, {
				kind: "range",
				attribute,
				bound: null
			})
		});
	}
	if (chips.length === 0) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: search_module_default.chips,
		role: "group",
		"aria-label": "Active filters",
		children: [chips.map((chip) => /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: search_module_default.chip,
			onClick: () => onChange(chip.next),
			"aria-label": `Remove ${chip.label}`,
			children: [/* @__PURE__ */ jsx("span", { children: chip.label }), /* @__PURE__ */ jsx(CloseIcon, { size: 14 })]
		}, chip.key)), /* @__PURE__ */ jsx(Button, {
			variant: "subtle",
			size: "compact-sm",
			onClick: onClear,
			children: "Clear Filters"
		})]
	});
}
// ui/components/car-card/promo-card.tsx
/** spec 1 §2: the 'We Want Your Car!' promo card in the results grid; it leads to selling a car. */
function PromoCard() {
	return /* @__PURE__ */ jsxs("aside", {
		className: car_card_module_default.promo,
		"aria-label": "Sell your car",
		children: [/* @__PURE__ */ jsxs("div", { children: [
			/* @__PURE__ */ jsx("p", {
				className: car_card_module_default.promoEyebrow,
				children: "Sell or trade"
			}),
			/* @__PURE__ */ jsx("h3", {
				className: car_card_module_default.promoTitle,
				children: PROMO_CARD_TITLE
			}),
			/* @__PURE__ */ jsx("p", {
				className: car_card_module_default.promoText,
				children: "Get a fair offer for your car in minutes, whether or not you buy from us."
			}),
			/* @__PURE__ */ jsxs("ul", {
				className: car_card_module_default.promoList,
				children: [
					/* @__PURE__ */ jsx("li", { children: "Instant online valuation" }),
					/* @__PURE__ */ jsx("li", { children: "Fast, secure payment" }),
					/* @__PURE__ */ jsx("li", { children: "We handle the paperwork" })
				]
			})
		] }), /* @__PURE__ */ jsx(Button, {
			component: Link,
			to: "/sell-my-car",
			variant: "white",
			size: "md",
			rightSection: /* @__PURE__ */ jsx(ArrowRightIcon, { size: 16 }),
			children: "Value my car"
		})]
	});
}
// ui/features/search/results-grid.tsx
/** spec 1 §8 "No results": the exact texts; the offers variant's own. */
var NO_RESULTS_TITLE = "No Results Available";
var NO_RESULTS_TEXT = "No results found for your search at this time. Please try adjusting the filters for more results.";
var NO_OFFERS_TEXT = "There appears to be no offers currently available that meet the conditions of your search";
/** How many cards load their image at once: the first row on a wide screen. */
var EAGER_IMAGES = 3;
function ResultsGrid({ hits, site, now }) {
	const saved = useSavedCars();
	const cars = soldCarsInResults(hits, soldResultsMode({ soldHandling: site.features.soldHandling }));
	const grid = site.promo_card_every !== null ? insertEveryNth(cars, "promo", site.promo_card_every) : cars.map((car) => ({
		_tag: "Car",
		car
	}));
	return /* @__PURE__ */ jsx("ul", {
		className: search_module_default.grid,
		children: grid.map((item, i) => item._tag === "Car" ? /* @__PURE__ */ jsx("li", {
			className: search_module_default.gridItem,
			children: /* @__PURE__ */ jsx(CarCard, {
				car: item.car,
				site,
				now,
				priority: i < EAGER_IMAGES,
				saved: {
					favourite: saved.isFavourite(item.car.id),
					compared: saved.isCompared(item.car.id),
					toggleFavourite: () => saved.toggleFavourite(item.car),
					toggleCompare: () => saved.toggleCompare(item.car)
				}
			})
		}, item.car.id) : /* @__PURE__ */ jsx("li", {
			className: search_module_default.gridItem,
			children: /* @__PURE__ */ jsx(PromoCard, {})
		}, `promo-${i}`))
	});
}
/** spec 1 §2, §8: the no-results panel; Clear Filters goes back to the base search page. */
function NoResults({ variant, baseHref }) {
	return /* @__PURE__ */ jsxs("div", {
		className: search_module_default.noResults,
		role: "status",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: search_module_default.noResultsIcon,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx(SearchIcon, { size: 28 })
			}),
			/* @__PURE__ */ jsx("h2", {
				className: search_module_default.noResultsTitle,
				children: NO_RESULTS_TITLE
			}),
			/* @__PURE__ */ jsx("p", {
				className: search_module_default.noResultsText,
				children: variant === "offers" ? NO_OFFERS_TEXT : NO_RESULTS_TEXT
			}),
			/* @__PURE__ */ jsx(Button, {
				component: Link,
				to: baseHref,
				size: "md",
				children: "Clear Filters"
			})
		]
	});
}
/** spec 1 §2: price and kilometres are range sliders (subscription price too, a weekly amount). */
var SLIDER_FILTERS = /* @__PURE__ */ new Set([
	"price",
	"km",
	"subscription_price"
]);
/** The filters the site configures (spec 1 §2: `site.search_filters`, in order), from the search's facets. */
function SearchFilters({ site, state, result, hidden = [], onChange }) {
	const lists = useMemo(() => facetLists(result.facets, { label: facetValueLabel(site) }), [result.facets, site]);
	const change = (filter) => onChange(applyFilterChange(state, filter));
	return /* @__PURE__ */ jsx("div", {
		className: search_module_default.filters,
		children: site.search_filters.filter((filter) => !hidden.includes(filter)).map((filter) => {
			if (SLIDER_FILTERS.has(filter)) {
				const attribute = filter;
				return /* @__PURE__ */ jsx(RangeFilter, {
					attribute,
					stats: result.facetStats[attribute],
					bound: state.range[attribute],
					onCommit: (bound) => change({
						kind: "range",
						attribute,
						bound
					})
				}, filter);
			}
			if (filter === "year") return /* @__PURE__ */ jsx(YearFilter, {
				years: Object.keys(result.facets.year ?? {}),
				bound: state.range.year,
				onChange: (bound) => change({
					kind: "range",
					attribute: "year",
					bound
				})
			}, filter);
			if (!isFacetAttribute(filter)) return null;
			return /* @__PURE__ */ jsx(FacetFilter, {
				attribute: filter,
				items: lists[filter] ?? [],
				selected: state.refinementList[filter] ?? [],
				label: facetValueLabel(site),
				onToggle: (values, on) => change({
					kind: "refine",
					attribute: filter,
					values: on ? [...state.refinementList[filter] ?? [], values[0] ?? ""] : (state.refinementList[filter] ?? []).filter((v) => !values.includes(v))
				})
			}, filter);
		})
	});
}
function FilterGroup({ title, children, id }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: search_module_default.group,
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx("legend", {
			className: search_module_default.groupLegend,
			children: /* @__PURE__ */ jsx("span", {
				id,
				className: search_module_default.groupTitle,
				children: title
			})
		}), children]
	});
}
/** A checkbox list with counts; Show all after 7 (spec 1 §9), within the facet's list limit (spec 2 §9). */
function FacetFilter({ attribute, items, selected, label, onToggle }) {
	const id = useId();
	const limit = FACET_LIMITS[attribute];
	const listed = useMemo(() => {
		const limited = limit !== void 0 ? items.slice(0, limit) : [...items];
		for (const value of selected) if (!limited.some((item) => item.values.includes(value))) limited.push({
			value,
			label: label(value, attribute),
			count: 0,
			values: [value]
		});
		return limited;
	}, [
		items,
		selected,
		limit,
		label,
		attribute
	]);
	const selectedBeyond = listed.slice(7).some((item) => item.values.some((v) => selected.includes(v)));
	const [expanded, setExpanded] = useState(selectedBeyond);
	const { visible, showToggle, hiddenCount } = facetVisibleItems(listed, { expanded: expanded || selectedBeyond });
	if (listed.length === 0 || listed.length === 1 && selected.length === 0) return null;
	return /* @__PURE__ */ jsxs(FilterGroup, {
		title: FILTER_TITLES[attribute],
		id,
		children: [/* @__PURE__ */ jsx("div", {
			className: search_module_default.options,
			children: visible.map((item) => {
				const checked = item.values.some((v) => selected.includes(v));
				return /* @__PURE__ */ jsx(Checkbox, {
					className: search_module_default.option,
					checked,
					onChange: (event) => onToggle(item.values, event.currentTarget.checked),
					label: /* @__PURE__ */ jsxs("span", {
						className: search_module_default.optionLabel,
						children: [/* @__PURE__ */ jsx("span", {
							className: search_module_default.optionText,
							children: item.label
						}), /* @__PURE__ */ jsx("span", {
							className: search_module_default.optionCount,
							"aria-label": `${item.count} ${item.count === 1 ? "result" : "results"}`,
							children: item.count
						})]
					}),
					size: "sm",
					radius: "sm"
				}, item.value);
			})
		}), showToggle ? /* @__PURE__ */ jsx(UnstyledButton, {
			className: search_module_default.showAll,
			onClick: () => setExpanded((open) => !open),
			"aria-expanded": expanded,
			children: expanded ? "Show fewer" : `Show all (${hiddenCount} more)`
		}) : null]
	});
}
/**
* A range slider with the domain's slider rules (spec 1 §5): range from the facet stats
* (0–100,000 without), step a hundredth of it, values rounded to 1,000 and clamped, handles
* never crossing; committed 400 ms after the last move (spec 1 §9).
*/
function RangeFilter({ attribute, stats, bound, onCommit }) {
	const id = useId();
	const range = sliderRange(stats);
	const step = sliderStep(range);
	const committed = sliderValuesFromRange(bound, range);
	const [values, setValues] = useState(committed);
	useEffect(() => setValues(committed), [committed.min, committed.max]);
	const commit = useDebouncedCallback((next) => onCommit(rangeFromSlider(next, range)), 400);
	if ((!stats || range.min >= range.max) && !bound) return null;
	const title = FILTER_TITLES[attribute];
	const format = (value) => formatRangeValue(attribute, value);
	const onChange = ([from, to]) => {
		const handle = from !== values.min ? "min" : "max";
		const next = moveSliderHandle({
			values,
			handle,
			to: handle === "min" ? from : to,
			range
		});
		if (next.min === values.min && next.max === values.max) return;
		setValues(next);
		commit(next);
	};
	return /* @__PURE__ */ jsxs(FilterGroup, {
		title,
		id,
		children: [/* @__PURE__ */ jsxs("div", {
			className: search_module_default.rangeValues,
			"aria-hidden": "true",
			children: [/* @__PURE__ */ jsx("span", { children: format(values.min) }), /* @__PURE__ */ jsx("span", { children: values.max >= range.max ? `${format(values.max)}+` : format(values.max) })]
		}), /* @__PURE__ */ jsx(RangeSlider, {
			className: search_module_default.slider,
			min: range.min,
			max: range.max,
			step,
			minRange: 0,
			value: [values.min, values.max],
			onChange,
			label: null,
			thumbFromLabel: `Minimum ${title.toLowerCase()}`,
			thumbToLabel: `Maximum ${title.toLowerCase()}`,
			size: "sm"
		})]
	});
}
/** Year as a from–to pair of selects over the years in stock. */
function YearFilter({ years, bound, onChange }) {
	const id = useId();
	const options = useMemo(() => [...years].map((y) => numericLabel(y)).filter((y) => y !== void 0).sort((a, b) => b - a), [years]);
	if (options.length < 2 && !bound) return null;
	const set = (side, text) => {
		const value = text === "" ? void 0 : Number(text);
		const next = {
			...bound,
			[side]: value
		};
		onChange(next.min === void 0 && next.max === void 0 ? null : next);
	};
	const data = (placeholder) => [{
		value: "",
		label: placeholder
	}, ...options.map((y) => ({
		value: String(y),
		label: String(y)
	}))];
	return /* @__PURE__ */ jsx(FilterGroup, {
		title: "Year",
		id,
		children: /* @__PURE__ */ jsxs("div", {
			className: search_module_default.yearRow,
			children: [/* @__PURE__ */ jsx(NativeSelect, {
				label: "From",
				size: "sm",
				data: data("Any"),
				value: bound?.min !== void 0 ? String(bound.min) : "",
				onChange: (e) => set("min", e.currentTarget.value)
			}), /* @__PURE__ */ jsx(NativeSelect, {
				label: "To",
				size: "sm",
				data: data("Any"),
				value: bound?.max !== void 0 ? String(bound.max) : "",
				onChange: (e) => set("max", e.currentTarget.value)
			})]
		})
	});
}
// ui/features/search/search-pagination.tsx
/**
* Page links (crawlable anchors, spec 1 §2: the page is in the URL, written only when not 1).
* `hrefOf(page)` writes the search's href for a page.
*/
function SearchPagination({ page, pages, hrefOf, onNavigate }) {
	const pagination = usePagination({
		total: Math.max(1, pages),
		page,
		siblings: 1,
		boundaries: 1
	});
	if (pages <= 1) return null;
	const link = (target, label, ariaLabel, extra = "") => /* @__PURE__ */ jsx(Link, {
		to: hrefOf(target),
		preventScrollReset: true,
		onClick: onNavigate,
		className: `${search_module_default.pageLink} ${extra}`,
		"aria-label": ariaLabel,
		...target === page ? { "aria-current": "page" } : {},
		children: label
	});
	return /* @__PURE__ */ jsxs("nav", {
		className: search_module_default.pagination,
		"aria-label": "Results pages",
		children: [
			page > 1 ? link(page - 1, /* @__PURE__ */ jsx(ChevronDownIcon, {
				size: 16,
				className: search_module_default.prevIcon
			}), "Previous page") : null,
			pagination.range.map((item, i) => item === "dots" ? /* @__PURE__ */ jsx("span", {
				className: search_module_default.pageDots,
				"aria-hidden": "true",
				children: "…"
			}, `dots-${i}`) : /* @__PURE__ */ jsx("span", { children: link(item, item, `Page ${item}`, item === page ? search_module_default.pageCurrent : "") }, item)),
			page < pages ? link(page + 1, /* @__PURE__ */ jsx(ChevronDownIcon, {
				size: 16,
				className: search_module_default.nextIcon
			}), "Next page") : null
		]
	});
}
// ui/features/search/search-page.tsx
var FilterDrawer = lazy(() => import("./filter-drawer-Bcr9p6Qq.js"));
var isSearchLocation = (pathname) => pathname === "/special-offers" || /^\/(search|used-car)(\/|$)/i.test(pathname);
/**
* The search pages (spec 1 §2 "Vehicle search listing"; spec 2 §2 /search/... routes and
* /special-offers). The URL holds the whole state: every change navigates, and the route
* loader answers; while it does, and when it fails, the last results stay on screen.
*/
function SearchPage() {
	const site = useSite();
	const page = useLoaderData();
	const navigate = useNavigate();
	const navigation = useNavigation();
	const location = useLocation();
	const { record } = useSearchHistory();
	const [drawerOpened, drawer] = useDisclosure(false);
	const [drawerLoaded, setDrawerLoaded] = useState(false);
	const resultsHeading = useRef(null);
	const lastGood = useRef(page.result);
	if (page.result) lastGood.current = page.result;
	const result = page.failed ? lastGood.current : page.result;
	const { variant, state, routes } = page;
	useEffect(() => rememberCatalogue(routes, page.offerTags), [routes, page.offerTags]);
	const pending = navigation.state === "loading" && isSearchLocation(navigation.location.pathname) ? pendingState(page, navigation.location) : null;
	const [optimistic, setOptimistic] = useState(null);
	useEffect(() => setOptimistic(null), [page]);
	const shownState = optimistic ?? pending ?? state;
	const loading = pending !== null || optimistic !== null;
	const go = (next) => {
		setOptimistic(next);
		navigate(hrefFor(variant, next, routes), { preventScrollReset: true });
	};
	const baseHref = variant === "offers" ? OFFERS_PATH : routes.base;
	const heading = searchHeading(site, variant, state);
	const crumbs = searchBreadcrumbs(site, variant, state, routes);
	const [text, setText] = useState(state.query);
	const textInput = useRef(null);
	useEffect(() => {
		if (document.activeElement !== textInput.current) setText(state.query);
	}, [state.query]);
	const latest = useRef(shownState);
	latest.current = shownState;
	const commitQuery = useDebouncedCallback((query) => {
		if (query.trim() !== latest.current.query.trim()) go(setQuery(latest.current, query.trim()));
	}, 300);
	const shownCount = result ? displayResultCount({
		count: result.count,
		facets: result.facets
	}) : null;
	useEffect(() => {
		if (!page.result) return;
		record({
			href: `${location.pathname}${location.search}`,
			label: heading
		});
	}, [page.result]);
	const countText = shownCount ? `${shownCount.approximate ? "About " : ""}${formatNumber(shownCount.count)} ${stockNoun(site, shownCount.count)}` : site.template === "caravan" ? "Caravans" : "Vehicles";
	const filtersProps = result ? {
		site,
		state: shownState,
		result,
		hidden: variant === "offers" ? ["tag"] : [],
		onChange: go
	} : null;
	const hasResults = result !== null && result.hits.length > 0;
	const options = sortOptions();
	const openDrawer = () => {
		setDrawerLoaded(true);
		drawer.open();
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("section", {
			className: search_module_default.header,
			"aria-labelledby": "search-heading",
			children: /* @__PURE__ */ jsxs(Container, {
				size: "xl",
				children: [
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Breadcrumb",
						className: search_module_default.breadcrumb,
						children: /* @__PURE__ */ jsx("ol", { children: crumbs.map((crumb, i) => {
							const last = i === crumbs.length - 1;
							return /* @__PURE__ */ jsx("li", { children: last ? /* @__PURE__ */ jsx("span", {
								"aria-current": "page",
								children: crumb.label
							}) : /* @__PURE__ */ jsx(Link, {
								to: crumb.href,
								children: crumb.label
							}) }, `${crumb.href}-${crumb.label}`);
						}) })
					}),
					/* @__PURE__ */ jsx("h1", {
						id: "search-heading",
						className: search_module_default.title,
						children: heading
					}),
					/* @__PURE__ */ jsx("p", {
						className: search_module_default.lead,
						children: variant === "offers" ? `Sharp prices and added extras on selected stock at ${site.name}.` : `Quality stock at ${site.name}, ${site.address.suburb}. Finance, trade-ins and test drives available.`
					}),
					/* @__PURE__ */ jsxs("form", {
						role: "search",
						className: search_module_default.searchForm,
						onSubmit: (event) => {
							event.preventDefault();
							commitQuery.cancel();
							if (text.trim() !== state.query.trim()) go(setQuery(shownState, text.trim()));
						},
						children: [/* @__PURE__ */ jsx(TextInput, {
							ref: textInput,
							className: search_module_default.searchInput,
							label: "Search stock",
							placeholder: "Make, model, colour or stock number",
							value: text,
							onChange: (event) => {
								setText(event.currentTarget.value);
								commitQuery(event.currentTarget.value);
							},
							leftSection: /* @__PURE__ */ jsx(SearchIcon, { size: 18 }),
							size: "md",
							maxLength: 200,
							type: "search",
							enterKeyHint: "search",
							classNames: { label: search_module_default.visuallyHidden }
						}), /* @__PURE__ */ jsx(Button, {
							type: "submit",
							size: "md",
							children: "Search"
						})]
					})
				]
			})
		}),
		/* @__PURE__ */ jsxs(Container, {
			size: "xl",
			className: search_module_default.layout,
			children: [/* @__PURE__ */ jsxs("aside", {
				className: search_module_default.sidebar,
				"aria-label": "Filters",
				children: [/* @__PURE__ */ jsxs("div", {
					className: search_module_default.sidebarHead,
					children: [/* @__PURE__ */ jsx("h2", {
						className: search_module_default.sidebarTitle,
						children: "Filters"
					}), hasFilters(shownState) ? /* @__PURE__ */ jsx(Button, {
						variant: "subtle",
						size: "compact-sm",
						onClick: () => go(clearFilters(shownState)),
						children: "Clear Filters"
					}) : null]
				}), filtersProps ? /* @__PURE__ */ jsx(SearchFilters, { ...filtersProps }) : null]
			}), /* @__PURE__ */ jsxs("div", {
				className: search_module_default.results,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: search_module_default.toolbar,
						children: [/* @__PURE__ */ jsx("h2", {
							ref: resultsHeading,
							tabIndex: -1,
							className: search_module_default.count,
							"aria-live": "polite",
							"aria-atomic": "true",
							children: countText
						}), /* @__PURE__ */ jsxs("div", {
							className: search_module_default.toolbarControls,
							children: [/* @__PURE__ */ jsx(Button, {
								className: search_module_default.filterButton,
								variant: "default",
								leftSection: /* @__PURE__ */ jsx(FilterIcon, { size: 16 }),
								onClick: openDrawer,
								"aria-haspopup": "dialog",
								children: "Filters"
							}), /* @__PURE__ */ jsx(NativeSelect, {
								className: search_module_default.sort,
								label: "Sort by",
								data: options.map((o) => ({
									value: o.value,
									label: o.label
								})),
								value: shownState.sortBy,
								onChange: (event) => {
									const value = event.currentTarget.value;
									if (isSortBy(value)) go(setSortBy(shownState, value));
								},
								classNames: {
									root: search_module_default.sortRoot,
									label: search_module_default.sortLabel
								}
							})]
						})]
					}),
					/* @__PURE__ */ jsx(ActiveFilters, {
						site,
						state: shownState,
						hidden: variant === "offers" ? ["tag"] : [],
						onChange: go,
						onClear: () => go(clearFilters(shownState))
					}),
					/* @__PURE__ */ jsx("div", {
						className: search_module_default.resultsBody,
						"aria-busy": loading,
						"data-loading": loading || void 0,
						children: hasResults && result ? /* @__PURE__ */ jsx(ResultsGrid, {
							hits: result.hits,
							site,
							now: new Date(page.now)
						}) : result !== null || !page.failed ? /* @__PURE__ */ jsx(NoResults, {
							variant,
							baseHref
						}) : null
					}),
					result ? /* @__PURE__ */ jsx(SearchPagination, {
						page: state.page,
						pages: result.pages,
						hrefOf: (n) => hrefFor(variant, setPage(state, n), routes),
						onNavigate: () => {
							resultsHeading.current?.focus({ preventScroll: true });
							resultsHeading.current?.scrollIntoView({ block: "start" });
						}
					}) : null
				]
			})]
		}),
		drawerLoaded && filtersProps ? /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsxs(FilterDrawer, {
				opened: drawerOpened,
				onClose: drawer.close,
				resultsLabel: `Show ${countText}`,
				children: [/* @__PURE__ */ jsx(SearchFilters, { ...filtersProps }), hasFilters(shownState) ? /* @__PURE__ */ jsx(Button, {
					variant: "subtle",
					onClick: () => go(clearFilters(shownState)),
					children: "Clear Filters"
				}) : null]
			})
		}) : null
	] });
}
/** The state of a search location being loaded (the filters show it before its results arrive). */
function pendingState(page, location) {
	if (page.variant === "offers") {
		if (location.pathname !== "/special-offers") return null;
		const parsed = parseSearchPath(`/search${location.search}`, { makes: [] });
		return parsed._tag === "Right" ? parsed.right : null;
	}
	const parsed = parseSearchPath(`${location.pathname}${location.search}`, {
		...page.routes,
		base: baseOf(location.pathname)
	});
	return parsed._tag === "Right" ? parsed.right : null;
}
export { SearchPage, search_module_default as t };
