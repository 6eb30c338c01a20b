import { t as formatDollars } from "./money-GHsViG3Y.js";
import { L as useCaryardClient } from "../entry-server.js";
import { useEffect, useId, useState } from "react";
import { SemiCircleProgress } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
import * as O from "fp-ts/Option";
/** spec 1 §4: the gauge animates for 2 to 2.5 seconds. */
var GAUGE_ANIMATION_MS = {
	min: 2e3,
	max: 2500
};
/**
* spec 1 §4 price comparison: hidden unless confidence > 0.2, market max ≥ listing price and
* all numeric fields are present (description is optional: it only replaces the label).
*/
function priceComparisonPanel(result) {
	const { fill, listing_price, market_range_min, market_range_max, confidence } = result;
	if (!isNumber(fill) || !isNumber(listing_price) || !isNumber(market_range_min) || !isNumber(market_range_max) || !isNumber(confidence)) return O.none;
	if (!(confidence > .2) || market_range_max < listing_price) return O.none;
	return O.some({
		fill,
		band: fillBand(fill),
		label: dealLabel(fill, result.description),
		listingPrice: listing_price,
		marketRangeMin: market_range_min,
		marketRangeMax: market_range_max,
		confidence
	});
}
/** spec 1 §4: below 0.3 low, 0.3 to under 0.6 medium, 0.6 or more high. */
function fillBand(fill) {
	if (fill < .3) return "low";
	if (fill < .6) return "medium";
	return "high";
}
/** spec 1 §4: a given (non-blank) description is the label; else 'Good Deal' below 0.65, 'Great Deal' from 0.65. */
function dealLabel(fill, description) {
	const given = description?.trim();
	if (given) return given;
	return fill < .65 ? "Good Deal" : "Great Deal";
}
function isNumber(value) {
	return typeof value === "number" && Number.isFinite(value);
}
var price_comparison_module_default = {
	panel: "_panel_dyav2_1",
	title: "_title_dyav2_8",
	body: "_body_dyav2_13",
	label: "_label_dyav2_20",
	facts: "_facts_dyav2_26",
	lead: "_lead_dyav2_47",
	note: "_note_dyav2_52"
};
// ui/features/vehicle/price-comparison.tsx
var BAND_COLOUR = {
	low: "orange.6",
	medium: "yellow.6",
	high: "teal.6"
};
var BAND_TEXT = {
	low: "Priced above most of the market",
	medium: "Priced in line with the market",
	high: "Priced below most of the market"
};
/** spec 1 §4: the gauge animates over 2 to 2.5 seconds. */
var ANIMATION_MS = Math.round((GAUGE_ANIMATION_MS.min + GAUGE_ANIMATION_MS.max) / 2);
/**
* spec 1 §2, §4, §7, §8: the price comparison panel from `GET /cars/{slug}/autogauge` —
* shown only as domain priceComparisonPanel allows, its gauge animating to the fill; hidden
* on failure, with the error logged.
*/
function PriceComparison({ slug }) {
	const client = useCaryardClient();
	const id = useId();
	const [panel, setPanel] = useState(null);
	const [value, setValue] = useState(0);
	useEffect(() => {
		let cancelled = false;
		client.autogauge(slug).then((result) => {
			if (cancelled || !result) return;
			const shown = priceComparisonPanel(result);
			if (O.isSome(shown)) setPanel(shown.value);
		}).catch((error) => console.error("Price comparison could not be loaded.", error));
		return () => {
			cancelled = true;
		};
	}, [client, slug]);
	useEffect(() => {
		if (!panel) return;
		const frame = requestAnimationFrame(() => setValue(Math.round(panel.fill * 100)));
		return () => cancelAnimationFrame(frame);
	}, [panel]);
	if (!panel) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: price_comparison_module_default.panel,
		"aria-labelledby": `${id}-h`,
		"data-band": panel.band,
		children: [/* @__PURE__ */ jsx("h2", {
			id: `${id}-h`,
			className: price_comparison_module_default.title,
			children: "Price Comparison"
		}), /* @__PURE__ */ jsxs("div", {
			className: price_comparison_module_default.body,
			children: [/* @__PURE__ */ jsx(SemiCircleProgress, {
				value,
				size: 220,
				thickness: 16,
				transitionDuration: ANIMATION_MS,
				filledSegmentColor: BAND_COLOUR[panel.band],
				label: /* @__PURE__ */ jsx("span", {
					className: price_comparison_module_default.label,
					children: panel.label
				}),
				labelPosition: "bottom",
				"aria-label": `${panel.label}: ${BAND_TEXT[panel.band].toLowerCase()}`
			}), /* @__PURE__ */ jsxs("div", {
				className: price_comparison_module_default.facts,
				children: [
					/* @__PURE__ */ jsx("p", {
						className: price_comparison_module_default.lead,
						children: BAND_TEXT[panel.band]
					}),
					/* @__PURE__ */ jsxs("dl", { children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "This vehicle" }), /* @__PURE__ */ jsx("dd", { children: formatDollars(panel.listingPrice) })] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Market range" }), /* @__PURE__ */ jsxs("dd", { children: [
						formatDollars(panel.marketRangeMin),
						" – ",
						formatDollars(panel.marketRangeMax)
					] })] })] }),
					/* @__PURE__ */ jsx("p", {
						className: price_comparison_module_default.note,
						children: "Based on similar vehicles advertised for sale recently. A guide only."
					})
				]
			})]
		})]
	});
}
export { PriceComparison as default };
