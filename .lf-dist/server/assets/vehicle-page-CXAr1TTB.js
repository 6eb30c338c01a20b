import { a as formatPhone, c as phoneHref, i as vehicleViewEventId, o as maskPhone, s as phoneForCarType, t as AnalyticsEventId } from "./event-ids-C7V__G1X.js";
import { F as setRefinement, d as searchHref, i as formatNumber, k as emptySearchState, l as facetLinkHref, r as formatKm } from "./search-labels-B1EMp456.js";
import { n as availabilityPresentation, r as isAvailable } from "./availability-aZlgrmJy.js";
import { n as modelDisplayName, r as normaliseMake, t as carTypeLabel } from "./labels-BbbO7OUZ.js";
import { n as priceLabel, r as wasPriceLabel, t as priceDisplay } from "./price-display-DvLqW9Ts.js";
import { a as regoExpiryText, c as electricOrHybrid, i as presentSpecs, l as isCertifiedUsed, n as feetToMetres, r as isPresentSpecValue, t as useSavedCars, u as tagBanner } from "./use-saved-cars-DrnjYGQp.js";
import { C as stepSlide, T as vehicleTitle, _ as isSlideLoaded, a as SHARE_WINDOW, b as showsThumbnails, c as copyToastText, d as gallerySlides, g as isPastMobileBarThreshold, h as isOnlinePurchaseShown, i as COPY_TOAST_MS, l as enquiryButtonLabel, m as isAnnouncementShown, n as COPIED_LABEL, p as initialCarViewerView, r as COPIED_LABEL_MS, s as carViewerViews, t as CAR_VIEWER_LABELS, u as featureList, v as isStickyHeaderShown, w as vehicleFullTitle, x as specificationListTitle, y as keyInformation } from "./vehicle-page-Brmv1Rop.js";
import { i as dealerComments, n as estimateWeeklyPayment, r as financeEstimateEligibility, t as FinanceCalculator } from "./finance-calculator-CahvCSlm.js";
import { A as PinIcon, D as HeartIcon, E as GearIcon, L as useCaryardClient, M as ShieldIcon, N as SwapIcon, O as HistoryIcon, P as TagIcon, S as DollarIcon, T as GaugeIcon, _ as CarIcon, g as CameraIcon, i as absoluteUrl, k as PhoneIcon, p as useSite, w as FuelIcon } from "../entry-server.js";
import { t as vehicle_module_default } from "./vehicle.module-Dv6iCyL_.js";
import { t as RESERVATION_TERMS } from "./reservation-CntYwuIW.js";
import { n as reserveButton, t as isCompareFavouriteEligible } from "./compare-favourite-BLOBYRgW.js";
import { n as isPositiveAmount, t as formatDollars } from "./money-GHsViG3Y.js";
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { Button, CloseButton, Container, Notification, SegmentedControl, TextInput } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as E from "fp-ts/Either";
import * as O from "fp-ts/Option";
import { useClipboard, useIntersection, useMounted, useWindowScroll } from "@mantine/hooks";
/**
* spec 1 §5: the market-price badge shows only when average market price − price > 499 and
* price is below the state average. Choice: a car without a price (0 or less) never shows it.
*/
function marketPriceBadge(car) {
	const average = car.autograb_data?.average_market_price;
	const stateAverage = car.autograb_data?.state_average_market_price;
	if (!isPositiveAmount(car.price) || !isPositiveAmount(average) || !isPositiveAmount(stateAverage)) return O.none;
	const belowAverageBy = average - car.price;
	return belowAverageBy > 499 && car.price < stateAverage ? O.some({ belowAverageBy }) : O.none;
}
// domain/vehicle/fuel-calculator.ts
/** spec 1 §9: $1.70 per litre, 250 km per week, 10 L/100km. */
var FUEL_DEFAULTS = {
	pricePerLitre: 1.7,
	distanceKm: 250,
	economyLPer100Km: 10
};
/**
* spec 1 §9: cost = distance / 100 × economy × price (per week with the default distance).
* A missing, negative or non-numeric input takes its default, so the cost is never negative.
*/
function fuelCost(inputs = {}) {
	const pick = (key) => {
		const value = inputs[key];
		return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : FUEL_DEFAULTS[key];
	};
	const factors = [
		pick("distanceKm") / 100,
		pick("economyLPer100Km"),
		pick("pricePerLitre")
	];
	return factors.includes(0) ? 0 : factors.reduce((product, factor) => product * factor, 1);
}
/**
* spec 1 §5: the fuel calculator is hidden for electric fuel. Choice: hybrids (which burn
* fuel) keep the calculator; only a purely electric fuel hides it.
*/
function isFuelCalculatorShown(car) {
	return electricOrHybrid(car) !== "electric";
}
/** The calculator's starting figures for a car, or none when it is hidden. */
function fuelCalculator(car, inputs = {}) {
	if (!isFuelCalculatorShown(car)) return O.none;
	const full = {
		...FUEL_DEFAULTS,
		...definedOnly(inputs)
	};
	return O.some({
		inputs: full,
		cost: fuelCost(full)
	});
}
function definedOnly(inputs) {
	return Object.fromEntries(Object.entries(inputs).filter(([, v]) => typeof v === "number" && Number.isFinite(v) && v >= 0));
}
// ui/features/vehicle/vehicle-icons.tsx
function Icon({ size = 18, children, ...props }) {
	return /* @__PURE__ */ jsx("svg", {
		width: size,
		height: size,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 2,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		...props,
		children
	});
}
var ChevronLeftIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "m15 18-6-6 6-6" })
});
var ChevronRightIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "m9 18 6-6-6-6" })
});
var ExpandIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M15 3h6v6" }),
		/* @__PURE__ */ jsx("path", { d: "M9 21H3v-6" }),
		/* @__PURE__ */ jsx("path", { d: "M21 3l-7 7" }),
		/* @__PURE__ */ jsx("path", { d: "M3 21l7-7" })
	]
});
var PlayIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", {
		d: "m7 4 13 8-13 8z",
		fill: "currentColor"
	})
});
var ShareIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "18",
			cy: "5",
			r: "3"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "6",
			cy: "12",
			r: "3"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "18",
			cy: "19",
			r: "3"
		}),
		/* @__PURE__ */ jsx("path", { d: "m8.6 13.5 6.8 4" }),
		/* @__PURE__ */ jsx("path", { d: "m15.4 6.5-6.8 4" })
	]
});
var PrintIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M6 9V2h12v7" }),
		/* @__PURE__ */ jsx("path", { d: "M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" }),
		/* @__PURE__ */ jsx("path", { d: "M6 14h12v8H6z" })
	]
});
var ChatIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" })
});
var MailIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("rect", {
		x: "2",
		y: "4",
		width: "20",
		height: "16",
		rx: "2"
	}), /* @__PURE__ */ jsx("path", { d: "m22 7-10 6L2 7" })]
});
var LinkIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" }), /* @__PURE__ */ jsx("path", { d: "M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" })]
});
var FacebookIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" })
});
var XIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M4 4l16 16" }), /* @__PURE__ */ jsx("path", { d: "M20 4 4 20" })]
});
var CartIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "9",
			cy: "21",
			r: "1"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "20",
			cy: "21",
			r: "1"
		}),
		/* @__PURE__ */ jsx("path", { d: "M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" })
	]
});
var LockIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("rect", {
		x: "3",
		y: "11",
		width: "18",
		height: "11",
		rx: "2"
	}), /* @__PURE__ */ jsx("path", { d: "M7 11V7a5 5 0 0 1 10 0v4" })]
});
var CheckIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "M20 6 9 17l-5-5" })
});
var RotateIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M21 12a9 9 0 1 1-3-6.7L21 8" }), /* @__PURE__ */ jsx("path", { d: "M21 3v5h-5" })]
});
var TruckIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M1 3h15v13H1z" }),
		/* @__PURE__ */ jsx("path", { d: "M16 8h4l3 3v5h-7z" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "5.5",
			cy: "18.5",
			r: "2.5"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "18.5",
			cy: "18.5",
			r: "2.5"
		})
	]
});
var InfoIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "10"
		}),
		/* @__PURE__ */ jsx("path", { d: "M12 16v-4" }),
		/* @__PURE__ */ jsx("path", { d: "M12 8h.01" })
	]
});
var BodyIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M5 17H3v-5l2-5h11l4 5h1a1 1 0 0 1 1 1v4h-2" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "7.5",
			cy: "17",
			r: "2"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "16.5",
			cy: "17",
			r: "2"
		}),
		/* @__PURE__ */ jsx("path", { d: "M9.5 17h5" })
	]
});
var AwardIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "8",
		r: "6"
	}), /* @__PURE__ */ jsx("path", { d: "M15.5 13 17 22l-5-3-5 3 1.5-9" })]
});
/** spec 1 §2: a native player for own videos, the video-sharing embed for its embed URLs. */
function VideoSlide({ slide, title, load }) {
	if (!load) return /* @__PURE__ */ jsx("div", {
		className: vehicle_module_default.videoPoster,
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx(PlayIcon, { size: 40 })
	});
	if (slide.player === "embed") return /* @__PURE__ */ jsx("iframe", {
		className: vehicle_module_default.video,
		src: slide.url,
		title: `Video of the ${title}`,
		width: 800,
		height: 500,
		loading: "lazy",
		allow: "accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen",
		allowFullScreen: true,
		referrerPolicy: "strict-origin-when-cross-origin"
	});
	return /* @__PURE__ */ jsx("video", {
		className: vehicle_module_default.video,
		src: slide.url,
		controls: true,
		playsInline: true,
		preload: "metadata",
		width: 800,
		height: 500,
		"aria-label": `Video of the ${title}`
	});
}
/**
* The photo slider of spec 1 §2: a CSS scroll-snap track (swipe on touch screens), previous
* and next buttons, left and right arrow keys, a counter, thumbnails above 3 slides and a
* fullscreen button. The first 2 slides load with the page; each later one when the shopper
* reaches the slide before it (spec 1 §9).
*/
function Gallery({ slides, title, index, onIndexChange, onFullscreen, overlay }) {
	const track = useRef(null);
	const thumbs = useRef(null);
	const [reached, setReached] = useState(0);
	const count = slides.length;
	const frame = useRef(0);
	useEffect(() => setReached((r) => Math.max(r, index)), [index]);
	useEffect(() => {
		const el = track.current;
		if (el && Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) !== index) el.scrollTo({
			left: index * el.clientWidth,
			behavior: "smooth"
		});
		const strip = thumbs.current;
		const thumb = strip?.children[index];
		if (strip && thumb) {
			const left = thumb.offsetLeft - (strip.clientWidth - thumb.clientWidth) / 2;
			strip.scrollTo({
				left,
				behavior: "smooth"
			});
		}
	}, [index]);
	const go = useCallback((next) => onIndexChange(stepSlide(next, 0, count)), [count, onIndexChange]);
	const onScroll = () => {
		cancelAnimationFrame(frame.current);
		frame.current = requestAnimationFrame(() => {
			const el = track.current;
			if (!el) return;
			const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
			if (at !== index && at >= 0 && at < count) onIndexChange(at);
		});
	};
	const onKeyDown = (event) => {
		if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
			event.preventDefault();
			go(stepSlide(index, event.key === "ArrowRight" ? 1 : -1, count));
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: vehicle_module_default.gallery,
		"aria-roledescription": "carousel",
		"aria-label": `Photos of the ${title}`,
		onKeyDown,
		children: [/* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.stage,
			children: [
				/* @__PURE__ */ jsx("div", {
					ref: track,
					className: vehicle_module_default.track,
					onScroll,
					tabIndex: 0,
					"aria-label": `Photo ${index + 1} of ${count}. Use the left and right arrow keys to move between photos.`,
					"data-testid": "gallery-track",
					children: slides.map((slide, i) => {
						const load = isSlideLoaded(i, reached);
						return /* @__PURE__ */ jsx("div", {
							className: vehicle_module_default.slide,
							role: "group",
							"aria-roledescription": "slide",
							"aria-label": `${i + 1} of ${count}`,
							inert: i !== index,
							"data-loaded": load || void 0,
							children: slide.kind === "image" ? /* @__PURE__ */ jsx("img", {
								className: vehicle_module_default.slideImage,
								src: load ? slide.url : void 0,
								alt: `${title}, photo ${i + 1}`,
								width: 800,
								height: 500,
								loading: i === 0 ? "eager" : "lazy",
								decoding: "async",
								draggable: false,
								...i === 0 ? { fetchPriority: "high" } : {},
								onClick: () => onFullscreen(i)
							}) : /* @__PURE__ */ jsx(VideoSlide, {
								slide,
								title,
								load: load && Math.abs(i - index) <= 1
							})
						}, `${slide.url}-${i}`);
					})
				}),
				overlay,
				count > 1 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: `${vehicle_module_default.arrow} ${vehicle_module_default.arrowPrev}`,
					"aria-label": "Previous photo",
					onClick: () => go(stepSlide(index, -1, count)),
					children: /* @__PURE__ */ jsx(ChevronLeftIcon, { size: 22 })
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: `${vehicle_module_default.arrow} ${vehicle_module_default.arrowNext}`,
					"aria-label": "Next photo",
					onClick: () => go(stepSlide(index, 1, count)),
					children: /* @__PURE__ */ jsx(ChevronRightIcon, { size: 22 })
				})] }) : null,
				/* @__PURE__ */ jsxs("div", {
					className: vehicle_module_default.stageBar,
					children: [/* @__PURE__ */ jsxs("span", {
						className: vehicle_module_default.counter,
						"aria-live": "polite",
						children: [
							index + 1,
							" / ",
							count
						]
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: vehicle_module_default.fullscreenButton,
						onClick: () => onFullscreen(index),
						"aria-label": "View photos full screen",
						children: [/* @__PURE__ */ jsx(ExpandIcon, { size: 16 }), /* @__PURE__ */ jsx("span", { children: "Full screen" })]
					})]
				})
			]
		}), showsThumbnails(count) ? /* @__PURE__ */ jsx("div", {
			ref: thumbs,
			className: vehicle_module_default.thumbs,
			role: "group",
			"aria-label": "Choose a photo",
			children: slides.map((slide, i) => /* @__PURE__ */ jsx("button", {
				type: "button",
				className: vehicle_module_default.thumb,
				"aria-label": `Show ${slide.kind === "video" ? "video" : "photo"} ${i + 1}`,
				"aria-current": i === index || void 0,
				onClick: () => go(i),
				children: slide.kind === "image" || slide.thumbUrl ? /* @__PURE__ */ jsx("img", {
					src: slide.thumbUrl ?? void 0,
					alt: "",
					width: 120,
					height: 75,
					loading: "lazy",
					decoding: "async",
					draggable: false
				}) : /* @__PURE__ */ jsx("span", {
					className: vehicle_module_default.thumbVideo,
					children: /* @__PURE__ */ jsx(PlayIcon, { size: 18 })
				})
			}, `${slide.url}-${i}`))
		}) : null]
	});
}
// domain/vehicle/market-comparison.ts
/**
* The price a market comparison is about: the asking price the shopper sees, by the spec 1
* §4 precedence (offer or reduced price above $10, else the price). A weekly subscription
* is left out (not comparable with a market price of the whole car); PREORDER or no price:
* nothing to compare.
*/
function comparableListingPrice(car) {
	const display = priceDisplay(car, { subscriptions: false });
	return display._tag === "Offer" || display._tag === "Price" ? O.some(display.amount) : O.none;
}
/**
* spec 1 §3 price comparison result, computed from the car's market data (autograb_data).
*
* `fill` is where the listing price sits in the market range, read as a deal score:
* `(market_range_max − listing_price) / (market_range_max − market_range_min)`, clamped to
* 0…1 and rounded to 2 decimals. So a lower price is a better deal and a higher fill: 1 at or
* below the bottom of the market, 0 at or above its top, 0.5 mid-range. That matches the
* spec 1 §4 labels ('Great Deal' from 0.65, 'Good Deal' below).
*
* None (no comparison to make) without a listing price, without market data, or without a
* proper range (min and max present, positive, min below max). Confidence and description
* are passed on as given (null when absent): whether the panel shows is the UI's call with
* priceComparisonPanel (confidence above 0.2, max not below the price).
*/
function marketComparison(car) {
	const data = car.autograb_data;
	const price = comparableListingPrice(car);
	if (!data || O.isNone(price)) return O.none;
	const min = data.market_range_min;
	const max = data.market_range_max;
	if (!isAmount(min) || !isAmount(max) || !(min < max)) return O.none;
	const listing = price.value;
	const fill = Math.round(clamp01((max - listing) / (max - min)) * 100) / 100;
	const confidence = typeof data.confidence === "number" && Number.isFinite(data.confidence) ? data.confidence : null;
	const description = data.description?.trim() ? data.description.trim() : null;
	return O.some({
		fill,
		listing_price: listing,
		market_range_min: min,
		market_range_max: max,
		confidence,
		description
	});
}
function isAmount(n) {
	return typeof n === "number" && Number.isFinite(n) && n > 0;
}
function clamp01(n) {
	return Math.min(1, Math.max(0, n));
}
// ui/features/vehicle/car-media.tsx
var GalleryFullscreen = lazy(() => import("./gallery-fullscreen-B2Gr9GMm.js"));
var SpinViewer = lazy(() => import("./spin-viewer-CYtZkrzz.js"));
/**
* The top of the page (spec 1 §2): the 360° viewer's Spin / Images / Interior views when the
* car has spin frames, otherwise the gallery; a placeholder with a request-photos option
* when the car has no photos at all.
*/
function CarMedia({ car, slides, title, autoRotate, galleryFirst, overlay, onRequestPhotos }) {
	const mounted = useMounted();
	const views = carViewerViews(car, slides.length);
	const [view, setView] = useState(() => initialCarViewerView(views, galleryFirst));
	const [index, setIndex] = useState(0);
	const [fullscreen, setFullscreen] = useState(false);
	const [fullscreenLoaded, setFullscreenLoaded] = useState(false);
	const frames = car.spin_images ?? [];
	const openFullscreen = (at) => {
		setIndex(at);
		setFullscreenLoaded(true);
		setFullscreen(true);
	};
	const showGallery = view === null || view === "images";
	let body;
	if (showGallery && slides.length === 0) body = /* @__PURE__ */ jsxs("div", {
		className: vehicle_module_default.noPhotos,
		children: [
			/* @__PURE__ */ jsx(CameraIcon, { size: 40 }),
			/* @__PURE__ */ jsx("p", { children: "Photos coming soon" }),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: vehicle_module_default.requestPhotos,
				onClick: onRequestPhotos,
				children: "Request photos"
			}),
			overlay
		]
	});
	else if (showGallery) body = /* @__PURE__ */ jsx(Gallery, {
		slides,
		title,
		index,
		onIndexChange: setIndex,
		onFullscreen: openFullscreen,
		overlay
	});
	else {
		const poster = view === "interior" ? car.spin_interior_image ?? "" : frames[0] ?? "";
		const posterImage = /* @__PURE__ */ jsx("img", {
			className: vehicle_module_default.spinPoster,
			src: poster,
			alt: `${title}, ${view === "interior" ? "interior" : "360° view"}`,
			width: 800,
			height: 500,
			fetchPriority: "high"
		});
		body = /* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.spinStage,
			children: [mounted ? /* @__PURE__ */ jsx(Suspense, {
				fallback: posterImage,
				children: /* @__PURE__ */ jsx(SpinViewer, {
					mode: view === "interior" ? "interior" : "spin",
					frames,
					interiorImage: car.spin_interior_image ?? null,
					hotspots: car.hotspots ?? null,
					autoRotate,
					title
				}, view)
			}) : posterImage, overlay]
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: vehicle_module_default.media,
		children: [
			views.length > 1 ? /* @__PURE__ */ jsx(SegmentedControl, {
				className: vehicle_module_default.viewTabs,
				"aria-label": "Car viewer",
				value: view ?? "images",
				onChange: (value) => setView(value),
				data: views.map((v) => ({
					value: v,
					label: CAR_VIEWER_LABELS[v]
				}))
			}) : null,
			body,
			fullscreenLoaded ? /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(GalleryFullscreen, {
					slides,
					title,
					index,
					onIndexChange: setIndex,
					opened: fullscreen,
					onClose: () => setFullscreen(false)
				})
			}) : null
		]
	});
}
// ui/features/vehicle/vehicle-details.tsx
var FACT_ICONS = {
	odometer: /* @__PURE__ */ jsx(GaugeIcon, { size: 20 }),
	transmission: /* @__PURE__ */ jsx(GearIcon, { size: 20 }),
	fuel: /* @__PURE__ */ jsx(FuelIcon, { size: 20 }),
	body: /* @__PURE__ */ jsx(BodyIcon, { size: 20 }),
	drive: /* @__PURE__ */ jsx(CarIcon, { size: 20 })
};
function ToggleButton({ label, expanded, controls, onClick }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: vehicle_module_default.textToggle,
		"aria-expanded": expanded,
		"aria-controls": controls,
		onClick,
		children: label
	});
}
/** spec 1 §2, §9: the key-information grid, 4 specs then Show More / Show Less. */
function KeyInformation({ facts }) {
	const [expanded, setExpanded] = useState(false);
	const id = useId();
	const shown = keyInformation(facts, expanded);
	if (facts.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: vehicle_module_default.section,
		"aria-labelledby": `${id}-h`,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: `${id}-h`,
				className: vehicle_module_default.sectionTitle,
				children: "Key Information"
			}),
			/* @__PURE__ */ jsx("dl", {
				id: `${id}-list`,
				className: vehicle_module_default.keyInfo,
				children: shown.items.map((fact) => /* @__PURE__ */ jsxs("div", {
					className: vehicle_module_default.keyInfoItem,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: vehicle_module_default.keyInfoIcon,
							children: FACT_ICONS[fact.key] ?? /* @__PURE__ */ jsx(TagIcon, { size: 20 })
						}),
						/* @__PURE__ */ jsx("dt", { children: fact.label }),
						/* @__PURE__ */ jsx("dd", { children: String(fact.value) })
					]
				}, fact.key))
			}),
			shown.toggle ? /* @__PURE__ */ jsx(ToggleButton, {
				label: shown.toggle,
				expanded,
				controls: `${id}-list`,
				onClick: () => setExpanded((e) => !e)
			}) : null
		]
	});
}
/** spec 1 §2: the specification list titled with the vehicle type plus 'Details'. */
function SpecificationList({ car, rows }) {
	const id = useId();
	if (rows.length === 0) return null;
	return /* @__PURE__ */ jsxs("section", {
		className: vehicle_module_default.section,
		"aria-labelledby": `${id}-h`,
		children: [/* @__PURE__ */ jsx("h2", {
			id: `${id}-h`,
			className: vehicle_module_default.sectionTitle,
			children: specificationListTitle(car.item_type)
		}), /* @__PURE__ */ jsx("dl", {
			className: vehicle_module_default.specList,
			children: rows.map((row) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: row.label }), /* @__PURE__ */ jsx("dd", { children: String(row.value) })] }, row.label))
		})]
	});
}
/** spec 1 §2, §9: a feature list, 8 items then Show All / Hide. */
function FeatureList({ items, label }) {
	const [expanded, setExpanded] = useState(false);
	const id = useId();
	const shown = featureList(items, expanded);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
		id,
		className: vehicle_module_default.featureList,
		"aria-label": label,
		children: shown.items.map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(CheckIcon, {
			size: 16,
			className: vehicle_module_default.featureTick
		}), item] }, item))
	}), shown.toggle ? /* @__PURE__ */ jsx(ToggleButton, {
		label: shown.toggle,
		expanded,
		controls: id,
		onClick: () => setExpanded((e) => !e)
	}) : null] });
}
function Section({ title, id, children, className }) {
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		id,
		className: `${vehicle_module_default.section} ${className ?? ""}`,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: vehicle_module_default.sectionTitle,
			children: title
		}), children]
	});
}
/** spec 1 §4, §8, §9: dealer comments collapsed to 400 characters, or the pending message. */
function DealerComments({ comments }) {
	const [expanded, setExpanded] = useState(false);
	const id = useId();
	const shown = dealerComments(comments, expanded);
	return /* @__PURE__ */ jsxs(Section, {
		title: "Dealer Comments",
		id: "dealer-comments",
		children: [/* @__PURE__ */ jsx("p", {
			id,
			className: vehicle_module_default.comments,
			children: shown.text
		}), shown.toggle ? /* @__PURE__ */ jsx(ToggleButton, {
			label: shown.toggle,
			expanded,
			controls: id,
			onClick: () => setExpanded((e) => !e)
		}) : null]
	});
}
/**
* spec 1 §2 sections: 'Dealer Comments', 'What's Included', 'Why Buy From Us?', 'Reserve
* Online', 'Protect Your Car', and 'Features' only when the car has features. Choices: the
* standard equipment is what's included; Reserve Online shows only where the car can be
* reserved (spec 1 §5); the copy of the three selling sections is the site's template copy.
*/
function VehicleSections({ car, site, onEnquire }) {
	const included = car.standardEquipment ?? [];
	const features = car.features ?? [];
	const reserve = reserveButton(car, {
		enabled: site.features.reserveButton,
		siteDeposit: site.reserve_deposit
	});
	const usedLabel = site.labels.used;
	const reasons = [
		site.features.moneyBackGuarantee && car.car_type === "used" ? `48-hour money-back guarantee on ${usedLabel.toLowerCase()} vehicles` : `Every ${car.car_type === "new" ? "new vehicle backed by the full factory warranty" : `${usedLabel.toLowerCase()} vehicle inspected and serviced before delivery`}`,
		"Competitive finance from our lending partners, approved in hours",
		"Trade-ins welcome: get an instant valuation online",
		`Local, family-run service from the ${site.name} team`
	];
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(DealerComments, { comments: car.dealercomments }),
		included.length > 0 ? /* @__PURE__ */ jsx(Section, {
			title: "What's Included",
			id: "whats-included",
			children: /* @__PURE__ */ jsx(FeatureList, {
				items: included,
				label: "Standard equipment"
			})
		}) : null,
		features.length > 0 ? /* @__PURE__ */ jsx(Section, {
			title: "Features",
			id: "features",
			children: /* @__PURE__ */ jsx(FeatureList, {
				items: features,
				label: "Features and options"
			})
		}) : null,
		/* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.promoGrid,
			children: [
				/* @__PURE__ */ jsx(Section, {
					title: "Why Buy From Us?",
					className: vehicle_module_default.promoCard,
					children: /* @__PURE__ */ jsx("ul", {
						className: vehicle_module_default.reasonList,
						children: reasons.map((reason) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(CheckIcon, {
							size: 16,
							className: vehicle_module_default.featureTick
						}), reason] }, reason))
					})
				}),
				O.isSome(reserve) ? /* @__PURE__ */ jsxs(Section, {
					title: "Reserve Online",
					className: vehicle_module_default.promoCard,
					children: [
						/* @__PURE__ */ jsxs("p", {
							className: vehicle_module_default.promoLead,
							children: [
								/* @__PURE__ */ jsx(LockIcon, { size: 18 }),
								" Secure it now with a ",
								reserve.value.deposit,
								" deposit."
							]
						}),
						/* @__PURE__ */ jsx("ul", {
							className: vehicle_module_default.reasonList,
							children: RESERVATION_TERMS.map((term) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(CheckIcon, {
								size: 16,
								className: vehicle_module_default.featureTick
							}), term] }, term))
						}),
						/* @__PURE__ */ jsx(Button, {
							component: Link,
							to: `/cars/${car.slug}/checkout`,
							variant: "light",
							size: "sm",
							children: reserve.value.label
						})
					]
				}) : null,
				isAvailable(car) ? /* @__PURE__ */ jsxs(Section, {
					title: "Protect Your Car",
					className: vehicle_module_default.promoCard,
					children: [
						/* @__PURE__ */ jsxs("p", {
							className: vehicle_module_default.promoLead,
							children: [/* @__PURE__ */ jsx(ShieldIcon, { size: 18 }), " Keep it looking and running like the day you bought it."]
						}),
						/* @__PURE__ */ jsx("ul", {
							className: vehicle_module_default.reasonList,
							children: [
								"Extended warranty up to 5 years",
								"Paint, fabric and leather protection",
								"Comprehensive and gap insurance",
								"Roadside assistance Australia-wide"
							].map((item) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(CheckIcon, {
								size: 16,
								className: vehicle_module_default.featureTick
							}), item] }, item))
						}),
						/* @__PURE__ */ jsx(Button, {
							variant: "light",
							size: "sm",
							onClick: onEnquire,
							children: "Ask about protection"
						})
					]
				}) : null
			]
		})
	] });
}
// ui/features/vehicle/vehicle-facts.ts
/** '2.0 L' */
var litres = (value) => typeof value === "number" && value > 0 ? `${value.toFixed(1)} L` : null;
/** spec 1 §5: caravan lengths arrive in feet and show in metres ('7.32 m'). */
var metres = (feet) => typeof feet === "number" && Number.isFinite(feet) && feet > 0 ? `${feetToMetres(feet).toFixed(2)} m` : null;
var kg = (value) => typeof value === "number" && value > 0 ? `${formatNumber(value)} kg` : null;
/** 'YYYY-MM' or 'YYYY-MM-DD' → 'MM/YYYY'. */
function monthYear(value) {
	const match = /^(\d{4})-(\d{2})/.exec(value ?? "");
	return match ? `${match[2]}/${match[1]}` : value ?? null;
}
function keyFact(key, label, value) {
	return {
		key,
		label,
		value
	};
}
/**
* The key-information grid (spec 1 §2, first 4 shown): the facts a shopper compares first.
* A caravan's are its berth, length and weight; empty values are dropped (spec 1 §5).
*/
function keyFacts(car, site) {
	const caravan = car.item_type === "caravan";
	const spec = car.specifications;
	return (caravan ? [
		keyFact("sleeps", "Sleeps", spec?.sleeps ? `${spec.sleeps} people` : null),
		keyFact("length", "Body length", metres(spec?.body_length)),
		keyFact("tare", "Tare weight", kg(spec?.tare_weight)),
		keyFact("condition", "Condition", carTypeLabel(car.car_type, site.labels)),
		keyFact("body", "Type", car.simple_body),
		keyFact("colour", "Colour", car.colour),
		keyFact("stock", "Stock number", car.stocknum)
	] : [
		keyFact("odometer", "Odometer", formatKm(car.km)),
		keyFact("transmission", "Transmission", car.simple_transmission ?? car.trans),
		keyFact("fuel", "Fuel type", car.simple_fuel ?? car.fuel),
		keyFact("body", "Body type", car.simple_body),
		keyFact("drive", "Drive", car.simple_drive ?? car.drive),
		keyFact("engine", "Engine", litres(car.engine_size_litres ?? car.variant?.enginesize_litres)),
		keyFact("colour", "Colour", car.colour),
		keyFact("seats", "Seats", car.seats),
		keyFact("doors", "Doors", car.doors),
		keyFact("condition", "Condition", carTypeLabel(car.car_type, site.labels))
	]).filter((entry) => isPresentSpecValue(entry.value));
}
/**
* The specification list titled '{vehicle type} Details' (spec 1 §2): the listing's
* descriptors, the variant's technical data and, for caravans, the caravan specifications
* in metres. Empty values are dropped (spec 1 §5); rego expiry shows only when in the future.
*/
function specificationRows(car, site, now) {
	const v = car.variant;
	const s = car.specifications;
	return presentSpecs([
		{
			label: "Make",
			value: normaliseMake(car.make)
		},
		{
			label: "Model",
			value: car.model
		},
		{
			label: "Badge",
			value: car.badge
		},
		{
			label: "Series",
			value: car.series
		},
		{
			label: "Year",
			value: car.year
		},
		{
			label: "Condition",
			value: carTypeLabel(car.car_type, site.labels)
		},
		{
			label: "Body type",
			value: car.simple_body
		},
		{
			label: "Colour",
			value: car.colour
		},
		{
			label: "Interior colour",
			value: car.interior_colour
		},
		{
			label: "Odometer",
			value: car.item_type === "caravan" ? null : formatKm(car.km)
		},
		{
			label: "Transmission",
			value: car.trans ?? car.simple_transmission
		},
		{
			label: "Drive",
			value: car.drive ?? car.simple_drive
		},
		{
			label: "Fuel type",
			value: car.fuel ?? car.simple_fuel
		},
		{
			label: "Engine size",
			value: car.engine_size ? `${formatNumber(car.engine_size)} cc` : null
		},
		{
			label: "Cylinders",
			value: v?.cylinders
		},
		{
			label: "Induction",
			value: v?.induction
		},
		{
			label: "Torque",
			value: v?.torque ? `${v.torque} Nm` : null
		},
		{
			label: "Gear type",
			value: v?.geartype
		},
		{
			label: "Fuel consumption (combined)",
			value: v?.fuelconsumptioncombined ? `${v.fuelconsumptioncombined} L/100km` : null
		},
		{
			label: "Fuel capacity",
			value: v?.fuelcapacity ? `${v.fuelcapacity} L` : null
		},
		{
			label: "Gross vehicle mass",
			value: kg(v?.grossvehiclemass)
		},
		{
			label: "Length",
			value: v?.vehiclelength ? `${formatNumber(v.vehiclelength)} mm` : null
		},
		{
			label: "Width",
			value: v?.vehiclewidth ? `${formatNumber(v.vehiclewidth)} mm` : null
		},
		{
			label: "Height",
			value: v?.vehicleheight ? `${formatNumber(v.vehicleheight)} mm` : null
		},
		{
			label: "Body configuration",
			value: v?.bodyconfiguration
		},
		{
			label: "ANCAP safety rating",
			value: v?.ancaprating ? `${v.ancaprating} stars` : null
		},
		{
			label: "Body length",
			value: metres(s?.body_length)
		},
		{
			label: "Body width",
			value: metres(s?.body_width)
		},
		{
			label: "Tare weight",
			value: kg(s?.tare_weight)
		},
		{
			label: "Aggregate trailer mass",
			value: kg(s?.aggregate_trailer_mass)
		},
		{
			label: "Axle type",
			value: s?.axle_type
		},
		{
			label: "Sleeps",
			value: s?.sleeps
		},
		{
			label: "Seats",
			value: car.seats
		},
		{
			label: "Doors",
			value: car.doors
		},
		{
			label: "VIN",
			value: car.vin
		},
		{
			label: "Stock number",
			value: car.stocknum
		},
		{
			label: "Registration",
			value: car.regplate
		},
		{
			label: "Registration expiry",
			value: regoExpiryText(car.rego_expiry, now)
		},
		{
			label: "Build date",
			value: monthYear(car.build_date)
		},
		{
			label: "Compliance date",
			value: monthYear(car.compliance_date)
		}
	]);
}
// ui/features/vehicle/vehicle-finance.ts
/** The car's asking price (spec 1 §4 precedence: an offer above $10, else the price); 0 without one. */
var askingPrice = (car) => O.getOrElse(() => 0)(comparableListingPrice(car));
/**
* spec 2 §4: the finance estimate of the sidebar and sticky header — shown only when the
* domain says the site's provider may show it for this car, at the lender's weekly payment.
*/
function financeEstimate(car, site, now) {
	const eligibility = financeEstimateEligibility({
		car,
		provider: site.finance_provider,
		site: { manufacturer: site.manufacturer },
		currentYear: new Date(now).getUTCFullYear()
	});
	if (E.isLeft(eligibility)) return null;
	const lender = eligibility.right;
	const price = askingPrice(car) || car.price;
	const weekly = estimateWeeklyPayment({
		price,
		lender
	});
	if (weekly === null || lender.interestRate == null || lender.comparisonRate == null) return null;
	return {
		weekly,
		weeklyText: formatDollars(weekly),
		interestRate: lender.interestRate,
		comparisonRate: lender.comparisonRate,
		provider: lender.financeProvider ?? site.finance_provider
	};
}
// ui/features/vehicle/vehicle-scroll-bars.tsx
/**
* The site header stays at the top where the site has a sticky header; the vehicle's bar
* slides in just under it, so neither hides the other.
*/
function useSiteHeaderHeight() {
	const [height, setHeight] = useState(0);
	useEffect(() => {
		const header = document.querySelector("header");
		if (!header || getComputedStyle(header).position !== "sticky") return;
		const measure = () => setHeight(header.getBoundingClientRect().height);
		measure();
		const observer = new ResizeObserver(measure);
		observer.observe(header);
		return () => observer.disconnect();
	}, []);
	return height;
}
/**
* spec 1 §2, §4, §9: the sticky header bar, shown once the page has scrolled 500 px, with
* the finance estimate per week at the lender's sample rate. Sites can turn it off.
*/
function StickyHeader({ title, subtitle, price, estimate, image, enquireLabel, onEnquire, phone }) {
	const [scroll] = useWindowScroll();
	const shown = isStickyHeaderShown(scroll.y);
	const top = useSiteHeaderHeight();
	return /* @__PURE__ */ jsx("div", {
		className: vehicle_module_default.stickyHeader,
		"data-shown": shown || void 0,
		inert: !shown,
		style: { top },
		children: /* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.stickyInner,
			children: [
				image ? /* @__PURE__ */ jsx("img", {
					src: image,
					alt: "",
					width: 80,
					height: 50,
					className: vehicle_module_default.stickyImage,
					loading: "lazy"
				}) : null,
				/* @__PURE__ */ jsxs("div", {
					className: vehicle_module_default.stickyTitle,
					children: [/* @__PURE__ */ jsx("strong", { children: title }), /* @__PURE__ */ jsx("span", { children: subtitle })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: vehicle_module_default.stickyPrice,
					children: [/* @__PURE__ */ jsx("strong", { children: price ?? "SOLD" }), estimate ? /* @__PURE__ */ jsxs("span", { children: [
						estimate.weeklyText,
						"/wk at ",
						estimate.interestRate,
						"% p.a.*"
					] }) : null]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: vehicle_module_default.stickyActions,
					children: [/* @__PURE__ */ jsx(Button, {
						size: "sm",
						onClick: onEnquire,
						children: enquireLabel
					}), phone ? /* @__PURE__ */ jsx(Button, {
						size: "sm",
						variant: "outline",
						component: "a",
						href: phoneHref(phone),
						className: vehicle_module_default.desktopOnly,
						leftSection: /* @__PURE__ */ jsx(PhoneIcon, { size: 16 }),
						children: "Call"
					}) : null]
				})
			]
		})
	});
}
/**
* spec 1 §2, §9: the mobile sticky bar of calls to action, restyled once the page has
* scrolled past 900 px; the chat bubble toggles its class at the same point.
*/
function MobileBar({ price, enquireLabel, onEnquire, phone, chat }) {
	const [scroll] = useWindowScroll();
	const past = isPastMobileBarThreshold(scroll.y);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
		className: vehicle_module_default.mobileBar,
		"data-past": past || void 0,
		children: [
			past && price ? /* @__PURE__ */ jsx("span", {
				className: vehicle_module_default.mobileBarPrice,
				children: price
			}) : null,
			/* @__PURE__ */ jsx(Button, {
				size: past ? "sm" : "md",
				onClick: onEnquire,
				className: vehicle_module_default.mobileBarButton,
				variant: past ? "white" : "filled",
				children: past ? "Enquire" : enquireLabel === "Instant Message" ? "Message Us" : enquireLabel
			}),
			phone ? /* @__PURE__ */ jsx(Button, {
				size: past ? "sm" : "md",
				component: "a",
				href: phoneHref(phone),
				variant: past ? "white" : "default",
				className: vehicle_module_default.mobileBarButton,
				leftSection: /* @__PURE__ */ jsx(PhoneIcon, { size: 16 }),
				children: past ? "Call" : "Call Now"
			}) : null
		]
	}), chat ? /* @__PURE__ */ jsx("button", {
		type: "button",
		className: vehicle_module_default.chatBubble,
		"data-past": past || void 0,
		onClick: onEnquire,
		"aria-label": "Chat with us (Instant Message)",
		children: /* @__PURE__ */ jsx(ChatIcon, { size: 24 })
	}) : null] });
}
// ui/features/vehicle/vehicle-sidebar.tsx
/**
* The sidebar of spec 1 §2: title, price by precedence, was-price, market-price badge,
* location, finance estimate, icons for km, transmission and body, and the buttons the site
* and the car allow. A car no longer for sale shows the SOLD message and only the
* 'Find Me Something Similar' form.
*/
function VehicleSidebar({ car, site, title, subtitle, phone, estimate, favourite, printing, views, actions, findSimilar }) {
	const presentation = availabilityPresentation(car);
	const price = priceDisplay(car, {
		subscriptions: site.features.subscriptions,
		noPriceText: site.labels.noPriceText
	});
	const was = wasPriceLabel(price);
	const badge = marketPriceBadge(car);
	const reserve = reserveButton(car, {
		enabled: site.features.reserveButton,
		siteDeposit: site.reserve_deposit
	});
	const certified = isCertifiedUsed(car);
	const location = car.location;
	const caravan = car.item_type === "caravan";
	const facts = [
		{
			key: "km",
			label: "Odometer",
			value: caravan ? null : formatKm(car.km),
			icon: /* @__PURE__ */ jsx(GaugeIcon, { size: 18 })
		},
		{
			key: "trans",
			label: "Transmission",
			value: caravan ? null : car.simple_transmission ?? car.trans,
			icon: /* @__PURE__ */ jsx(GearIcon, { size: 18 })
		},
		{
			key: "body",
			label: "Body",
			value: car.simple_body,
			icon: /* @__PURE__ */ jsx(BodyIcon, { size: 18 })
		}
	].filter((fact) => Boolean(fact.value?.trim()));
	return /* @__PURE__ */ jsxs("div", {
		className: vehicle_module_default.sidebarCard,
		children: [
			certified ? /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: vehicle_module_default.certified,
				onClick: actions.openCertified,
				children: [
					/* @__PURE__ */ jsx(AwardIcon, { size: 16 }),
					" Mazda Assured certified pre-owned ",
					/* @__PURE__ */ jsx("span", {
						className: vehicle_module_default.certifiedMore,
						children: "What’s this?"
					})
				]
			}) : null,
			/* @__PURE__ */ jsx("h1", {
				className: vehicle_module_default.title,
				children: title
			}),
			subtitle ? /* @__PURE__ */ jsx("p", {
				className: vehicle_module_default.subtitle,
				children: subtitle
			}) : null,
			presentation._tag === "ForSale" ? /* @__PURE__ */ jsxs("div", {
				className: vehicle_module_default.priceBlock,
				children: [
					was ? /* @__PURE__ */ jsxs("span", {
						className: vehicle_module_default.wasPrice,
						children: ["Was ", /* @__PURE__ */ jsx("s", { children: was })]
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: vehicle_module_default.priceLine,
						children: [/* @__PURE__ */ jsx("span", {
							className: vehicle_module_default.price,
							"data-testid": "vehicle-price",
							children: priceLabel(price)
						}), price._tag === "Offer" && price.reduced ? /* @__PURE__ */ jsxs("span", {
							className: vehicle_module_default.reduced,
							children: [/* @__PURE__ */ jsx(TagIcon, { size: 12 }), " Reduced"]
						}) : null]
					}),
					/* @__PURE__ */ jsx("span", {
						className: vehicle_module_default.priceType,
						children: price._tag === "Subscription" ? "Subscription, all-inclusive" : price._tag === "Price" || price._tag === "Offer" ? car.price_type ?? "" : ""
					}),
					O.isSome(badge) ? /* @__PURE__ */ jsxs("span", {
						className: vehicle_module_default.marketBadge,
						children: [
							/* @__PURE__ */ jsx(DollarIcon, { size: 14 }),
							" ",
							formatDollars(badge.value.belowAverageBy),
							" below the market average"
						]
					}) : null
				]
			}) : /* @__PURE__ */ jsxs("div", {
				className: vehicle_module_default.soldBlock,
				role: "status",
				children: [/* @__PURE__ */ jsx("span", {
					className: vehicle_module_default.soldHeadline,
					children: presentation.headline
				}), /* @__PURE__ */ jsx("span", { children: presentation.message })]
			}),
			location ? /* @__PURE__ */ jsxs("a", {
				className: vehicle_module_default.location,
				href: "#vehicle-map",
				children: [/* @__PURE__ */ jsx(PinIcon, { size: 16 }), /* @__PURE__ */ jsxs("span", { children: [
					location.name,
					", ",
					location.address.city,
					" ",
					location.address.state
				] })]
			}) : null,
			facts.length > 0 ? /* @__PURE__ */ jsx("ul", {
				className: vehicle_module_default.facts,
				"aria-label": "Key facts",
				children: facts.map((fact) => /* @__PURE__ */ jsxs("li", {
					title: fact.label,
					children: [
						fact.icon,
						/* @__PURE__ */ jsxs("span", {
							className: vehicle_module_default.visuallyHidden,
							children: [fact.label, ": "]
						}),
						fact.value
					]
				}, fact.key))
			}) : null,
			presentation._tag === "ForSale" && estimate ? /* @__PURE__ */ jsxs("a", {
				className: vehicle_module_default.estimate,
				href: "#finance-calculator",
				children: [/* @__PURE__ */ jsxs("span", {
					className: vehicle_module_default.estimateAmount,
					children: [estimate.weeklyText, /* @__PURE__ */ jsx("small", { children: "/wk*" })]
				}), /* @__PURE__ */ jsxs("span", {
					className: vehicle_module_default.estimateText,
					children: [
						"Finance estimate at ",
						estimate.interestRate,
						"% p.a.",
						/* @__PURE__ */ jsx("br", {}),
						"Comparison rate ",
						estimate.comparisonRate,
						"% p.a.* ",
						/* @__PURE__ */ jsx("span", {
							className: vehicle_module_default.estimateLink,
							children: "Calculate repayments"
						})
					]
				})]
			}) : null,
			presentation._tag === "ForSale" ? /* @__PURE__ */ jsxs("div", {
				className: vehicle_module_default.buttons,
				children: [
					/* @__PURE__ */ jsx(Button, {
						size: "md",
						fullWidth: true,
						onClick: actions.enquire,
						leftSection: /* @__PURE__ */ jsx(ChatIcon, { size: 18 }),
						children: enquiryButtonLabel(car, site.features.chatBot)
					}),
					phone ? /* @__PURE__ */ jsxs(Button, {
						component: "a",
						href: phoneHref(phone),
						size: "md",
						fullWidth: true,
						variant: "outline",
						leftSection: /* @__PURE__ */ jsx(PhoneIcon, { size: 18 }),
						children: ["Call Now", /* @__PURE__ */ jsxs("span", {
							className: vehicle_module_default.desktopOnly,
							children: ["\xA0", formatPhone(phone)]
						})]
					}) : null,
					O.isSome(reserve) ? /* @__PURE__ */ jsx(Button, {
						component: Link,
						to: `/cars/${car.slug}/checkout`,
						size: "md",
						fullWidth: true,
						variant: "filled",
						color: "dark",
						leftSection: /* @__PURE__ */ jsx(LockIcon, { size: 18 }),
						className: vehicle_module_default.reserveButton,
						children: /* @__PURE__ */ jsxs("span", {
							className: vehicle_module_default.reserveLabel,
							children: [reserve.value.label, /* @__PURE__ */ jsxs("small", { children: [reserve.value.deposit, " fully refundable deposit"] })]
						})
					}) : null,
					car.file ? /* @__PURE__ */ jsx(Button, {
						component: "a",
						href: car.file,
						target: "_blank",
						rel: "noopener",
						size: "md",
						fullWidth: true,
						variant: "default",
						leftSection: /* @__PURE__ */ jsx(HistoryIcon, { size: 18 }),
						onClick: actions.onHistoryReport,
						children: "Car History Report"
					}) : null,
					/* @__PURE__ */ jsx(Button, {
						size: "md",
						fullWidth: true,
						variant: "default",
						onClick: actions.finance,
						leftSection: /* @__PURE__ */ jsx(DollarIcon, { size: 18 }),
						children: estimate ? "Get Finance Quote" : "Finance Enquiry"
					}),
					/* @__PURE__ */ jsx(Button, {
						component: Link,
						to: `/cars/trade-in?car_id=${car.id}`,
						size: "md",
						fullWidth: true,
						variant: "default",
						leftSection: /* @__PURE__ */ jsx(SwapIcon, { size: 18 }),
						children: "Trade-In Valuation"
					}),
					isOnlinePurchaseShown(car, site.features.onlinePurchase) ? /* @__PURE__ */ jsx(Button, {
						component: Link,
						to: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`,
						size: "md",
						fullWidth: true,
						variant: "default",
						leftSection: /* @__PURE__ */ jsx(CartIcon, { size: 18 }),
						children: "Online Purchase"
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: vehicle_module_default.iconActions,
						children: [
							/* @__PURE__ */ jsx(Button, {
								variant: "subtle",
								size: "xs",
								leftSection: /* @__PURE__ */ jsx(ShareIcon, { size: 15 }),
								onClick: actions.share,
								children: "Share"
							}),
							isCompareFavouriteEligible(car) ? /* @__PURE__ */ jsx(Button, {
								variant: "subtle",
								size: "xs",
								leftSection: /* @__PURE__ */ jsx(HeartIcon, {
									size: 15,
									filled: favourite
								}),
								onClick: actions.toggleFavourite,
								"aria-pressed": favourite,
								children: favourite ? "Saved" : "Favourite"
							}) : null,
							/* @__PURE__ */ jsx(Button, {
								variant: "subtle",
								size: "xs",
								leftSection: /* @__PURE__ */ jsx(PrintIcon, { size: 15 }),
								onClick: actions.print,
								disabled: printing,
								"aria-busy": printing,
								children: printing ? "Preparing…" : "Print"
							})
						]
					})
				]
			}) : /* @__PURE__ */ jsx("div", {
				id: "find-similar",
				className: vehicle_module_default.findSimilar,
				children: findSimilar
			}),
			views !== null && views > 1 ? /* @__PURE__ */ jsxs("p", {
				className: vehicle_module_default.views,
				children: [
					"Viewed ",
					views.toLocaleString("en-AU"),
					" times"
				]
			}) : null
		]
	});
}
// domain/locations/delivery-zones.ts
/** spec 1 §8: the no-result text, word for word. */
var NO_DELIVERY_ESTIMATE_MESSAGE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
/** spec 1 §5, §8: the calculator's own message for an empty postcode (checked before any lookup). */
var EMPTY_DELIVERY_POSTCODE_MESSAGE = "Please enter a postcode.";
// ui/features/vehicle/vehicle-tools.tsx
/** spec 1 §9: fuel cost = distance / 100 × economy × price, from $1.70/L, 250 km a week, 10 L/100km. */
function FuelCalculatorBox({ car }) {
	const id = useId();
	const economy = car.variant?.fuelconsumptioncombined ?? void 0;
	const [inputs, setInputs] = useState({ ...economy ? { economyLPer100Km: economy } : {} });
	const [texts, setTexts] = useState({
		pricePerLitre: String(FUEL_DEFAULTS.pricePerLitre.toFixed(2)),
		distanceKm: String(FUEL_DEFAULTS.distanceKm),
		economyLPer100Km: String(economy ?? FUEL_DEFAULTS.economyLPer100Km)
	});
	const shown = fuelCalculator(car, inputs);
	if (O.isNone(shown)) return null;
	const set = (key, text) => {
		setTexts((t) => ({
			...t,
			[key]: text
		}));
		const value = Number.parseFloat(text);
		setInputs((current) => {
			const next = { ...current };
			if (Number.isFinite(value)) next[key] = value;
			else delete next[key];
			return next;
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		className: `${vehicle_module_default.section} ${vehicle_module_default.toolCard}`,
		"aria-labelledby": `${id}-h`,
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: `${id}-h`,
				className: vehicle_module_default.sectionTitle,
				children: [/* @__PURE__ */ jsx(FuelIcon, { size: 20 }), " Fuel Calculator"]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: vehicle_module_default.toolGrid,
				children: [
					/* @__PURE__ */ jsx(TextInput, {
						label: "Fuel price",
						leftSection: "$",
						rightSection: /* @__PURE__ */ jsx("span", {
							className: vehicle_module_default.unit,
							children: "/L"
						}),
						inputMode: "decimal",
						value: texts.pricePerLitre,
						onChange: (e) => set("pricePerLitre", e.currentTarget.value)
					}),
					/* @__PURE__ */ jsx(TextInput, {
						label: "Weekly driving",
						rightSection: /* @__PURE__ */ jsx("span", {
							className: vehicle_module_default.unit,
							children: "km"
						}),
						inputMode: "decimal",
						value: texts.distanceKm,
						onChange: (e) => set("distanceKm", e.currentTarget.value)
					}),
					/* @__PURE__ */ jsx(TextInput, {
						label: "Fuel economy",
						rightSection: /* @__PURE__ */ jsx("span", {
							className: vehicle_module_default.unit,
							children: "L/100km"
						}),
						rightSectionWidth: 64,
						inputMode: "decimal",
						value: texts.economyLPer100Km,
						onChange: (e) => set("economyLPer100Km", e.currentTarget.value)
					})
				]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: vehicle_module_default.toolResult,
				"aria-live": "polite",
				children: [
					"Estimated fuel cost ",
					/* @__PURE__ */ jsxs("strong", { children: ["$", shown.value.cost.toFixed(2)] }),
					" per week"
				]
			})
		]
	});
}
/** spec 1 §2, §5, §7, §8: postcode → delivery price and region; the empty and no-estimate messages. */
function DeliveryCalculatorBox() {
	const client = useCaryardClient();
	const id = useId();
	const [postcode, setPostcode] = useState("");
	const [busy, setBusy] = useState(false);
	const [answer, setAnswer] = useState(null);
	const submit = async (event) => {
		event.preventDefault();
		if (postcode.trim() === "") {
			setAnswer({
				ok: false,
				text: EMPTY_DELIVERY_POSTCODE_MESSAGE
			});
			return;
		}
		setBusy(true);
		try {
			const result = await client.deliveryEstimate(postcode.trim());
			setAnswer(E.isRight(result) ? {
				ok: true,
				text: `Delivery to ${result.right.name}: ${formatDollars(result.right.price)}`
			} : {
				ok: false,
				text: result.left.message
			});
		} catch (error) {
			console.warn("Delivery estimate failed.", error);
			setAnswer({
				ok: false,
				text: NO_DELIVERY_ESTIMATE_MESSAGE
			});
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxs("section", {
		className: `${vehicle_module_default.section} ${vehicle_module_default.toolCard}`,
		"aria-labelledby": `${id}-h`,
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: `${id}-h`,
				className: vehicle_module_default.sectionTitle,
				children: [/* @__PURE__ */ jsx(TruckIcon, { size: 20 }), " Delivery Calculator"]
			}),
			/* @__PURE__ */ jsxs("form", {
				className: vehicle_module_default.deliveryForm,
				onSubmit: submit,
				noValidate: true,
				children: [/* @__PURE__ */ jsx(TextInput, {
					label: "Your postcode",
					inputMode: "numeric",
					maxLength: 4,
					value: postcode,
					onChange: (e) => setPostcode(e.currentTarget.value.replace(/\D/g, "").slice(0, 4)),
					placeholder: "e.g. 4000",
					className: vehicle_module_default.deliveryInput
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					loading: busy,
					children: "Estimate delivery"
				})]
			}),
			answer ? /* @__PURE__ */ jsx("p", {
				className: answer.ok ? vehicle_module_default.toolResult : vehicle_module_default.toolError,
				role: answer.ok ? "status" : "alert",
				children: answer.text
			}) : null
		]
	});
}
/**
* spec 1 §4: the call-the-dealer box — the number masked (first 5 characters kept) until a
* click reveals it and records the reveal with car, dealership and site; shown from the start
* where the site says so. Also the car's location (#vehicle-map).
*/
function CallDealerBox({ car, site, phone }) {
	const client = useCaryardClient();
	const id = useId();
	const [revealed, setRevealed] = useState(site.features.revealPhoneByDefault);
	const location = car.location;
	const reveal = () => {
		setRevealed(true);
		client.revealPhone(car.slug, {
			car_id: car.id,
			dealership_id: car.dealership_id,
			website_id: site.id
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		id: "vehicle-map",
		className: `${vehicle_module_default.section} ${vehicle_module_default.toolCard}`,
		"aria-labelledby": `${id}-h`,
		children: [/* @__PURE__ */ jsxs("h2", {
			id: `${id}-h`,
			className: vehicle_module_default.sectionTitle,
			children: [/* @__PURE__ */ jsx(PhoneIcon, { size: 20 }), " Call the Dealer"]
		}), /* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.dealerBox,
			children: [location ? /* @__PURE__ */ jsxs("address", {
				className: vehicle_module_default.dealerAddress,
				children: [
					/* @__PURE__ */ jsx("strong", { children: location.name }),
					/* @__PURE__ */ jsxs("span", { children: [
						location.address.street,
						", ",
						location.address.city,
						" ",
						location.address.state,
						" ",
						location.address.postcode
					] }),
					location.address.place_url ? /* @__PURE__ */ jsxs("a", {
						href: location.address.place_url,
						target: "_blank",
						rel: "noopener noreferrer",
						className: vehicle_module_default.directions,
						children: [/* @__PURE__ */ jsx(PinIcon, { size: 14 }), " Get directions"]
					}) : null
				]
			}) : null, phone ? revealed ? /* @__PURE__ */ jsxs("a", {
				className: vehicle_module_default.phoneNumber,
				href: phoneHref(phone),
				"data-testid": "dealer-phone",
				children: [
					/* @__PURE__ */ jsx(PhoneIcon, { size: 18 }),
					" ",
					formatPhone(phone)
				]
			}) : /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: vehicle_module_default.phoneNumber,
				onClick: reveal,
				"aria-label": `Show the phone number ${maskPhone(phone)}`,
				"data-testid": "dealer-phone",
				children: [
					/* @__PURE__ */ jsx(PhoneIcon, { size: 18 }),
					" ",
					maskPhone(phone),
					" ",
					/* @__PURE__ */ jsx("span", {
						className: vehicle_module_default.reveal,
						children: "Show number"
					})
				]
			}) : null]
		})]
	});
}
function openShareWindow(url) {
	const left = Math.max(0, Math.round((window.screen.width - SHARE_WINDOW.width) / 2));
	const top = Math.max(0, Math.round((window.screen.height - SHARE_WINDOW.height) / 2));
	window.open(url, "share", `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener`);
}
/** spec 1 §2, §4: the share bar — Facebook, Twitter where the site has it, email and a copy button ('Copied' for 1.5 s). */
function ShareBar({ title, url, twitter }) {
	const clipboard = useClipboard({ timeout: COPIED_LABEL_MS });
	const id = useId();
	const encoded = encodeURIComponent(url);
	return /* @__PURE__ */ jsxs("section", {
		className: vehicle_module_default.shareBar,
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: vehicle_module_default.shareTitle,
			children: "Share this vehicle"
		}), /* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.shareButtons,
			children: [
				/* @__PURE__ */ jsx(Button, {
					variant: "default",
					size: "xs",
					leftSection: /* @__PURE__ */ jsx(FacebookIcon, { size: 14 }),
					onClick: () => openShareWindow(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`),
					children: "Facebook"
				}),
				twitter ? /* @__PURE__ */ jsx(Button, {
					variant: "default",
					size: "xs",
					leftSection: /* @__PURE__ */ jsx(XIcon, { size: 14 }),
					onClick: () => openShareWindow(`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`),
					children: "Twitter"
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					variant: "default",
					size: "xs",
					leftSection: /* @__PURE__ */ jsx(MailIcon, { size: 14 }),
					component: "a",
					href: `mailto:?subject=${encodeURIComponent(title)}&body=${encoded}`,
					children: "Email"
				}),
				/* @__PURE__ */ jsx(Button, {
					variant: clipboard.copied ? "light" : "default",
					size: "xs",
					leftSection: /* @__PURE__ */ jsx(LinkIcon, { size: 14 }),
					onClick: () => clipboard.copy(url),
					"aria-live": "polite",
					children: clipboard.copied ? COPIED_LABEL : "Copy link"
				})
			]
		})]
	});
}
/** spec 1 §4: the dismissible announcement bar, shown only when the car is away from the primary location's city. */
function AnnouncementBar({ car, onDismiss }) {
	const location = car.location;
	const city = car.city ?? location?.address.city ?? "";
	return /* @__PURE__ */ jsx("div", {
		className: vehicle_module_default.announcement,
		role: "region",
		"aria-label": "Announcement",
		children: /* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.announcementInner,
			children: [
				/* @__PURE__ */ jsx(InfoIcon, { size: 18 }),
				/* @__PURE__ */ jsxs("p", { children: [
					"This vehicle is located at ",
					/* @__PURE__ */ jsx("strong", { children: location?.name ?? city }),
					" in ",
					city,
					location ? ` ${location.address.state}` : "",
					". Ask us about an inspection there, or delivery to your door."
				] }),
				/* @__PURE__ */ jsx(CloseButton, {
					"aria-label": "Dismiss announcement",
					onClick: onDismiss,
					size: "md",
					className: vehicle_module_default.announcementClose
				})
			]
		})
	});
}
// ui/features/vehicle/use-vehicle-page.ts
/** Sends an analytics event about the car (spec 2 §7 ids); a failure is logged by the client and ignored. */
function useTrack(carId) {
	const client = useCaryardClient();
	return useCallback((eventId) => {
		client.trackEvent({
			event_id: eventId,
			car_id: carId,
			url: window.location.href
		});
	}, [client, carId]);
}
/**
* spec 1 §7: on load the page records a view (`view.json`) with its copy of the car and
* applies the live fields the answer says are newer (price, status, photos); spec 1 §9:
* a used-vehicle view sends event 4. A failed call returns nothing (logged, ignored).
*/
function useRecordView(car, site) {
	const client = useCaryardClient();
	const track = useTrack(car.id);
	const [views, setViews] = useState(null);
	const [live, setLive] = useState({});
	useEffect(() => {
		let cancelled = false;
		setLive({});
		client.recordView(car.slug, {
			photos_count: car.photos_count,
			updated_at: car.updated_at,
			website_id: site.id
		}).then((answer) => {
			if (cancelled || !answer) return;
			setViews(answer.views);
			setLive(answer.car_fields ?? {});
		}).catch((error) => console.warn("The view of this car was not recorded.", error));
		const event = vehicleViewEventId(car.car_type);
		if (O.isSome(event)) track(event.value);
		return () => {
			cancelled = true;
		};
	}, [car.slug]);
	return {
		views,
		live
	};
}
/** spec 2 §9: one toast at a time, gone after 3000 ms. */
function useToast() {
	const [toast, setToast] = useState(null);
	const timer = useRef(void 0);
	const hide = useCallback(() => {
		window.clearTimeout(timer.current);
		setToast(null);
	}, []);
	const show = useCallback((text) => {
		window.clearTimeout(timer.current);
		setToast(text);
		timer.current = window.setTimeout(() => setToast(null), COPY_TOAST_MS);
	}, []);
	useEffect(() => () => window.clearTimeout(timer.current), []);
	return {
		toast,
		show,
		hide
	};
}
/**
* spec 1 §4, §7, §8: Print downloads the car's PDF (`{slug}.pdf`) with a preparing state
* while it downloads; a failure shows its message in an alert.
*/
function usePrintPdf(slug, onPrinted) {
	const client = useCaryardClient();
	const [preparing, setPreparing] = useState(false);
	return {
		preparing,
		print: useCallback(async () => {
			setPreparing(true);
			try {
				const response = await fetch(client.carPdfUrl(slug), {
					headers: { accept: "application/pdf" },
					credentials: "same-origin"
				});
				if (!response.ok) {
					const body = await response.json().catch(() => null);
					throw new Error(body?.error?.message ?? `The PDF could not be prepared (HTTP ${response.status}).`);
				}
				const blob = await response.blob();
				const href = URL.createObjectURL(blob);
				const link = document.createElement("a");
				link.href = href;
				link.download = `${slug}.pdf`;
				document.body.append(link);
				link.click();
				link.remove();
				window.setTimeout(() => URL.revokeObjectURL(href), 1e4);
				onPrinted();
			} catch (error) {
				window.alert(error instanceof Error ? error.message : "The PDF could not be prepared. Please try again.");
			} finally {
				setPreparing(false);
			}
		}, [
			client,
			slug,
			onPrinted
		])
	};
}
// ui/features/vehicle/vehicle-page.tsx
var leadForms = () => import("./lead-forms-DQprtN0m.js");
var LeadFormModal = lazy(() => leadForms().then((m) => ({ default: m.LeadFormModal })));
var FindSimilarForm = lazy(() => leadForms().then((m) => ({ default: m.FindSimilarForm })));
var PriceComparison = lazy(() => import("./price-comparison-CZlWyK8c.js"));
var SimilarCars = lazy(() => import("./similar-cars-DUkQRfp3.js"));
var CertifiedUsedDialog = lazy(() => import("./certified-used-dialog-BjfqN-9-.js"));
var TAG_TONE = {
	ElectricHybrid: vehicle_module_default.tagGreen,
	Reserved: vehicle_module_default.tagOrange,
	ComingSoon: vehicle_module_default.tagBlue,
	NewArrival: vehicle_module_default.tagTeal,
	JustSold: vehicle_module_default.tagRed,
	Sold: vehicle_module_default.tagRed,
	Other: vehicle_module_default.tagDark
};
/** spec 2 §2 breadcrumb: Home, the car type's search, the make, the model, the body, then the car. */
function breadcrumbItems(car, site) {
	const ctx = {
		makes: [car.make],
		models: { [car.make]: [car.model] },
		...car.simple_body ? { bodies: [car.simple_body] } : {}
	};
	const noun = car.item_type === "caravan" ? "Caravans" : car.item_type === "motorcycle" ? "Motorcycles" : car.item_type === "truck" ? "Trucks" : "Cars";
	const items = [
		{
			label: "Home",
			href: "/"
		},
		{
			label: `${carTypeLabel(car.car_type, site.labels)} ${noun}`,
			href: facetLinkHref("car_type", car.car_type, ctx)
		},
		{
			label: normaliseMake(car.make),
			href: facetLinkHref("make", car.make, ctx)
		},
		{
			label: modelDisplayName(car.make, car.model),
			href: searchHref(setRefinement(setRefinement(emptySearchState, "make", [car.make]), "model", [car.model]), ctx)
		}
	];
	if (car.simple_body) items.push({
		label: car.simple_body,
		href: facetLinkHref("body", car.simple_body, ctx)
	});
	items.push({ label: vehicleTitle(car) });
	return items;
}
/** Mounts a lazy part once its placeholder comes within `margin` of the screen. */
function NearScreen({ margin, minHeight, children }) {
	const { ref, entry } = useIntersection({ rootMargin: `${margin}px 0px` });
	const [near, setNear] = useState(false);
	useEffect(() => {
		if (entry?.isIntersecting) setNear(true);
	}, [entry?.isIntersecting]);
	return /* @__PURE__ */ jsx("div", {
		ref: near ? void 0 : ref,
		style: near ? void 0 : { minHeight },
		children: near ? children : null
	});
}
/**
* The vehicle detail page, `/cars/{slug}` (spec 1 §2 'Vehicle detail page' and 'Sidebar
* buttons', §4, §5, §7–§9; spec 2 §2, §4, §5, §9). Server-rendered with the car; every
* decision is a domain rule; heavy and below-the-fold parts load on demand.
*/
function VehiclePage() {
	const site = useSite();
	const loaded = useLoaderData();
	const mounted = useMounted();
	const { views, live } = useRecordView(loaded.car, site);
	const car = useMemo(() => ({
		...loaded.car,
		...live
	}), [loaded.car, live]);
	const now = useMemo(() => new Date(loaded.now), [loaded.now]);
	const track = useTrack(car.id);
	const saved = useSavedCars();
	const { toast, show: showToast, hide: hideToast } = useToast();
	const [form, setForm] = useState(null);
	const [certifiedOpen, setCertifiedOpen] = useState(false);
	const [announcement, setAnnouncement] = useState(true);
	const title = vehicleTitle(car);
	const fullTitle = vehicleFullTitle(car);
	const subtitle = [car.badge, car.series].filter((part) => Boolean(part?.trim())).join(" ");
	const forSale = availabilityPresentation(car)._tag === "ForSale";
	const price = priceDisplay(car, {
		subscriptions: site.features.subscriptions,
		noPriceText: site.labels.noPriceText
	});
	const estimate = forSale ? financeEstimate(car, site, loaded.now) : null;
	const phone = (site.filter_phone_by_car_type ? phoneForCarType(site, car.car_type) : car.location?.phone ?? site.phone).trim() || null;
	const slides = useMemo(() => gallerySlides(car), [car]);
	const banner = tagBanner(car, {
		now,
		electricHybridTag: site.features.electricHybridTag,
		newTag: site.labels.newTag,
		soldTag: site.labels.soldTag
	});
	const primaryCity = site.locations.find((l) => l.primary)?.address.city ?? site.locations[0]?.address.city ?? null;
	const showAnnouncement = announcement && isAnnouncementShown(car.city ?? car.location?.address.city, primaryCity);
	const enquireLabel = enquiryButtonLabel(car, site.features.chatBot);
	const pageUrl = absoluteUrl(site, car.path || `/cars/${car.slug}`);
	const facts = useMemo(() => keyFacts(car, site), [car, site]);
	const rows = useMemo(() => specificationRows(car, site, now), [
		car,
		site,
		now
	]);
	const favourite = saved.isFavourite(car.id);
	const openForm = useCallback((kind) => {
		setForm({
			kind,
			open: true
		});
		if (kind === "finance") track(AnalyticsEventId.financeEnquiryModal);
	}, [track]);
	const { preparing, print } = usePrintPdf(car.slug, () => track(AnalyticsEventId.print));
	useEffect(() => {
		const kind = {
			enquire: "enquiry",
			"test-drive": "test-drive",
			"request-photos": "request-photos"
		}[window.location.hash.slice(1)];
		if (kind && isAvailable(car)) openForm(kind);
	}, [car.slug]);
	useEffect(() => {
		if (!phone) console.warn(`No phone number for ${car.slug}: the call buttons are hidden.`);
	}, [phone, car.slug]);
	const share = async () => {
		try {
			await navigator.clipboard.writeText(pageUrl);
			showToast(copyToastText(fullTitle));
		} catch (error) {
			console.warn("The link could not be copied.", error);
		}
	};
	const toggleFavourite = () => {
		if (!favourite) track(AnalyticsEventId.favourite);
		saved.toggleFavourite(car);
	};
	const onPrint = () => {
		if (site.features.printPdf) print();
		else {
			track(AnalyticsEventId.print);
			window.print();
		}
	};
	const financeEnquire = (event) => {
		event.preventDefault();
		openForm("finance");
	};
	const crumbs = breadcrumbItems(car, site);
	const priceText = forSale ? priceLabel(price) : null;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		showAnnouncement ? /* @__PURE__ */ jsx(AnnouncementBar, {
			car,
			onDismiss: () => setAnnouncement(false)
		}) : null,
		/* @__PURE__ */ jsxs(Container, {
			size: "xl",
			className: vehicle_module_default.page,
			children: [
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Breadcrumb",
					className: vehicle_module_default.breadcrumb,
					children: /* @__PURE__ */ jsx("ol", { children: crumbs.map((crumb) => /* @__PURE__ */ jsx("li", { children: crumb.href ? /* @__PURE__ */ jsx(Link, {
						to: crumb.href,
						children: crumb.label
					}) : /* @__PURE__ */ jsx("span", {
						"aria-current": "page",
						children: crumb.label
					}) }, `${crumb.label}-${crumb.href ?? "here"}`)) })
				}),
				/* @__PURE__ */ jsxs("div", {
					className: vehicle_module_default.layout,
					children: [
						/* @__PURE__ */ jsx("div", {
							className: vehicle_module_default.mediaArea,
							children: /* @__PURE__ */ jsx(CarMedia, {
								car,
								slides,
								title: fullTitle,
								autoRotate: site.features.spinAutoRotate,
								galleryFirst: site.features.spinGalleryFirst,
								overlay: banner._tag !== "None" ? /* @__PURE__ */ jsx("span", {
									className: `${vehicle_module_default.tag} ${TAG_TONE[banner._tag] ?? ""}`,
									children: banner.label
								}) : null,
								onRequestPhotos: () => openForm("request-photos")
							})
						}),
						/* @__PURE__ */ jsxs("aside", {
							className: vehicle_module_default.sideArea,
							"aria-label": "Price and enquiries",
							children: [/* @__PURE__ */ jsx(VehicleSidebar, {
								car,
								site,
								title,
								subtitle,
								phone,
								estimate,
								favourite: mounted && favourite,
								printing: preparing,
								views,
								actions: {
									enquire: () => openForm("enquiry"),
									finance: () => openForm("finance"),
									share: () => void share(),
									toggleFavourite,
									print: onPrint,
									onHistoryReport: () => track(AnalyticsEventId.historyReportClick),
									openCertified: () => setCertifiedOpen(true)
								},
								findSimilar: mounted ? /* @__PURE__ */ jsx(Suspense, {
									fallback: /* @__PURE__ */ jsx("div", {
										className: vehicle_module_default.formPlaceholder,
										"aria-busy": "true"
									}),
									children: /* @__PURE__ */ jsx(FindSimilarForm, {
										car,
										site
									})
								}) : /* @__PURE__ */ jsx("div", {
									className: vehicle_module_default.formPlaceholder,
									"aria-busy": "true"
								})
							}), toast ? /* @__PURE__ */ jsx("div", {
								className: vehicle_module_default.toast,
								role: "status",
								children: /* @__PURE__ */ jsx(Notification, {
									onClose: hideToast,
									withBorder: true,
									title: "Link copied",
									children: toast
								})
							}) : null]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: vehicle_module_default.contentArea,
							children: [
								/* @__PURE__ */ jsx(KeyInformation, { facts }),
								/* @__PURE__ */ jsx(VehicleSections, {
									car,
									site,
									onEnquire: () => openForm("enquiry")
								}),
								/* @__PURE__ */ jsx(SpecificationList, {
									car,
									rows
								}),
								forSale ? /* @__PURE__ */ jsx("section", {
									id: "finance-calculator",
									className: vehicle_module_default.anchorSection,
									"aria-label": "Finance calculator",
									children: /* @__PURE__ */ jsx(FinanceCalculator, {
										provider: site.finance_provider,
										car,
										carPrice: askingPrice(car) || car.price,
										onFirstInteraction: () => track(AnalyticsEventId.financeCalculatorFirstInteraction),
										onEnquire: financeEnquire
									})
								}) : null,
								forSale && mounted && hasMarketData(car) ? /* @__PURE__ */ jsx(NearScreen, {
									margin: 500,
									minHeight: 0,
									children: /* @__PURE__ */ jsx(Suspense, {
										fallback: null,
										children: /* @__PURE__ */ jsx(PriceComparison, { slug: car.slug })
									})
								}) : null,
								/* @__PURE__ */ jsxs("div", {
									className: vehicle_module_default.toolsGrid,
									children: [/* @__PURE__ */ jsx(FuelCalculatorBox, { car }), forSale ? /* @__PURE__ */ jsx(DeliveryCalculatorBox, {}) : null]
								}),
								forSale ? /* @__PURE__ */ jsx(CallDealerBox, {
									car,
									site,
									phone
								}) : null,
								/* @__PURE__ */ jsx(ShareBar, {
									title: fullTitle,
									url: pageUrl,
									twitter: site.features.twitterShare
								})
							]
						})
					]
				}),
				mounted ? /* @__PURE__ */ jsx(NearScreen, {
					margin: 500,
					minHeight: 420,
					children: /* @__PURE__ */ jsx(Suspense, {
						fallback: /* @__PURE__ */ jsx("div", {
							className: vehicle_module_default.similarPlaceholder,
							"aria-busy": "true"
						}),
						children: /* @__PURE__ */ jsx(SimilarCars, {
							car,
							site,
							now
						})
					})
				}) : /* @__PURE__ */ jsx("div", { className: vehicle_module_default.similarPlaceholder }),
				/* @__PURE__ */ jsx("section", {
					className: vehicle_module_default.disclaimer,
					"aria-label": "Disclaimer",
					children: /* @__PURE__ */ jsxs("p", { children: [
						estimate ? `* Finance estimates are indicative only, at ${estimate.provider}’s advertised rate over its standard term, and subject to credit approval; see the finance calculator’s disclaimer for details. ` : "",
						"While every care is taken to ensure the accuracy of this listing, the price, specifications, equipment and availability may change without notice and should be confirmed with ",
						site.name,
						" before purchase. Photos may show optional accessories."
					] })
				})
			]
		}),
		site.features.stickyHeader ? /* @__PURE__ */ jsx(StickyHeader, {
			title,
			subtitle,
			price: priceText,
			estimate,
			image: slides.find((s) => s.kind === "image")?.thumbUrl ?? null,
			enquireLabel: forSale ? enquireLabel : "Find Me Something Similar",
			onEnquire: forSale ? () => openForm("enquiry") : () => document.getElementById("find-similar")?.scrollIntoView({ behavior: "smooth" }),
			phone: forSale ? phone : null
		}) : null,
		/* @__PURE__ */ jsx(MobileBar, {
			price: priceText,
			enquireLabel: forSale ? enquireLabel : "Find Similar",
			onEnquire: forSale ? () => openForm("enquiry") : () => document.getElementById("find-similar")?.scrollIntoView({ behavior: "smooth" }),
			phone: forSale ? phone : null,
			chat: site.features.chatBot && forSale
		}),
		form ? /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(LeadFormModal, {
				kind: form.kind,
				car,
				site,
				opened: form.open,
				onClose: () => setForm((f) => f ? {
					...f,
					open: false
				} : f)
			})
		}) : null,
		certifiedOpen ? /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(CertifiedUsedDialog, {
				opened: certifiedOpen,
				onClose: () => setCertifiedOpen(false)
			})
		}) : null
	] });
}
/** Whether the car has market data to compare: only then is the autogauge asked (a 404 otherwise). */
var hasMarketData = (car) => O.isSome(marketComparison(car));
export { VehiclePage, RotateIcon as i, ChevronLeftIcon as n, ChevronRightIcon as r, VideoSlide as t };
