import { TestDriveForm, toLeadFormCar } from "./lead-forms-DQprtN0m.js";
import { p as useSite } from "../entry-server.js";
import { t as forms_module_default } from "./forms.module-PXNtKgeo.js";
import { Link, useLoaderData } from "react-router";
import { Button, Container } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ui/features/forms/test-drive-page.tsx
/**
* /book-test-drive (spec 2 §2 routes): the test drive form, about the car `?car_id={slug}`
* names — its free times offered for the chosen date — or a general request.
*/
function TestDrivePage() {
	const site = useSite();
	const { car } = useLoaderData();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("section", {
		className: forms_module_default.banner,
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsx("h1", {
				className: forms_module_default.title,
				children: "Book a Test Drive"
			}), /* @__PURE__ */ jsx("p", {
				className: forms_module_default.lead,
				children: car ? `Take the ${car.name} for a drive. Pick a day and one of the free times, and we will have it ready for you.` : `Tell us when suits you and ${site.name} will have the car ready.`
			})]
		})
	}), /* @__PURE__ */ jsx(Container, {
		size: "xl",
		className: forms_module_default.body,
		children: /* @__PURE__ */ jsxs("div", {
			className: forms_module_default.layout,
			children: [/* @__PURE__ */ jsxs("div", {
				className: forms_module_default.card,
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: forms_module_default.cardTitle,
						children: "Your test drive"
					}),
					car ? /* @__PURE__ */ jsxs("div", {
						className: forms_module_default.carNote,
						children: [/* @__PURE__ */ jsxs("span", { children: [
							/* @__PURE__ */ jsx("strong", { children: car.name }),
							" · Stock number ",
							car.stocknum
						] }), /* @__PURE__ */ jsx(Button, {
							component: Link,
							to: `/cars/${car.slug}`,
							variant: "subtle",
							size: "compact-sm",
							children: "View vehicle"
						})]
					}) : /* @__PURE__ */ jsxs("div", {
						className: forms_module_default.carNote,
						children: [/* @__PURE__ */ jsx("span", { children: "Choose a car first to see its free test drive times." }), /* @__PURE__ */ jsx(Button, {
							component: Link,
							to: "/search",
							variant: "subtle",
							size: "compact-sm",
							children: "Browse stock"
						})]
					}),
					/* @__PURE__ */ jsx(TestDriveForm, {
						site,
						car: car ? toLeadFormCar(car) : void 0,
						idPrefix: "page-test-drive"
					})
				]
			}), /* @__PURE__ */ jsx("aside", {
				className: forms_module_default.aside,
				"aria-label": "About test drives",
				children: /* @__PURE__ */ jsxs("div", {
					className: forms_module_default.infoCard,
					children: [/* @__PURE__ */ jsx("h2", {
						className: forms_module_default.infoTitle,
						children: "Before you come in"
					}), /* @__PURE__ */ jsxs("ul", {
						className: forms_module_default.hours,
						children: [
							/* @__PURE__ */ jsx("li", { children: "Bring your driver licence." }),
							/* @__PURE__ */ jsx("li", { children: "Test drives take about 30 minutes." }),
							/* @__PURE__ */ jsxs("li", { children: [
								"Running late? Call us on ",
								site.phone,
								"."
							] })
						]
					})]
				})
			})]
		})
	})] });
}
export { TestDrivePage };
