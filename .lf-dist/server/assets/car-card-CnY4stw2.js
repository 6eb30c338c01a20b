import { n as availabilityPresentation, t as FIND_SIMILAR_LABEL } from "./availability-aZlgrmJy.js";
import { n as modelDisplayName, r as normaliseMake, t as carTypeLabel } from "./labels-BbbO7OUZ.js";
import { n as reserveButton, t as isCompareFavouriteEligible } from "./compare-favourite-BLOBYRgW.js";
import { n as priceLabel, r as wasPriceLabel, t as priceDisplay } from "./price-display-DvLqW9Ts.js";
import { i as presentSpecs, u as tagBanner } from "./use-saved-cars-DrnjYGQp.js";
import { r as realImages } from "./images-B7hXf7gl.js";
import { t as financeHref } from "./finance-links-CaCzK7l8.js";
import { r as formatKm } from "./search-labels-B1EMp456.js";
import { A as PinIcon, D as HeartIcon, E as GearIcon, P as TagIcon, T as GaugeIcon, _ as CarIcon, g as CameraIcon, w as FuelIcon, x as CompareIcon } from "../entry-server.js";
import { useId } from "react";
import { Link } from "react-router";
import { ActionIcon, Button } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
import * as O from "fp-ts/Option";
var car_card_module_default = {
	card: "_card_zb8s4_1",
	media: "_media_zb8s4_31",
	image: "_image_zb8s4_38",
	placeholder: "_placeholder_zb8s4_45",
	placeholderText: "_placeholderText_zb8s4_59",
	requestPhotos: "_requestPhotos_zb8s4_64",
	tag: "_tag_zb8s4_74",
	tagGreen: "_tagGreen_zb8s4_93",
	tagOrange: "_tagOrange_zb8s4_97",
	tagBlue: "_tagBlue_zb8s4_101",
	tagTeal: "_tagTeal_zb8s4_105",
	tagRed: "_tagRed_zb8s4_109",
	tagDark: "_tagDark_zb8s4_113",
	saveActions: "_saveActions_zb8s4_117",
	saveButton: "_saveButton_zb8s4_126",
	location: "_location_zb8s4_135",
	body: "_body_zb8s4_155",
	title: "_title_zb8s4_162",
	titleLink: "_titleLink_zb8s4_170",
	subtitle: "_subtitle_zb8s4_193",
	priceBlock: "_priceBlock_zb8s4_202",
	wasPrice: "_wasPrice_zb8s4_210",
	priceLine: "_priceLine_zb8s4_215",
	price: "_price_zb8s4_202",
	reduced: "_reduced_zb8s4_230",
	priceType: "_priceType_zb8s4_244",
	soldHeadline: "_soldHeadline_zb8s4_250",
	specs: "_specs_zb8s4_257",
	actions: "_actions_zb8s4_284",
	primaryAction: "_primaryAction_zb8s4_293",
	action: "_action_zb8s4_284",
	visuallyHidden: "_visuallyHidden_zb8s4_306",
	promo: "_promo_zb8s4_315",
	promoEyebrow: "_promoEyebrow_zb8s4_332",
	promoTitle: "_promoTitle_zb8s4_341",
	promoText: "_promoText_zb8s4_349",
	promoList: "_promoList_zb8s4_356"
};
// ui/components/car-card/car-card.tsx
/** The car's title line: year, make and model as the site writes them (spec 1 §9 label rewrites). */
function carTitle(car) {
	return `${car.year} ${normaliseMake(car.make)} ${modelDisplayName(car.make, car.model)}`;
}
/** spec 1 §2: the configured buttons for an available car (the car page builds the forms they open). */
function cardActions(car, site) {
	const path = car.path || `/cars/${car.slug}`;
	const actions = [];
	for (const key of site.card_buttons) switch (key) {
		case "details":
			actions.push({
				key,
				label: "View Details",
				href: path
			});
			break;
		case "testDrive":
			actions.push({
				key,
				label: "Test Drive",
				href: `${path}#test-drive`
			});
			break;
		case "finance":
			actions.push({
				key,
				label: "Finance",
				href: financeHref(car)
			});
			break;
		case "reserve": {
			const reserve = reserveButton(car, {
				enabled: site.features.reserveButton,
				siteDeposit: site.reserve_deposit
			});
			if (O.isSome(reserve)) actions.push({
				key,
				label: `Reserve ${reserve.value.deposit}`,
				href: `${path}/checkout`
			});
			break;
		}
		case "tradeIn":
			actions.push({
				key,
				label: "Trade-In",
				href: `/cars/trade-in?car_id=${car.id}`
			});
			break;
		case "enquire":
			actions.push({
				key,
				label: "Enquire",
				href: `${path}#enquire`
			});
			break;
		case "custom": actions.push({
			key,
			label: "Contact Us",
			href: "/contact-us"
		});
	}
	return actions;
}
var SPEC_ICONS = {
	Condition: TagIcon,
	Transmission: GearIcon,
	Odometer: GaugeIcon,
	Fuel: FuelIcon,
	Body: CarIcon
};
var TAG_TONE = {
	ElectricHybrid: car_card_module_default.tagGreen,
	Reserved: car_card_module_default.tagOrange,
	ComingSoon: car_card_module_default.tagBlue,
	NewArrival: car_card_module_default.tagTeal,
	JustSold: car_card_module_default.tagRed,
	Sold: car_card_module_default.tagRed,
	Other: car_card_module_default.tagDark
};
/** spec 1 §2 "Search card". */
function CarCard({ car, site, now, saved, priority = false, headingLevel = "h3" }) {
	const titleId = useId();
	const title = carTitle(car);
	const subtitle = [car.badge, car.series].filter((part) => Boolean(part?.trim())).join(" ");
	const path = car.path || `/cars/${car.slug}`;
	const presentation = availabilityPresentation(car);
	const forSale = presentation._tag === "ForSale";
	const banner = tagBanner(car, {
		now,
		electricHybridTag: site.features.electricHybridTag,
		newTag: site.labels.newTag,
		soldTag: site.labels.soldTag
	});
	const price = priceDisplay(car, {
		subscriptions: site.features.subscriptions,
		noPriceText: site.labels.noPriceText
	});
	const wasPrice = wasPriceLabel(price);
	const withImages = {
		...car,
		images: [...car.images]
	};
	const image = realImages(withImages)[0];
	const Heading = headingLevel;
	const eligible = saved !== void 0 && isCompareFavouriteEligible(withImages);
	const location = car.location?.name ?? null;
	const caravan = car.item_type === "caravan";
	const specs = presentSpecs([
		{
			label: "Condition",
			value: carTypeLabel(car.car_type, site.labels)
		},
		{
			label: "Transmission",
			value: caravan ? null : car.simple_transmission ?? car.trans
		},
		{
			label: "Odometer",
			value: caravan ? null : formatKm(car.km)
		},
		{
			label: "Fuel",
			value: caravan ? null : car.simple_fuel ?? car.fuel
		},
		{
			label: "Body",
			value: caravan ? car.simple_body : null
		}
	]);
	return /* @__PURE__ */ jsxs("article", {
		className: car_card_module_default.card,
		"aria-labelledby": titleId,
		"data-car-id": car.id,
		"data-price": car.price,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: car_card_module_default.media,
				children: [
					image ? /* @__PURE__ */ jsx("img", {
						className: car_card_module_default.image,
						src: image.image.thumb.url || image.image.url,
						alt: `${title}${subtitle ? ` ${subtitle}` : ""}`,
						width: 640,
						height: 480,
						loading: priority ? "eager" : "lazy",
						decoding: "async",
						...priority ? { fetchPriority: "high" } : {}
					}) : /* @__PURE__ */ jsxs("div", {
						className: car_card_module_default.placeholder,
						children: [
							/* @__PURE__ */ jsx(CameraIcon, { size: 30 }),
							/* @__PURE__ */ jsx("span", {
								className: car_card_module_default.placeholderText,
								children: "Photos coming soon"
							}),
							/* @__PURE__ */ jsx(Link, {
								className: car_card_module_default.requestPhotos,
								to: `${path}#request-photos`,
								"aria-describedby": titleId,
								children: "Request photos"
							})
						]
					}),
					banner._tag !== "None" ? /* @__PURE__ */ jsx("span", {
						className: `${car_card_module_default.tag} ${TAG_TONE[banner._tag] ?? ""}`,
						children: banner.label
					}) : null,
					eligible && saved ? /* @__PURE__ */ jsxs("div", {
						className: car_card_module_default.saveActions,
						children: [/* @__PURE__ */ jsx(ActionIcon, {
							variant: "white",
							radius: "xl",
							size: "lg",
							className: car_card_module_default.saveButton,
							"aria-pressed": saved.favourite,
							"aria-label": saved.favourite ? `Remove ${title} from favourites` : `Save ${title} to favourites`,
							onClick: saved.toggleFavourite,
							"data-active": saved.favourite || void 0,
							children: /* @__PURE__ */ jsx(HeartIcon, {
								size: 18,
								filled: saved.favourite
							})
						}), /* @__PURE__ */ jsx(ActionIcon, {
							variant: "white",
							radius: "xl",
							size: "lg",
							className: car_card_module_default.saveButton,
							"aria-pressed": saved.compared,
							"aria-label": saved.compared ? `Remove ${title} from compare` : `Add ${title} to compare`,
							onClick: saved.toggleCompare,
							"data-active": saved.compared || void 0,
							children: /* @__PURE__ */ jsx(CompareIcon, { size: 17 })
						})]
					}) : null,
					location ? /* @__PURE__ */ jsxs("span", {
						className: car_card_module_default.location,
						children: [/* @__PURE__ */ jsx(PinIcon, { size: 13 }), location]
					}) : null
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: car_card_module_default.body,
				children: [
					/* @__PURE__ */ jsx(Heading, {
						id: titleId,
						className: car_card_module_default.title,
						children: /* @__PURE__ */ jsx(Link, {
							to: path,
							className: car_card_module_default.titleLink,
							children: title
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: car_card_module_default.subtitle,
						children: subtitle || "\xA0"
					}),
					forSale ? /* @__PURE__ */ jsxs("div", {
						className: car_card_module_default.priceBlock,
						children: [
							wasPrice ? /* @__PURE__ */ jsxs("span", {
								className: car_card_module_default.wasPrice,
								children: [/* @__PURE__ */ jsx("span", {
									className: car_card_module_default.visuallyHidden,
									children: "Was "
								}), /* @__PURE__ */ jsx("s", { children: wasPrice })]
							}) : null,
							/* @__PURE__ */ jsxs("div", {
								className: car_card_module_default.priceLine,
								children: [/* @__PURE__ */ jsx("span", {
									className: car_card_module_default.price,
									children: priceLabel(price)
								}), price._tag === "Offer" && price.reduced ? /* @__PURE__ */ jsxs("span", {
									className: car_card_module_default.reduced,
									children: [/* @__PURE__ */ jsx(TagIcon, { size: 12 }), " Reduced"]
								}) : null]
							}),
							/* @__PURE__ */ jsx("span", {
								className: car_card_module_default.priceType,
								children: price._tag === "Subscription" ? "Subscription" : price._tag === "Price" || price._tag === "Offer" ? car.price_type ?? "\xA0" : "\xA0"
							})
						]
					}) : /* @__PURE__ */ jsxs("div", {
						className: car_card_module_default.priceBlock,
						children: [/* @__PURE__ */ jsx("span", {
							className: car_card_module_default.soldHeadline,
							children: presentation.headline
						}), /* @__PURE__ */ jsx("span", {
							className: car_card_module_default.priceType,
							children: presentation.message
						})]
					}),
					forSale ? /* @__PURE__ */ jsx("ul", {
						className: car_card_module_default.specs,
						"aria-label": "Key details",
						children: specs.map(({ label, value }) => {
							const Icon = SPEC_ICONS[label] ?? TagIcon;
							return /* @__PURE__ */ jsxs("li", {
								title: label,
								children: [/* @__PURE__ */ jsx(Icon, { size: 15 }), value]
							}, label);
						})
					}) : null
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: car_card_module_default.actions,
				children: forSale ? cardActions(car, site).map((action, i) => /* @__PURE__ */ jsx(Button, {
					component: Link,
					to: action.href,
					size: "sm",
					variant: i === 0 ? "filled" : "default",
					className: i === 0 ? car_card_module_default.primaryAction : car_card_module_default.action,
					"aria-describedby": titleId,
					children: action.label
				}, action.key)) : /* @__PURE__ */ jsx(Button, {
					component: Link,
					to: `${path}#find-similar`,
					size: "sm",
					variant: "light",
					className: car_card_module_default.primaryAction,
					"aria-describedby": titleId,
					children: FIND_SIMILAR_LABEL
				})
			})
		]
	});
}
export { car_card_module_default as n, CarCard as t };
