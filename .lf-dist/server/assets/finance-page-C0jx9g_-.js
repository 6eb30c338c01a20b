import { t as AnalyticsEventId } from "./event-ids-C7V__G1X.js";
import { t as FinanceCalculator } from "./finance-calculator-CahvCSlm.js";
import { FinanceForm } from "./lead-forms-DQprtN0m.js";
import { L as useCaryardClient, p as useSite } from "../entry-server.js";
import { useLoaderData } from "react-router";
import { Container } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var finance_module_default = {
	banner: "_banner_tgq9m_1",
	title: "_title_tgq9m_7",
	lead: "_lead_tgq9m_13",
	body: "_body_tgq9m_20",
	anchor: "_anchor_tgq9m_28",
	formTitle: "_formTitle_tgq9m_32"
};
// ui/features/finance/finance-page.tsx
/**
* /finance (spec 1 §2, spec 2 §2): the finance calculator with no car, starting from the
* finance link's budget, and the finance enquiry form at #finance-form.
*/
function FinancePage() {
	const site = useSite();
	const client = useCaryardClient();
	const data = useLoaderData();
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("section", {
		className: finance_module_default.banner,
		children: /* @__PURE__ */ jsxs(Container, {
			size: "lg",
			children: [/* @__PURE__ */ jsx("h1", {
				className: finance_module_default.title,
				children: "Car Finance"
			}), /* @__PURE__ */ jsxs("p", {
				className: finance_module_default.lead,
				children: [
					"Work out what your next vehicle could cost each week, fortnight or month, then let the ",
					site.name,
					" finance team find a loan that suits you."
				]
			})]
		})
	}), /* @__PURE__ */ jsxs(Container, {
		size: "lg",
		className: finance_module_default.body,
		children: [/* @__PURE__ */ jsx("section", {
			id: "finance-calculator",
			className: finance_module_default.anchor,
			"aria-label": "Finance calculator",
			children: /* @__PURE__ */ jsx(FinanceCalculator, {
				provider: site.finance_provider,
				initialAmount: data.vehiclePriceBudget,
				onFirstInteraction: () => void client.trackEvent({
					event_id: AnalyticsEventId.financeCalculatorFirstInteraction,
					url: window.location.href
				}),
				headingLevel: "h2"
			})
		}), /* @__PURE__ */ jsxs("section", {
			className: finance_module_default.anchor,
			"aria-label": "Finance enquiry",
			children: [/* @__PURE__ */ jsx("h2", {
				className: finance_module_default.formTitle,
				children: "Apply for a finance quote"
			}), /* @__PURE__ */ jsx(FinanceForm, {
				site,
				prefill: {
					vehiclePriceBudget: data.vehiclePriceBudget,
					preferredDealership: data.preferredDealership
				}
			})]
		})]
	})] });
}
export { FinancePage };
