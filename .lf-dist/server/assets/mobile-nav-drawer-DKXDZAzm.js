import { I as telHref, f as SmartLink, k as PhoneIcon, n as dropdownLinks, r as isCurrent, t as site_header_module_default } from "../entry-server.js";
import { useLocation } from "react-router";
import { Button, Drawer, NavLink } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
// ui/components/site-header/mobile-nav-drawer.tsx
function DrawerNavItem({ item, onNavigate }) {
	const { pathname, search } = useLocation();
	if (!item.children?.length) return /* @__PURE__ */ jsx(NavLink, {
		component: SmartLink,
		href: item.href,
		label: item.label,
		active: isCurrent(item.href, pathname, search),
		onClick: onNavigate,
		fw: 600
	});
	return /* @__PURE__ */ jsx(NavLink, {
		component: "button",
		type: "button",
		label: item.label,
		fw: 600,
		childrenOffset: "md",
		children: dropdownLinks(item).map((child) => /* @__PURE__ */ jsx(NavLink, {
			component: SmartLink,
			href: child.href,
			label: child.label,
			active: isCurrent(child.href, pathname, search),
			onClick: onNavigate
		}, `${child.label}-${child.href}`))
	});
}
/**
* The navigation below the xl breakpoint. Loaded on the first tap of the burger, so
* desktop visitors never download the drawer (Core Web Vitals).
*/
function MobileNavDrawer({ site, opened, onClose }) {
	return /* @__PURE__ */ jsxs(Drawer, {
		id: "site-drawer",
		opened,
		onClose,
		title: site.name,
		position: "right",
		size: "min(88vw, 360px)",
		closeButtonProps: { "aria-label": "Close menu" },
		children: [/* @__PURE__ */ jsx("nav", {
			"aria-label": "Mobile",
			className: site_header_module_default.drawerNav,
			children: site.navigation.map((item) => /* @__PURE__ */ jsx(DrawerNavItem, {
				item,
				onNavigate: onClose
			}, `${item.label}-${item.href}`))
		}), /* @__PURE__ */ jsx("div", {
			className: site_header_module_default.drawerFooter,
			children: /* @__PURE__ */ jsxs(Button, {
				component: "a",
				href: telHref(site.phone),
				fullWidth: true,
				leftSection: /* @__PURE__ */ jsx(PhoneIcon, { size: 16 }),
				children: ["Call ", site.phone]
			})
		})]
	});
}
export { MobileNavDrawer as default };
