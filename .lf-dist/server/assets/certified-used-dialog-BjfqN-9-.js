/* empty css               */
import { o as CERTIFIED_USED_MAKE, s as CERTIFIED_USED_PROGRAMME } from "./use-saved-cars-DrnjYGQp.js";
import { t as vehicle_module_default } from "./vehicle.module-Dv6iCyL_.js";
import { Button, Modal } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
// ui/features/vehicle/certified-used-dialog.tsx
/** spec 1 §2 'Vehicle-type dialogs': the certified-used information dialog of the one manufacturer. */
function CertifiedUsedDialog({ opened, onClose }) {
	return /* @__PURE__ */ jsx(Modal, {
		opened,
		onClose,
		title: `${CERTIFIED_USED_PROGRAMME} certified pre-owned`,
		centered: true,
		size: "lg",
		children: /* @__PURE__ */ jsxs("div", {
			className: vehicle_module_default.certifiedDialog,
			children: [
				/* @__PURE__ */ jsxs("p", { children: [
					"Every ",
					CERTIFIED_USED_PROGRAMME,
					" vehicle is a genuine ",
					CERTIFIED_USED_MAKE,
					" under 5 years old with less than 100,000 km, inspected by",
					` ${CERTIFIED_USED_MAKE}`,
					"-trained technicians and reconditioned with genuine parts."
				] }),
				/* @__PURE__ */ jsxs("ul", { children: [
					/* @__PURE__ */ jsx("li", { children: "Comprehensive multi-point inspection and service history check" }),
					/* @__PURE__ */ jsxs("li", { children: [
						"Balance of the ",
						CERTIFIED_USED_MAKE,
						" factory warranty, or a warranty extension"
					] }),
					/* @__PURE__ */ jsx("li", { children: "Roadside assistance for the life of the warranty" }),
					/* @__PURE__ */ jsx("li", { children: "7-day change-of-mind exchange" })
				] }),
				/* @__PURE__ */ jsx(Button, {
					onClick: onClose,
					children: "Got it"
				})
			]
		})
	});
}
export { CertifiedUsedDialog as default };
