import { enquiredCar, successCategory } from "./lead-forms-DQprtN0m.js";
import { p as useSite } from "../entry-server.js";
import { t as forms_module_default } from "./forms.module-PXNtKgeo.js";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, Container, Group } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ui/features/forms/success-page.tsx
function headline(category) {
	const c = (category ?? "").toLowerCase();
	if (c.includes("test drive")) return "Your test drive request is in";
	if (c.includes("reserve")) return "Your vehicle is reserved";
	if (c.includes("finance")) return "Your finance enquiry has been sent";
	if (c.includes("photo")) return "Your photo request has been sent";
	return "Thank you for your enquiry";
}
/**
* /success (spec 1 §2, spec 2 §2, §4): shown after a form submits successfully. What was sent
* comes from the success-category entry and the enquired car stored locally (spec 2 §3),
* read after hydration (the server knows neither).
*/
function SuccessPage() {
	const site = useSite();
	const [entry, setEntry] = useState(null);
	const [car, setCar] = useState(null);
	useEffect(() => {
		const stored = successCategory();
		setEntry(stored);
		const storedCar = enquiredCar();
		setCar(stored?.car_type && storedCar ? storedCar : null);
	}, []);
	return /* @__PURE__ */ jsx(Container, {
		size: "xl",
		className: forms_module_default.body,
		children: /* @__PURE__ */ jsxs("div", {
			className: forms_module_default.successWrap,
			children: [
				/* @__PURE__ */ jsx("div", {
					className: forms_module_default.successIcon,
					"aria-hidden": "true",
					children: /* @__PURE__ */ jsx("svg", {
						width: "36",
						height: "36",
						viewBox: "0 0 24 24",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "2.5",
						strokeLinecap: "round",
						strokeLinejoin: "round",
						children: /* @__PURE__ */ jsx("path", { d: "M20 6 9 17l-5-5" })
					})
				}),
				/* @__PURE__ */ jsx("h1", {
					className: forms_module_default.successTitle,
					children: headline(entry?.category)
				}),
				/* @__PURE__ */ jsxs("p", {
					className: forms_module_default.successText,
					children: [
						"Thanks for contacting ",
						site.name,
						".",
						" ",
						car?.name ? /* @__PURE__ */ jsxs(Fragment, { children: [
							"We have your ",
							entry?.category ? entry.category.toLowerCase() : "enquiry",
							" about the ",
							/* @__PURE__ */ jsx("strong", { children: car.name }),
							".",
							" "
						] }) : null,
						"A member of our team will be in touch shortly, usually within one business day."
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: `${forms_module_default.infoCard} ${forms_module_default.nextSteps}`,
					children: [/* @__PURE__ */ jsx("h2", {
						className: forms_module_default.infoTitle,
						children: "What happens next"
					}), /* @__PURE__ */ jsxs("ol", { children: [
						/* @__PURE__ */ jsx("li", { children: "We have emailed your details to our team." }),
						/* @__PURE__ */ jsx("li", { children: "Someone will call or email you to help with your enquiry." }),
						/* @__PURE__ */ jsxs("li", { children: [
							"Need us sooner? Call ",
							/* @__PURE__ */ jsx("a", {
								href: `tel:${site.phone.replace(/[^\d+]/g, "")}`,
								children: site.phone
							}),
							"."
						] })
					] })]
				}),
				/* @__PURE__ */ jsxs(Group, {
					justify: "center",
					gap: "sm",
					children: [
						car?.slug ? /* @__PURE__ */ jsx(Button, {
							component: Link,
							to: `/cars/${car.slug}`,
							variant: "default",
							children: "Back to the vehicle"
						}) : null,
						/* @__PURE__ */ jsx(Button, {
							component: Link,
							to: "/search",
							children: "Keep browsing"
						}),
						/* @__PURE__ */ jsx(Button, {
							component: Link,
							to: "/",
							variant: "subtle",
							children: "Home"
						})
					]
				})
			]
		})
	});
}
export { SuccessPage };
