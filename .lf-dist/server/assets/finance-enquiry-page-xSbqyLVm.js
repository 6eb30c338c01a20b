import { FinanceForm, toLeadFormCar } from "./lead-forms-DQprtN0m.js";
import { p as useSite } from "../entry-server.js";
import { t as forms_module_default } from "./forms.module-PXNtKgeo.js";
import { useLoaderData, useLocation } from "react-router";
import { Container, List } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// ui/features/forms/finance-enquiry-page.tsx
function budgetOf(text) {
	const n = Number((text ?? "").replace(/[^\d.]/g, ""));
	return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}
/**
* /finance-enquiry and /apply-for-finance (spec 1 §2, spec 2 §2): the finance enquiry form at
* #finance-form. Finance links may carry preferredDealership, vehiclePriceBudget and car_id.
*/
function FinanceEnquiryPage() {
	const site = useSite();
	const { car } = useLoaderData();
	const { pathname, search } = useLocation();
	const params = new URLSearchParams(search);
	const apply = pathname.startsWith("/apply-for-finance");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("section", {
		className: forms_module_default.banner,
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsx("h1", {
				className: forms_module_default.title,
				children: apply ? "Apply for Finance" : "Finance Enquiry"
			}), /* @__PURE__ */ jsxs("p", {
				className: forms_module_default.lead,
				children: [car ? `Finance for the ${car.name}: ` : "", "Tell us what you would like to borrow and our finance team will come back to you with options that suit your budget."]
			})]
		})
	}), /* @__PURE__ */ jsx(Container, {
		size: "xl",
		className: forms_module_default.body,
		children: /* @__PURE__ */ jsxs("div", {
			className: forms_module_default.layout,
			children: [/* @__PURE__ */ jsxs("div", {
				className: forms_module_default.card,
				children: [/* @__PURE__ */ jsx("h2", {
					className: forms_module_default.cardTitle,
					children: "Your finance enquiry"
				}), /* @__PURE__ */ jsx(FinanceForm, {
					site,
					car: car ? toLeadFormCar(car) : void 0,
					prefill: {
						vehiclePriceBudget: budgetOf(params.get("vehiclePriceBudget")),
						preferredDealership: params.get("preferredDealership")
					}
				})]
			}), /* @__PURE__ */ jsx("aside", {
				className: forms_module_default.aside,
				"aria-label": "About finance",
				children: /* @__PURE__ */ jsxs("div", {
					className: forms_module_default.infoCard,
					children: [/* @__PURE__ */ jsxs("h2", {
						className: forms_module_default.infoTitle,
						children: [
							"Why finance with ",
							site.name,
							"?"
						]
					}), /* @__PURE__ */ jsxs(List, {
						size: "sm",
						spacing: 6,
						children: [
							/* @__PURE__ */ jsx(List.Item, { children: "One conversation: the car, the trade-in and the loan." }),
							/* @__PURE__ */ jsx(List.Item, { children: "Loans for new, demo and used vehicles." }),
							/* @__PURE__ */ jsx(List.Item, { children: "No obligation: an enquiry is not a credit application." })
						]
					})]
				})
			})]
		})
	})] });
}
export { FinanceEnquiryPage };
