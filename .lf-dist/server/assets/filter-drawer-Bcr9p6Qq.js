import { t as search_module_default } from "./search-page-Su-2BEVI.js";
import { Button, Drawer } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
// ui/features/search/filter-drawer.tsx
/** The filters on a phone: a drawer, loaded on the first tap of the Filters button. */
function FilterDrawer({ opened, onClose, resultsLabel, children }) {
	return /* @__PURE__ */ jsxs(Drawer, {
		opened,
		onClose,
		title: "Filter results",
		position: "left",
		size: "min(420px, 92vw)",
		classNames: {
			body: search_module_default.drawerBody,
			title: search_module_default.drawerTitle
		},
		children: [/* @__PURE__ */ jsx("div", {
			className: search_module_default.drawerFilters,
			children
		}), /* @__PURE__ */ jsx("div", {
			className: search_module_default.drawerFooter,
			children: /* @__PURE__ */ jsx(Button, {
				fullWidth: true,
				size: "md",
				onClick: onClose,
				children: resultsLabel
			})
		})]
	});
}
export { FilterDrawer as default };
