import { EnquiryForm, MultiStepEnquiryForm, toLeadFormCar } from "./lead-forms-DQprtN0m.js";
import { A as PinIcon, F as siteAddressLine, I as telHref, k as PhoneIcon, m as summariseOpeningHours, p as useSite, y as ClockIcon } from "../entry-server.js";
import { t as forms_module_default } from "./forms.module-PXNtKgeo.js";
import { Link, useLoaderData } from "react-router";
import { Button, Container } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ui/features/forms/contact-page.tsx
/**
* /contact (and /contact-us, with the multi-step variant): the enquiry form of spec 2 §2 — a
* general enquiry, or about the car `?car_id=` names — beside the dealer's contact details.
*/
function ContactPage({ multiStep = false }) {
	const site = useSite();
	const { car } = useLoaderData();
	const formCar = car ? toLeadFormCar(car) : void 0;
	const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
	const hours = primary ? summariseOpeningHours(primary.contact_detail.opening_hours) : [];
	const Form = multiStep ? MultiStepEnquiryForm : EnquiryForm;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("section", {
		className: forms_module_default.banner,
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsx("h1", {
				className: forms_module_default.title,
				children: car ? "Enquire about this vehicle" : "Contact Us"
			}), /* @__PURE__ */ jsx("p", {
				className: forms_module_default.lead,
				children: car ? `Ask us anything about the ${car.name}: availability, finance, a trade-in or a test drive.` : `Questions about a car, finance, a trade-in or a service? Send ${site.name} a message and our team will get back to you.`
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
						children: "Send us an enquiry"
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
					}) : null,
					/* @__PURE__ */ jsx(Form, {
						site,
						car: formCar,
						idPrefix: multiStep ? "contact-multi" : "contact"
					})
				]
			}), /* @__PURE__ */ jsxs("aside", {
				className: forms_module_default.aside,
				"aria-label": "Contact details",
				children: [/* @__PURE__ */ jsxs("div", {
					className: forms_module_default.infoCard,
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: forms_module_default.infoTitle,
							children: site.name
						}),
						/* @__PURE__ */ jsxs("p", {
							className: forms_module_default.infoLine,
							children: [/* @__PURE__ */ jsx(PhoneIcon, { size: 16 }), /* @__PURE__ */ jsx("a", {
								href: telHref(site.phone),
								children: site.phone
							})]
						}),
						/* @__PURE__ */ jsxs("p", {
							className: forms_module_default.infoLine,
							children: [/* @__PURE__ */ jsx(PinIcon, { size: 16 }), /* @__PURE__ */ jsx("span", { children: siteAddressLine(site) })]
						})
					]
				}), hours.length > 0 ? /* @__PURE__ */ jsxs("div", {
					className: forms_module_default.infoCard,
					children: [/* @__PURE__ */ jsxs("h2", {
						className: forms_module_default.infoTitle,
						children: [/* @__PURE__ */ jsx(ClockIcon, { size: 15 }), " Opening hours"]
					}), /* @__PURE__ */ jsx("ul", {
						className: forms_module_default.hours,
						children: hours.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line))
					})]
				}) : null]
			})]
		})
	})] });
}
var MultiStepContactPage = () => /* @__PURE__ */ jsx(ContactPage, { multiStep: true });
export { ContactPage, MultiStepContactPage };
