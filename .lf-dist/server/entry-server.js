import { E as writeSearchParams, F as setRefinement, M as setPage, T as parseSearchParams, _ as HERO_PRICE_SLIDER, b as moveSteppedHandle, d as searchHref, i as formatNumber, k as emptySearchState, l as facetLinkHref, m as facetLists, n as facetValueLabel, r as formatKm, t as FILTER_TITLES, u as parseSearchPath, v as heroPriceSearchState } from "./assets/search-labels-B1EMp456.js";
import { t as formatDollars } from "./assets/money-GHsViG3Y.js";
import { n as modelDisplayName, r as normaliseMake, t as carTypeLabel } from "./assets/labels-BbbO7OUZ.js";
import { n as availabilityPresentation } from "./assets/availability-aZlgrmJy.js";
import { n as priceLabel, t as priceDisplay } from "./assets/price-display-DvLqW9Ts.js";
import { r as realImages } from "./assets/images-B7hXf7gl.js";
import { w as vehicleFullTitle } from "./assets/vehicle-page-Brmv1Rop.js";
import { StrictMode, Suspense, createContext, forwardRef, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { Link, Outlet, ScrollRestoration, StaticRouterProvider, createStaticHandler, createStaticRouter, data, isRouteErrorResponse, redirect, useLoaderData, useLocation, useNavigation, useRouteError, useRouteLoaderData } from "react-router";
import { Badge, Burger, Button, Card, Container, Group, MantineProvider, Menu, NativeSelect, RangeSlider, SegmentedControl, SimpleGrid, Tabs, createTheme } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as E from "fp-ts/Either";
import { useDisclosure, useLocalStorage, useReducedMotion } from "@mantine/hooks";
// \0virtual:client-route-styles
var _virtual_client_route_styles_default = {
	"components/lead-forms/index.ts": {
		"stylesheets": ["/assets/lead-forms-C2AmKX8L.css"],
		"modulePreloads": [
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/availability-DBY-eHZ1.js"
		]
	},
	"components/site-header/mobile-nav-drawer.tsx": {
		"stylesheets": [],
		"modulePreloads": [
			"/assets/mobile-nav-drawer-CaLx_mkN.js",
			"/assets/Drawer-BphGjgnD.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js"
		]
	},
	"features/checkout/checkout-page.tsx": {
		"stylesheets": ["/assets/checkout-page-DOF9hMWK.css", "/assets/lead-forms-C2AmKX8L.css"],
		"modulePreloads": [
			"/assets/checkout-page-CqPp358Y.js",
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/reservation-DGtFHCgI.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/images-jIpyWaSr.js"
		]
	},
	"features/finance/finance-page.tsx": {
		"stylesheets": [
			"/assets/finance-page-kYkLo2n5.css",
			"/assets/finance-calculator-CCyzXyES.css",
			"/assets/lead-forms-C2AmKX8L.css"
		],
		"modulePreloads": [
			"/assets/finance-page-DxKY3pgE.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/finance-calculator-BMpRn1FE.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Slider.module-jrZoqNII.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/Checkbox-Bu0-lOwN.js"
		]
	},
	"features/forms/contact-page.tsx": {
		"stylesheets": ["/assets/lead-forms-C2AmKX8L.css", "/assets/forms-EFp5all2.css"],
		"modulePreloads": [
			"/assets/contact-page-CL7RJntc.js",
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/forms.module-zjh31Spq.js"
		]
	},
	"features/forms/finance-enquiry-page.tsx": {
		"stylesheets": ["/assets/lead-forms-C2AmKX8L.css", "/assets/forms-EFp5all2.css"],
		"modulePreloads": [
			"/assets/finance-enquiry-page-B4lNx3wA.js",
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/forms.module-zjh31Spq.js"
		]
	},
	"features/forms/success-page.tsx": {
		"stylesheets": ["/assets/lead-forms-C2AmKX8L.css", "/assets/forms-EFp5all2.css"],
		"modulePreloads": [
			"/assets/success-page-fCQPcGQU.js",
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/forms.module-zjh31Spq.js"
		]
	},
	"features/forms/test-drive-page.tsx": {
		"stylesheets": ["/assets/lead-forms-C2AmKX8L.css", "/assets/forms-EFp5all2.css"],
		"modulePreloads": [
			"/assets/test-drive-page-Cdz5y05S.js",
			"/assets/lead-forms-mySNSzrj.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/forms.module-zjh31Spq.js"
		]
	},
	"features/search/filter-drawer.tsx": {
		"stylesheets": ["/assets/search-page-D8rzknRr.css", "/assets/car-card-D6wXO5sT.css"],
		"modulePreloads": [
			"/assets/filter-drawer-BHL2msi-.js",
			"/assets/Drawer-BphGjgnD.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/search-page-CbUgk93G.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/car-card-CGnKSNzp.js",
			"/assets/compare-favourite-BHy4DbHM.js",
			"/assets/images-jIpyWaSr.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/use-uncontrolled-nqZRLfkn.js"
		]
	},
	"features/search/search-page.tsx": {
		"stylesheets": ["/assets/search-page-D8rzknRr.css", "/assets/car-card-D6wXO5sT.css"],
		"modulePreloads": [
			"/assets/search-page-CbUgk93G.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/car-card-CGnKSNzp.js",
			"/assets/compare-favourite-BHy4DbHM.js",
			"/assets/images-jIpyWaSr.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/Checkbox-Bu0-lOwN.js",
			"/assets/use-uncontrolled-nqZRLfkn.js"
		]
	},
	"features/vehicle/certified-used-dialog.tsx": {
		"stylesheets": ["/assets/Modal-B2EF1jb9.css", "/assets/vehicle-ipPtdJEI.css"],
		"modulePreloads": [
			"/assets/certified-used-dialog-Ck2Ee_Cb.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/vehicle.module-LHm3RNMN.js"
		]
	},
	"features/vehicle/gallery-fullscreen.tsx": {
		"stylesheets": [
			"/assets/gallery-fullscreen-B_KzeRH1.css",
			"/assets/Modal-B2EF1jb9.css",
			"/assets/vehicle-page-B1M9vcX-.css",
			"/assets/finance-calculator-CCyzXyES.css",
			"/assets/vehicle-ipPtdJEI.css"
		],
		"modulePreloads": [
			"/assets/gallery-fullscreen-w5yaItev.js",
			"/assets/Modal-DELPpU4D.js",
			"/assets/FocusTrap-BUdLLrYG.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/NativeScrollArea-Cmmy2BII.js",
			"/assets/use-debounced-callback-D9_D025Y.js",
			"/assets/vehicle-page-B8DRwKe9.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/images-jIpyWaSr.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/vehicle-page-CpNdYCd0.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/finance-calculator-BMpRn1FE.js",
			"/assets/Slider.module-jrZoqNII.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/vehicle.module-LHm3RNMN.js",
			"/assets/reservation-DGtFHCgI.js",
			"/assets/compare-favourite-BHy4DbHM.js"
		]
	},
	"features/vehicle/price-comparison.tsx": {
		"stylesheets": ["/assets/price-comparison-BwkDIiBn.css"],
		"modulePreloads": [
			"/assets/price-comparison-DRqY-2rT.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/money-A3uMH0ko.js"
		]
	},
	"features/vehicle/similar-cars.tsx": {
		"stylesheets": [
			"/assets/similar-cars-C5l2TDLc.css",
			"/assets/car-card-D6wXO5sT.css",
			"/assets/vehicle-ipPtdJEI.css"
		],
		"modulePreloads": [
			"/assets/similar-cars-ydWxNJJb.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/car-card-CGnKSNzp.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/compare-favourite-BHy4DbHM.js",
			"/assets/images-jIpyWaSr.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/vehicle.module-LHm3RNMN.js"
		]
	},
	"features/vehicle/spin-viewer.tsx": {
		"stylesheets": [
			"/assets/spin-viewer-CVk3_RxL.css",
			"/assets/vehicle-page-B1M9vcX-.css",
			"/assets/finance-calculator-CCyzXyES.css",
			"/assets/vehicle-ipPtdJEI.css"
		],
		"modulePreloads": [
			"/assets/spin-viewer-D33PYMbX.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/vehicle-page-B8DRwKe9.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/images-jIpyWaSr.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/vehicle-page-CpNdYCd0.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/finance-calculator-BMpRn1FE.js",
			"/assets/Slider.module-jrZoqNII.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/vehicle.module-LHm3RNMN.js",
			"/assets/reservation-DGtFHCgI.js",
			"/assets/compare-favourite-BHy4DbHM.js"
		]
	},
	"features/vehicle/vehicle-page.tsx": {
		"stylesheets": [
			"/assets/vehicle-page-B1M9vcX-.css",
			"/assets/finance-calculator-CCyzXyES.css",
			"/assets/vehicle-ipPtdJEI.css"
		],
		"modulePreloads": [
			"/assets/vehicle-page-CpNdYCd0.js",
			"/assets/Transition-DxzHLv2i.js",
			"/assets/jsx-runtime-DyZJNswf.js",
			"/assets/Box-D80JUDzh.js",
			"/assets/CloseButton-FnBw7hHF.js",
			"/assets/Option-B0VeAQqI.js",
			"/assets/Chain-D-7qqaW_.js",
			"/assets/chunk-6KYCQHYJ-BTVhR8iR.js",
			"/assets/event-ids-412h4Dph.js",
			"/assets/search-labels-B8QhgRtM.js",
			"/assets/Either-DdIW1db8.js",
			"/assets/money-A3uMH0ko.js",
			"/assets/labels-C6MvJ-do.js",
			"/assets/availability-DBY-eHZ1.js",
			"/assets/price-display-Z_p5Ph9j.js",
			"/assets/use-saved-cars-ChkGzYS1.js",
			"/assets/vehicle-page-B8DRwKe9.js",
			"/assets/images-jIpyWaSr.js",
			"/assets/finance-calculator-BMpRn1FE.js",
			"/assets/Slider.module-jrZoqNII.js",
			"/assets/clamp-BVhf2JRQ.js",
			"/assets/use-uncontrolled-nqZRLfkn.js",
			"/assets/finance-links-DylvKCvn.js",
			"/assets/vehicle.module-LHm3RNMN.js",
			"/assets/reservation-DGtFHCgI.js",
			"/assets/compare-favourite-BHy4DbHM.js"
		]
	}
};
// ui/hooks/use-caryard-client.ts
/** The client port for components that fetch outside a route loader (the hero's live count). */
var CaryardClientContext = createContext(null);
function useCaryardClient() {
	const client = useContext(CaryardClientContext);
	if (!client) throw new Error("useCaryardClient() is used outside AppProviders.");
	return client;
}
// ui/app/theme.ts
var SYSTEM_FONTS = "Inter, system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif";
/** spec 2 §9 breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400 px (in em, as Mantine wants). */
var BREAKPOINTS = {
	xs: "25em",
	sm: "36em",
	md: "48em",
	lg: "62em",
	xl: "75em",
	xxl: "87.5em"
};
function isColorTuple(shades) {
	return Array.isArray(shades) && shades.length >= 10;
}
/** The Mantine theme of a dealer site, from its configuration (STYLE "UI"). */
function buildTheme(site) {
	const { theme } = site;
	const colors = {};
	for (const [name, shades] of Object.entries(theme.colors ?? {})) if (isColorTuple(shades)) colors[name] = shades;
	const fontFamily = theme.fontFamily ? `${theme.fontFamily}, ${SYSTEM_FONTS}` : SYSTEM_FONTS;
	return createTheme({
		primaryColor: theme.primaryColor,
		primaryShade: {
			light: 6,
			dark: 8
		},
		colors,
		fontFamily,
		headings: {
			fontFamily,
			fontWeight: "800"
		},
		defaultRadius: theme.radius ?? "md",
		breakpoints: BREAKPOINTS,
		cursorType: "pointer",
		respectReducedMotion: true
	});
}
/** Header colours as CSS variables, so they ride in Mantine's nonce'd style tag, not in style attributes. */
function siteCssVariables(site) {
	return () => ({
		variables: {
			"--cy-header-bg": site.theme.headerBackground,
			"--cy-header-fg": site.theme.headerText
		},
		light: {},
		dark: {}
	});
}
// ui/app/app-providers.tsx
/** Mantine with the dealer's theme, the same on the server and in the browser. */
function AppProviders({ site, styleNonce, client, children }) {
	const theme = useMemo(() => buildTheme(site), [site]);
	const cssVariablesResolver = useMemo(() => siteCssVariables(site), [site]);
	return /* @__PURE__ */ jsx(MantineProvider, {
		theme,
		cssVariablesResolver,
		forceColorScheme: "light",
		getStyleNonce: () => styleNonce,
		children: /* @__PURE__ */ jsx(CaryardClientContext.Provider, {
			value: client,
			children
		})
	});
}
// ui/lib/site-copy.ts
/** One line saying what and where the dealer sells, for meta descriptions and heroes. */
function siteTagline(site) {
	const where = `${site.address.suburb}, ${site.address.state}`;
	switch (site.template) {
		case "caravan": return `New and used caravans and RVs in ${where}`;
		case "used-specialist": return `Quality ${site.labels.used.toLowerCase()} cars in ${where}`;
		default: return `New, demo and used cars in ${where}`;
	}
}
// ui/app/document-meta.ts
function defaultMeta(site) {
	return {
		title: `${site.name} | ${siteTagline(site)}`,
		description: `${site.name}: browse new, demo and used vehicles, get finance, sell your car and book a service in ${site.address.suburb}, ${site.address.state}. Call ${site.phone}.`
	};
}
function errorMeta(site, error) {
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return {
		title: `${notFound ? "Page not found" : "Something went wrong"} | ${site.name}`,
		description: notFound ? `The page you asked for is not on ${site.name}'s website.` : `${site.name}'s website could not show this page.`,
		noindex: true
	};
}
/**
* The meta of what the router shows: the error's when a route failed, else the
* deepest route's that describes itself, else the site's. Used by the server for the
* document and by the browser after each navigation, so both agree.
*/
function resolveDocumentMeta(site, matches, loaderData, errors) {
	const error = errors ? Object.values(errors)[0] : void 0;
	if (errors && Object.keys(errors).length > 0) return errorMeta(site, error);
	for (let i = matches.length - 1; i >= 0; i--) {
		const match = matches[i];
		const handle = match?.route.handle;
		if (match && handle?.meta) return handle.meta({
			site,
			data: loaderData[match.route.id]
		});
	}
	return defaultMeta(site);
}
// ui/app/html-document.ts
var ESCAPE_HTML = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
var escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ESCAPE_HTML[c] ?? c);
var ESCAPE_SCRIPT = {
	"<": "\\u003c",
	">": "\\u003e",
	"&": "\\u0026",
	"\u2028": "\\u2028",
	"\u2029": "\\u2029"
};
var scriptSafeJson = (value) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPE_SCRIPT[c] ?? c);
/** The whole HTML document around the rendered app. */
function htmlDocument(parts) {
	const { meta, canonicalUrl, siteName, themeColor, assets, appHtml, hydrationData, scriptNonce } = parts;
	const head = [
		"<meta charset=\"utf-8\">",
		"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
		`<title>${escapeHtml(meta.title)}</title>`,
		`<meta name="description" content="${escapeHtml(meta.description)}">`,
		meta.noindex ? "<meta name=\"robots\" content=\"noindex\">" : "",
		canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : "",
		`<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
		`<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
		`<meta property="og:type" content="${escapeHtml(meta.ogType ?? "website")}">`,
		`<meta property="og:title" content="${escapeHtml(meta.title)}">`,
		`<meta property="og:description" content="${escapeHtml(meta.description)}">`,
		canonicalUrl ? `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">` : "",
		"<meta property=\"og:locale\" content=\"en_AU\">",
		meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : "",
		meta.image ? "<meta name=\"twitter:card\" content=\"summary_large_image\">" : "",
		...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json" nonce="${escapeHtml(scriptNonce)}">${scriptSafeJson(data)}<\/script>`),
		"<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">",
		...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
		...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
		`<script type="module" src="${escapeHtml(assets.entryScript)}"><\/script>`
	].filter(Boolean);
	const hydrate = `window.__staticRouterHydrationData=JSON.parse(${scriptSafeJson(JSON.stringify(hydrationData))});`;
	return `<!doctype html>
<html lang="en-AU" data-mantine-color-scheme="light">
<head>
${head.join("\n")}
</head>
<body>
<div id="root">${appHtml}</div>
<script nonce="${escapeHtml(scriptNonce)}">${hydrate}<\/script>
</body>
</html>`;
}
// ui/lib/contact.ts
/** `tel:` link of an Australian number as written ("07 3123 4567", "1300 123 456"). */
function telHref(phone) {
	return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
function siteAddressLine(site) {
	const { street, suburb, state, postcode } = site.address;
	return `${street}, ${suburb} ${state} ${postcode}`;
}
function mapsHref(query) {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
// ui/components/icons.tsx
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
var PhoneIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" })
});
var PinIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" }), /* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "10",
		r: "3"
	})]
});
var ChevronDownIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "m6 9 6 6 6-6" })
});
var ArrowRightIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M5 12h14" }), /* @__PURE__ */ jsx("path", { d: "m12 5 7 7-7 7" })]
});
var WrenchIcon = (props) => /* @__PURE__ */ jsx(Icon, {
	...props,
	children: /* @__PURE__ */ jsx("path", { d: "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" })
});
var DollarIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M12 2v20" }), /* @__PURE__ */ jsx("path", { d: "M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" })]
});
var SwapIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "m16 3 4 4-4 4" }),
		/* @__PURE__ */ jsx("path", { d: "M20 7H4" }),
		/* @__PURE__ */ jsx("path", { d: "m8 21-4-4 4-4" }),
		/* @__PURE__ */ jsx("path", { d: "M4 17h16" })
	]
});
var ShieldIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" }), /* @__PURE__ */ jsx("path", { d: "m9 12 2 2 4-4" })]
});
var ClockIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "10"
	}), /* @__PURE__ */ jsx("path", { d: "M12 6v6l4 2" })]
});
var SearchIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "11",
		cy: "11",
		r: "8"
	}), /* @__PURE__ */ jsx("path", { d: "m21 21-4.3-4.3" })]
});
var HeartIcon = ({ filled, ...props }) => /* @__PURE__ */ jsx(Icon, {
	...props,
	fill: filled ? "currentColor" : "none",
	children: /* @__PURE__ */ jsx("path", { d: "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" })
});
var CompareIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M16 3h5v5" }),
		/* @__PURE__ */ jsx("path", { d: "M8 3H3v5" }),
		/* @__PURE__ */ jsx("path", { d: "M12 22v-8.3a4 4 0 0 0-1.2-2.9L3 3" }),
		/* @__PURE__ */ jsx("path", { d: "m15 9 6-6" })
	]
});
var GaugeIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "m12 14 4-4" }), /* @__PURE__ */ jsx("path", { d: "M3.3 19a10 10 0 1 1 17.4 0" })]
});
var FuelIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M3 22h12" }),
		/* @__PURE__ */ jsx("path", { d: "M4 9h10" }),
		/* @__PURE__ */ jsx("path", { d: "M14 22V4a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v18" }),
		/* @__PURE__ */ jsx("path", { d: "M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0V9.8a2 2 0 0 0-.6-1.4L18 5" })
	]
});
var GearIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("circle", {
			cx: "6",
			cy: "6",
			r: "2"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "6",
			cy: "18",
			r: "2"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "18",
			cy: "6",
			r: "2"
		}),
		/* @__PURE__ */ jsx("path", { d: "M6 8v8" }),
		/* @__PURE__ */ jsx("path", { d: "M18 8v2a2 2 0 0 1-2 2H6" })
	]
});
var TagIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4z" }), /* @__PURE__ */ jsx("circle", {
		cx: "7.5",
		cy: "7.5",
		r: ".5",
		fill: "currentColor"
	})]
});
var FilterIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M4 6h16" }),
		/* @__PURE__ */ jsx("path", { d: "M7 12h10" }),
		/* @__PURE__ */ jsx("path", { d: "M10 18h4" })
	]
});
var CloseIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M18 6 6 18" }), /* @__PURE__ */ jsx("path", { d: "m6 6 12 12" })]
});
var CameraIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [/* @__PURE__ */ jsx("path", { d: "M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" }), /* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "13",
		r: "3"
	})]
});
var CarIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "7",
			cy: "17",
			r: "2"
		}),
		/* @__PURE__ */ jsx("path", { d: "M9 17h6" }),
		/* @__PURE__ */ jsx("circle", {
			cx: "17",
			cy: "17",
			r: "2"
		})
	]
});
var HistoryIcon = (props) => /* @__PURE__ */ jsxs(Icon, {
	...props,
	children: [
		/* @__PURE__ */ jsx("path", { d: "M3 12a9 9 0 1 0 9-9 9.8 9.8 0 0 0-6.7 2.7L3 8" }),
		/* @__PURE__ */ jsx("path", { d: "M3 3v5h5" }),
		/* @__PURE__ */ jsx("path", { d: "M12 7v5l4 2" })
	]
});
// ui/components/locations/opening-hours-summary.ts
var DAY = [
	"Sun",
	"Mon",
	"Tue",
	"Wed",
	"Thu",
	"Fri",
	"Sat"
];
var WEEK = [
	1,
	2,
	3,
	4,
	5,
	6,
	0
];
/** "08:30" → "8:30am", "17:00" → "5pm". */
function formatTime(time) {
	const [h = "0", m = "00"] = time.split(":");
	const hour = Number(h);
	const suffix = hour >= 12 ? "pm" : "am";
	const twelve = hour % 12 === 0 ? 12 : hour % 12;
	return m === "00" ? `${twelve}${suffix}` : `${twelve}:${m}${suffix}`;
}
/**
* Weekly hours as short lines, consecutive days with the same hours joined:
* ["Mon–Fri 8:30am–5:30pm", "Sat 8:30am–12pm", "Sun Closed"].
*/
function summariseOpeningHours(hours, closedText = "Closed") {
	const label = (weekday) => {
		const day = hours.find((h) => h.weekday === weekday);
		if (!day) return null;
		if (day.status !== "open" || !day.open || !day.close) return closedText;
		return `${formatTime(day.open)}–${formatTime(day.close)}`;
	};
	const lines = [];
	let start = 0;
	for (let i = 1; i <= WEEK.length; i++) {
		const first = WEEK[start];
		if ((i < WEEK.length ? label(WEEK[i]) : void 0) === label(first)) continue;
		const text = label(first);
		if (text !== null) {
			const last = WEEK[i - 1];
			const days = first === last ? DAY[first] : `${DAY[first]}–${DAY[last]}`;
			lines.push(`${days} ${text}`);
		}
		start = i;
	}
	return lines;
}
var location_cards_module_default = {
	card: "_card_aanb1_1",
	name: "_name_aanb1_14",
	line: "_line_aanb1_21",
	phone: "_phone_aanb1_37",
	hours: "_hours_aanb1_47",
	actions: "_actions_aanb1_53"
};
// ui/components/locations/location-cards.tsx
var TYPE_LABEL = {
	sales: "Sales",
	service: "Service",
	parts: "Parts"
};
/** Dealership locations with address, phone and weekly hours (spec 2 §2 Locations). */
function LocationCards({ locations, closedText }) {
	const showMain = locations.length > 1 && locations.filter((l) => l.primary).length === 1;
	return /* @__PURE__ */ jsx(SimpleGrid, {
		cols: {
			base: 1,
			sm: 2,
			lg: Math.min(Math.max(locations.length, 1), 3)
		},
		spacing: "lg",
		children: locations.map((location) => {
			const { street, city, state, postcode } = location.address;
			const address = `${street}, ${city} ${state} ${postcode}`;
			const hours = summariseOpeningHours(location.contact_detail.opening_hours, closedText);
			const types = [location.location_type, ...location.location_subtype ?? []].filter((t) => TYPE_LABEL[t]);
			return /* @__PURE__ */ jsxs(Card, {
				withBorder: true,
				padding: "lg",
				radius: "md",
				className: location_cards_module_default.card,
				component: "article",
				children: [
					/* @__PURE__ */ jsxs(Group, {
						justify: "space-between",
						align: "flex-start",
						wrap: "nowrap",
						gap: "xs",
						children: [/* @__PURE__ */ jsx("h3", {
							className: location_cards_module_default.name,
							children: location.name
						}), showMain && location.primary ? /* @__PURE__ */ jsx(Badge, {
							variant: "light",
							size: "sm",
							children: "Main"
						}) : null]
					}),
					types.length > 0 ? /* @__PURE__ */ jsx(Group, {
						gap: 6,
						children: types.map((t) => /* @__PURE__ */ jsx(Badge, {
							variant: "outline",
							color: "gray",
							size: "xs",
							children: TYPE_LABEL[t]
						}, t))
					}) : null,
					/* @__PURE__ */ jsxs("p", {
						className: location_cards_module_default.line,
						children: [/* @__PURE__ */ jsx(PinIcon, { size: 16 }), /* @__PURE__ */ jsx("span", { children: address })]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: location_cards_module_default.line,
						children: [/* @__PURE__ */ jsx(PhoneIcon, { size: 16 }), /* @__PURE__ */ jsx("a", {
							className: location_cards_module_default.phone,
							href: telHref(location.contact_detail.phone),
							children: location.contact_detail.phone
						})]
					}),
					hours.length > 0 ? /* @__PURE__ */ jsxs("div", {
						className: location_cards_module_default.line,
						children: [/* @__PURE__ */ jsx(ClockIcon, { size: 16 }), /* @__PURE__ */ jsx("ul", {
							className: location_cards_module_default.hours,
							"aria-label": `${location.name} opening hours`,
							children: hours.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line))
						})]
					}) : null,
					/* @__PURE__ */ jsx("div", {
						className: location_cards_module_default.actions,
						children: /* @__PURE__ */ jsx(Button, {
							component: "a",
							href: location.address.place_url ?? mapsHref(`${location.name}, ${address}`),
							target: "_blank",
							rel: "noopener noreferrer",
							variant: "light",
							size: "sm",
							children: "Get directions"
						})
					})
				]
			}, location.id);
		})
	});
}
// ui/hooks/use-site.ts
/** The dealer site being browsed (the root route's loader data). */
function useSite() {
	const data = useRouteLoaderData("root");
	if (!data) throw new Error("useSite() is used outside the root route.");
	return data.site;
}
var about_module_default = {
	banner: "_banner_is7ad_1",
	title: "_title_is7ad_8",
	lead: "_lead_is7ad_15",
	body: "_body_is7ad_22",
	prose: "_prose_is7ad_27",
	stat: "_stat_is7ad_40",
	statValue: "_statValue_is7ad_45",
	statLabel: "_statLabel_is7ad_51"
};
// ui/features/about/about-page.tsx
var aboutHandle = { meta: ({ site }) => ({
	title: `About Us | ${site.name}`,
	description: `Get to know ${site.name} in ${site.address.suburb}, ${site.address.state}: our team, our locations and how we look after our customers.`
}) };
/** /about-us (spec 2 §2 routes): who the dealer is, its numbers and its locations. */
function AboutPage() {
	const site = useSite();
	const places = site.locations.length;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("section", {
		className: about_module_default.banner,
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsx("h1", {
				className: about_module_default.title,
				children: `About ${site.name}`
			}), /* @__PURE__ */ jsxs("p", {
				className: about_module_default.lead,
				children: [
					"Locally owned and proudly part of the ",
					site.address.suburb,
					" community."
				]
			})]
		})
	}), /* @__PURE__ */ jsxs(Container, {
		size: "xl",
		className: about_module_default.body,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: about_module_default.prose,
				children: [/* @__PURE__ */ jsxs("p", { children: [
					"At ",
					site.name,
					" we believe buying a car should be straightforward. Whether you are after a brand-new model, a low-kilometre demonstrator or a quality used vehicle, our team will help you find the right car at the right price, with finance, trade-ins and servicing all handled in one place."
				] }), /* @__PURE__ */ jsxs("p", { children: [
					places > 1 ? `With ${places} locations across ${site.address.state}, there is always a ${site.name} team nearby.` : `You will find us at ${site.address.street}, ${site.address.suburb} ${site.address.state} ${site.address.postcode}.`,
					" ",
					"Call us on ",
					site.phone,
					" or drop in; we would love to meet you."
				] })]
			}),
			site.statistics.length > 0 ? /* @__PURE__ */ jsx(SimpleGrid, {
				cols: {
					base: 1,
					sm: site.statistics.length
				},
				spacing: "xl",
				mt: "xl",
				children: site.statistics.map((stat) => /* @__PURE__ */ jsxs("div", {
					className: about_module_default.stat,
					children: [/* @__PURE__ */ jsx("div", {
						className: about_module_default.statValue,
						children: stat.value
					}), /* @__PURE__ */ jsx("div", {
						className: about_module_default.statLabel,
						children: stat.label
					})]
				}, stat.label))
			}) : null,
			/* @__PURE__ */ jsxs(Group, {
				mt: "xl",
				gap: "sm",
				children: [/* @__PURE__ */ jsx(Button, {
					component: Link,
					to: "/search",
					children: "Browse our stock"
				}), /* @__PURE__ */ jsx(Button, {
					component: Link,
					to: "/contact-us",
					variant: "default",
					children: "Contact us"
				})]
			}),
			places > 0 ? /* @__PURE__ */ jsx("div", {
				className: about_module_default.prose,
				children: /* @__PURE__ */ jsx("h2", { children: "Where to find us" })
			}) : null,
			places > 0 ? /* @__PURE__ */ jsx(LocationCards, { locations: site.locations }) : null
		]
	})] });
}
// ui/features/checkout/checkout-route.ts
/** /cars/{slug}/checkout and /buy-online: the car by its slug; a car not on this site is a 404. */
function checkoutLoader(client) {
	return async ({ params }) => {
		const slug = params["slug"] ?? "";
		const car = await client.getCar(slug);
		if (!car) throw data({ message: `No car ${slug}` }, { status: 404 });
		return { car };
	};
}
var checkoutHandle = { meta: ({ site, data: loaded }) => {
	const car = loaded?.car;
	return {
		title: car ? `Reserve the ${car.name} | ${site.name}` : `Reserve online | ${site.name}`,
		description: `Reserve online with a fully refundable deposit: ${site.name} holds the vehicle for you for 48 hours.`,
		noindex: true
	};
} };
var errors_module_default = {
	wrap: "_wrap_1053e_1",
	code: "_code_1053e_7",
	title: "_title_1053e_16",
	text: "_text_1053e_22"
};
// ui/features/errors/not-found-page.tsx
/** Any path no page claims: rendered in the site's layout, answered with status 404. */
function notFoundLoader() {
	return data({ notFound: true }, { status: 404 });
}
var notFoundHandle = { meta: ({ site }) => ({
	title: `Page not found | ${site.name}`,
	description: `The page you asked for is not on ${site.name}'s website.`,
	noindex: true
}) };
function NotFoundPage() {
	const site = useSite();
	return /* @__PURE__ */ jsxs(Container, {
		size: "md",
		className: errors_module_default.wrap,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: errors_module_default.code,
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: errors_module_default.title,
				children: "We couldn't find that page"
			}),
			/* @__PURE__ */ jsxs("p", {
				className: errors_module_default.text,
				children: [
					"The page may have moved, or the vehicle may have found a new home. Try our stock, or call ",
					site.name,
					" on",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: telHref(site.phone),
						children: site.phone
					}),
					"."
				]
			}),
			/* @__PURE__ */ jsxs(Group, {
				justify: "center",
				gap: "sm",
				children: [/* @__PURE__ */ jsx(Button, {
					component: Link,
					to: "/",
					size: "md",
					children: "Back to home"
				}), /* @__PURE__ */ jsx(Button, {
					component: Link,
					to: "/search",
					size: "md",
					variant: "default",
					children: "Browse stock"
				})]
			})
		]
	});
}
// ui/features/finance/finance-route.ts
/** /finance: the default finance page when no car is given; its search params pass through (spec 2 §2). */
function financeLoader({ request }) {
	const params = new URL(request.url).searchParams;
	const budget = Number(params.get("vehiclePriceBudget") ?? "");
	const text = (key) => params.get(key)?.trim().slice(0, 100) || null;
	return {
		vehiclePriceBudget: Number.isFinite(budget) && budget > 0 ? budget : null,
		preferredDealership: text("preferredDealership"),
		carId: text("car_id"),
		carType: text("car_type")
	};
}
var financeHandle$1 = { meta: ({ site }) => ({
	title: `Car Finance Calculator | ${site.name}`,
	description: `Work out your repayments with the ${site.name} finance calculator, then ask us for a finance quote. Weekly, fortnightly or monthly.`
}) };
// ui/features/errors/route-error-page.tsx
/** A page that failed to load: shown inside the site's layout (404 from a loader, or an outage). */
function RouteErrorPage() {
	const error = useRouteError();
	const notFound = isRouteErrorResponse(error) && error.status === 404;
	return /* @__PURE__ */ jsxs(Container, {
		size: "md",
		className: errors_module_default.wrap,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: errors_module_default.code,
				"aria-hidden": "true",
				children: notFound ? 404 : "Oops"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: errors_module_default.title,
				children: notFound ? "We couldn't find that page" : "Something went wrong"
			}),
			/* @__PURE__ */ jsx("p", {
				className: errors_module_default.text,
				children: notFound ? "The page may have moved, or the vehicle may have found a new home." : "This page could not be shown just now. Please try again in a moment."
			}),
			/* @__PURE__ */ jsx(Group, {
				justify: "center",
				children: /* @__PURE__ */ jsx(Button, {
					component: Link,
					to: "/",
					size: "md",
					children: "Back to home"
				})
			})
		]
	});
}
// ui/features/forms/forms-route.ts
/**
* `?car_id=` preselects a car (spec 2 §2 routes). The id is the car's slug, as on
* /checkout-journey?car_id={slug}; an unknown one leaves a general form.
*/
function carFormLoader(client) {
	return async ({ request }) => {
		const carId = new URL(request.url).searchParams.get("car_id")?.trim() ?? "";
		if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(carId) || carId.length > 200) return { car: null };
		return { car: await client.getCar(carId).catch(() => null) };
	};
}
var carName = (data) => data?.car?.name ?? null;
var contactHandle = { meta: ({ site, data }) => {
	const name = carName(data);
	return {
		title: name ? `Enquire about the ${name} | ${site.name}` : `Contact Us | ${site.name}`,
		description: `Send ${site.name} an enquiry, or call us on ${site.phone}. We reply during opening hours.`
	};
} };
var financeHandle = { meta: ({ site }) => ({
	title: `Finance Enquiry | ${site.name}`,
	description: `Ask ${site.name} about car finance: tell us your budget and we will find a loan that suits you.`
}) };
var successHandle = { meta: ({ site }) => ({
	title: `Thank you | ${site.name}`,
	description: `Your enquiry has been sent to ${site.name}.`,
	noindex: true
}) };
var testDriveHandle = { meta: ({ site, data }) => {
	const name = carName(data);
	return {
		title: name ? `Book a test drive of the ${name} | ${site.name}` : `Book a Test Drive | ${site.name}`,
		description: `Book a test drive at ${site.name}: choose a day and a free time that suits you.`
	};
} };
// ui/components/smart-link.tsx
/** Site paths navigate client-side (react-router); other URLs (tel:, https:) are plain links. */
function isInternalHref(href) {
	return href.startsWith("/") && !href.startsWith("//");
}
var SmartLink = forwardRef(function SmartLink({ href, ...props }, ref) {
	if (isInternalHref(href)) return /* @__PURE__ */ jsx(Link, {
		ref,
		to: href,
		...props
	});
	const external = /^https?:/i.test(href);
	return /* @__PURE__ */ jsx("a", {
		ref,
		href,
		...external ? {
			target: "_blank",
			rel: "noopener noreferrer"
		} : {},
		...props
	});
});
// ui/lib/search-route-context.ts
/** The route context from a site-wide search's facets: its makes, each make's models, its bodies. */
function routeContextOf(base, facets) {
	const makes = Object.keys(facets.make ?? {});
	const models = {};
	const byLength = [...makes].sort((a, b) => b.length - a.length);
	for (const makeModel of Object.keys(facets.make_model ?? {})) {
		const make = byLength.find((m) => makeModel.startsWith(`${m} `));
		if (make !== void 0) (models[make] ??= []).push(makeModel.slice(make.length + 1));
	}
	return {
		base,
		makes,
		models,
		bodies: Object.keys(facets.body ?? {})
	};
}
/** The newest search first; an earlier visit of the same href moves up rather than repeating. */
function withSearch(history, entry) {
	return [entry, ...history.filter((e) => e.href !== entry.href)].slice(0, 5);
}
function parseHistory(text) {
	try {
		const value = JSON.parse(text ?? "[]");
		if (!Array.isArray(value)) return [];
		return value.filter((e) => typeof e?.href === "string" && typeof e?.label === "string" && e.href.startsWith("/")).slice(0, 5);
	} catch {
		return [];
	}
}
/** The visitor's recent searches, kept in this browser only (localStorage). Empty while server-rendering. */
function useSearchHistory() {
	const [history, setHistory] = useLocalStorage({
		key: "caryard.search-history",
		defaultValue: [],
		deserialize: parseHistory
	});
	return {
		history,
		record: useCallback((entry) => setHistory((current) => withSearch(current, entry)), [setHistory])
	};
}
// ui/features/home/hero-art.tsx
/** A line drawing of an SUV in profile, the hero's backdrop (decorative, hidden from assistive tech). */
function HeroArt({ className }) {
	return /* @__PURE__ */ jsxs("svg", {
		className,
		viewBox: "0 0 760 300",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: 5,
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ jsx("path", { d: "M40 224v-56q0-18 16-22l20-50q6-16 24-18l320-4q30 0 50 16l70 50 132 16q40 6 44 34v24q0 10-10 10h-66a60 60 0 0 0-120 0H250a60 60 0 0 0-120 0z" }),
			/* @__PURE__ */ jsx("path", { d: "M112 140l12-42q4-6 12-6h164v48zM318 92h102q20 0 32 12l48 36H318z" }),
			/* @__PURE__ */ jsx("path", { d: "M60 152l480-4M310 148v72M334 162h26M206 162h26M668 170l36 6M44 162h12" }),
			/* @__PURE__ */ jsx("circle", {
				cx: "190",
				cy: "224",
				r: "44"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "190",
				cy: "224",
				r: "16"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "580",
				cy: "224",
				r: "44"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "580",
				cy: "224",
				r: "16"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M0 276h760",
				strokeWidth: 3
			})
		]
	});
}
var home_module_default = {
	hero: "_hero_8uvno_1",
	heroArt: "_heroArt_8uvno_12",
	heroInner: "_heroInner_8uvno_29",
	eyebrow: "_eyebrow_8uvno_33",
	heroTitle: "_heroTitle_8uvno_43",
	heroLead: "_heroLead_8uvno_52",
	searchPanel: "_searchPanel_8uvno_59",
	searchLabel: "_searchLabel_8uvno_69",
	searchRow: "_searchRow_8uvno_79",
	segmented: "_segmented_8uvno_89",
	quickLinks: "_quickLinks_8uvno_93",
	quickLink: "_quickLink_8uvno_93",
	section: "_section_8uvno_112",
	sectionMuted: "_sectionMuted_8uvno_117",
	sectionHeader: "_sectionHeader_8uvno_121",
	sectionTitle: "_sectionTitle_8uvno_130",
	sectionLead: "_sectionLead_8uvno_136",
	stats: "_stats_8uvno_142",
	stat: "_stat_8uvno_142",
	statValue: "_statValue_8uvno_153",
	statLabel: "_statLabel_8uvno_162",
	tile: "_tile_8uvno_171",
	tileKind: "_tileKind_8uvno_201",
	tileTitle: "_tileTitle_8uvno_209",
	tileText: "_tileText_8uvno_216",
	tileCta: "_tileCta_8uvno_223",
	bodyType: "_bodyType_8uvno_232",
	service: "_service_8uvno_256",
	serviceIcon: "_serviceIcon_8uvno_263",
	serviceTitle: "_serviceTitle_8uvno_273",
	serviceText: "_serviceText_8uvno_279",
	cta: "_cta_8uvno_286",
	ctaInner: "_ctaInner_8uvno_293",
	ctaTitle: "_ctaTitle_8uvno_301",
	ctaText: "_ctaText_8uvno_308",
	heroTabs: "_heroTabs_8uvno_313",
	heroTab: "_heroTab_8uvno_313",
	heroPanel: "_heroPanel_8uvno_321",
	conditionRow: "_conditionRow_8uvno_327",
	selectGrid: "_selectGrid_8uvno_332",
	showMe: "_showMe_8uvno_346",
	priceHeader: "_priceHeader_8uvno_350",
	priceValues: "_priceValues_8uvno_357",
	priceSlider: "_priceSlider_8uvno_363",
	history: "_history_8uvno_367",
	historyLabel: "_historyLabel_8uvno_376",
	facetCards: "_facetCards_8uvno_384",
	facetCard: "_facetCard_8uvno_384",
	facetImage: "_facetImage_8uvno_415",
	facetMonogram: "_facetMonogram_8uvno_423",
	facetLabel: "_facetLabel_8uvno_436",
	facetCount: "_facetCount_8uvno_440",
	facetGroup: "_facetGroup_8uvno_445"
};
// ui/features/home/hero-search.tsx
/** spec 2 §2: besides make and model, dropdowns for these where the site filters by them. */
var EXTRA_DROPDOWNS = [
	"city",
	"body",
	"fuel",
	"colour"
];
/** Choice: the count settles after this many ms of counting up (instant with reduced motion). */
var COUNT_UP_MS = 700;
/** A number that counts up (or down) to its target: spec 1 §2 'Show Me N cars' counts up to the total. */
function useCountUp(target) {
	const reduceMotion = useReducedMotion();
	const [shown, setShown] = useState(target);
	const from = useRef(0);
	useEffect(() => {
		if (reduceMotion) {
			setShown(target);
			from.current = target;
			return;
		}
		const start = performance.now();
		const origin = from.current;
		let frame = requestAnimationFrame(function step(now) {
			const t = Math.min(1, (now - start) / COUNT_UP_MS);
			const eased = 1 - (1 - t) ** 3;
			const value = Math.round(origin + (target - origin) * eased);
			setShown(value);
			from.current = value;
			if (t < 1) frame = requestAnimationFrame(step);
		});
		return () => cancelAnimationFrame(frame);
	}, [target, reduceMotion]);
	return shown;
}
/** A make_model choice as make and model, so the link is the /search/{make}/{model} route. */
function pathFriendly(state) {
	const makeModel = state.refinementList.make_model?.[0];
	const make = state.refinementList.make?.[0];
	if (makeModel === void 0 || make === void 0 || !makeModel.startsWith(`${make} `)) return state;
	const { make_model: _joined, ...rest } = state.refinementList;
	return {
		...state,
		refinementList: {
			...rest,
			model: [makeModel.slice(make.length + 1)]
		}
	};
}
var noun = (site, count) => {
	const word = site.template === "caravan" ? "Caravan" : site.template === "group" ? "Vehicle" : "Car";
	return count === 1 ? word : `${word}s`;
};
/**
* The search hero (spec 2 §2 "Search hero and input widgets"): the site's heading, a
* condition choice, make and model, the site's extra dropdowns and dealership, and a
* 'Show Me N cars' button that counts up to the live total; a price-slider tab that
* searches by budget, highest price first; and the shopper's recent searches.
*/
function HeroSearch({ site, catalogue }) {
	const client = useCaryardClient();
	const { history } = useSearchHistory();
	const [state, setState] = useState(emptySearchState);
	const [answer, setAnswer] = useState(catalogue);
	const routes = useMemo(() => routeContextOf("/search", catalogue?.facets ?? {}), [catalogue]);
	const label = useMemo(() => facetValueLabel(site), [site]);
	const lists = useMemo(() => facetLists(answer?.facets ?? {}, { label }), [answer, label]);
	useEffect(() => {
		if (state === emptySearchState) {
			setAnswer(catalogue);
			return;
		}
		const controller = new AbortController();
		client.search({
			...state,
			hitsPerPage: 1
		}, { signal: controller.signal }).then((result) => {
			if (E.isRight(result)) setAnswer(result.right);
		}).catch((error) => {
			if (!controller.signal.aborted) console.warn("The hero search count could not be updated.", error);
		});
		return () => controller.abort();
	}, [
		state,
		client,
		catalogue
	]);
	const choose = (attribute, value) => {
		setState((current) => {
			const refinementList = { ...current.refinementList };
			if (value === "") delete refinementList[attribute];
			else refinementList[attribute] = [value];
			if (attribute === "make") delete refinementList.make_model;
			return {
				...current,
				refinementList
			};
		});
	};
	const chosen = (attribute) => state.refinementList[attribute]?.[0] ?? "";
	const dealerships = lists.location_id ?? [];
	const hasDealershipSelect = Object.keys(catalogue?.facets.location_id ?? {}).length > 1;
	const onlyDealership = dealerships.length === 1 ? dealerships[0]?.value : void 0;
	useEffect(() => {
		if (hasDealershipSelect && onlyDealership !== void 0 && chosen("location_id") === "") choose("location_id", onlyDealership);
	}, [onlyDealership]);
	const conditions = [{
		value: "",
		label: "All"
	}, ...(lists.car_type ?? []).filter((item) => [
		"new",
		"demo",
		"used"
	].includes(item.value)).map((item) => ({
		value: item.value,
		label: item.label
	}))];
	const makes = lists.make ?? [];
	const singleMake = makes.length <= 1;
	const make = chosen("make");
	const models = singleMake ? (lists.model ?? []).map((item) => ({
		value: item.value,
		label: item.label,
		count: item.count,
		attribute: "model"
	})) : (lists.make_model ?? []).filter((item) => make !== "" && item.value.startsWith(`${make} `)).map((item) => ({
		value: item.value,
		label: item.value.slice(make.length + 1),
		count: item.count,
		attribute: "make_model"
	}));
	const modelAttribute = singleMake ? "model" : "make_model";
	const extras = EXTRA_DROPDOWNS.filter((attribute) => site.search_filters.includes(attribute) && (lists[attribute]?.length ?? 0) > 1);
	const total = answer?.count ?? 0;
	const counted = useCountUp(total);
	const options = (items, any) => [{
		value: "",
		label: any
	}, ...items.map((item) => ({
		value: item.value,
		label: `${item.label} (${formatNumber(item.count)})`
	}))];
	const [price, setPrice] = useState({
		min: HERO_PRICE_SLIDER.min,
		max: HERO_PRICE_SLIDER.max
	});
	return /* @__PURE__ */ jsxs("section", {
		className: home_module_default.hero,
		"aria-labelledby": "hero-heading",
		children: [/* @__PURE__ */ jsx(HeroArt, { className: home_module_default.heroArt }), /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			className: home_module_default.heroInner,
			children: [
				/* @__PURE__ */ jsx("p", {
					className: home_module_default.eyebrow,
					children: site.name
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "hero-heading",
					className: home_module_default.heroTitle,
					children: site.labels.heroHeading
				}),
				/* @__PURE__ */ jsxs("p", {
					className: home_module_default.heroLead,
					children: [siteTagline(site), ". Quality stock, finance on the spot and a fair price for your trade-in."]
				}),
				/* @__PURE__ */ jsx("div", {
					className: home_module_default.searchPanel,
					role: "search",
					"aria-label": "Search our stock",
					children: /* @__PURE__ */ jsxs(Tabs, {
						defaultValue: "filters",
						classNames: {
							list: home_module_default.heroTabs,
							tab: home_module_default.heroTab
						},
						children: [
							/* @__PURE__ */ jsxs(Tabs.List, { children: [/* @__PURE__ */ jsxs(Tabs.Tab, {
								value: "filters",
								children: ["Find your ", noun(site, 1).toLowerCase()]
							}), /* @__PURE__ */ jsx(Tabs.Tab, {
								value: "price",
								children: "Shop by budget"
							})] }),
							/* @__PURE__ */ jsxs(Tabs.Panel, {
								value: "filters",
								className: home_module_default.heroPanel,
								children: [
									conditions.length > 2 ? /* @__PURE__ */ jsxs("div", {
										className: home_module_default.conditionRow,
										children: [/* @__PURE__ */ jsx("span", {
											className: home_module_default.searchLabel,
											id: "hero-condition-label",
											children: "Condition"
										}), /* @__PURE__ */ jsx(SegmentedControl, {
											className: home_module_default.segmented,
											data: conditions,
											value: chosen("car_type"),
											onChange: (value) => choose("car_type", value),
											"aria-labelledby": "hero-condition-label",
											size: "sm",
											radius: "md",
											fullWidth: true
										})]
									}) : null,
									/* @__PURE__ */ jsxs("div", {
										className: home_module_default.selectGrid,
										children: [
											!singleMake ? /* @__PURE__ */ jsx(NativeSelect, {
												label: "Make",
												data: options(makes, "Any make"),
												value: make,
												onChange: (e) => choose("make", e.currentTarget.value)
											}) : null,
											/* @__PURE__ */ jsx(NativeSelect, {
												label: "Model",
												data: options(models, singleMake || make !== "" ? "Any model" : "Choose a make first"),
												value: chosen(modelAttribute),
												disabled: models.length === 0,
												onChange: (e) => choose(modelAttribute, e.currentTarget.value)
											}),
											extras.map((attribute) => /* @__PURE__ */ jsx(NativeSelect, {
												label: FILTER_TITLES[attribute],
												data: options(lists[attribute] ?? [], "Any"),
												value: chosen(attribute),
												onChange: (e) => choose(attribute, e.currentTarget.value)
											}, attribute)),
											hasDealershipSelect && dealerships.length > 0 ? /* @__PURE__ */ jsx(NativeSelect, {
												label: "Dealership",
												data: options(dealerships, "All dealerships"),
												value: chosen("location_id"),
												onChange: (e) => choose("location_id", e.currentTarget.value)
											}) : null
										]
									}),
									/* @__PURE__ */ jsx(Button, {
										component: Link,
										to: searchHref(pathFriendly(state), routes),
										size: "md",
										radius: "md",
										fullWidth: true,
										className: home_module_default.showMe,
										leftSection: /* @__PURE__ */ jsx(SearchIcon, { size: 18 }),
										children: `Show Me ${formatNumber(counted)} ${noun(site, total)}`
									})
								]
							}),
							/* @__PURE__ */ jsxs(Tabs.Panel, {
								value: "price",
								className: home_module_default.heroPanel,
								children: [
									/* @__PURE__ */ jsxs("div", {
										className: home_module_default.priceHeader,
										children: [/* @__PURE__ */ jsx("span", {
											className: home_module_default.searchLabel,
											children: "Price range"
										}), /* @__PURE__ */ jsxs("span", {
											className: home_module_default.priceValues,
											children: [
												formatDollars(price.min),
												" – ",
												formatDollars(price.max),
												price.max >= HERO_PRICE_SLIDER.max ? "+" : ""
											]
										})]
									}),
									/* @__PURE__ */ jsx(RangeSlider, {
										className: home_module_default.priceSlider,
										min: HERO_PRICE_SLIDER.min,
										max: HERO_PRICE_SLIDER.max,
										step: HERO_PRICE_SLIDER.step,
										minRange: HERO_PRICE_SLIDER.minGap,
										value: [price.min, price.max],
										label: (value) => formatDollars(value),
										thumbFromLabel: "Minimum price",
										thumbToLabel: "Maximum price",
										onChange: ([from, to]) => {
											const handle = from !== price.min ? "min" : "max";
											setPrice(moveSteppedHandle({
												values: price,
												handle,
												to: handle === "min" ? from : to
											}));
										}
									}),
									/* @__PURE__ */ jsx(Button, {
										component: Link,
										to: searchHref(heroPriceSearchState(price), routes),
										size: "md",
										radius: "md",
										fullWidth: true,
										className: home_module_default.showMe,
										leftSection: /* @__PURE__ */ jsx(SearchIcon, { size: 18 }),
										children: "Search by price"
									})
								]
							})
						]
					})
				}),
				history.length > 0 ? /* @__PURE__ */ jsxs("nav", {
					className: home_module_default.history,
					"aria-label": "Your recent searches",
					children: [/* @__PURE__ */ jsxs("span", {
						className: home_module_default.historyLabel,
						children: [/* @__PURE__ */ jsx(HistoryIcon, { size: 15 }), " Recent searches"]
					}), history.map((entry) => /* @__PURE__ */ jsx(Link, {
						className: home_module_default.quickLink,
						to: entry.href,
						children: entry.label
					}, entry.href))]
				}) : /* @__PURE__ */ jsxs("nav", {
					className: home_module_default.quickLinks,
					"aria-label": "Popular searches",
					children: [
						/* @__PURE__ */ jsx(Link, {
							className: home_module_default.quickLink,
							to: "/special-offers",
							children: "Special offers"
						}),
						/* @__PURE__ */ jsx(Link, {
							className: home_module_default.quickLink,
							to: "/sell-my-car",
							children: "Value my trade-in"
						}),
						/* @__PURE__ */ jsx(Link, {
							className: home_module_default.quickLink,
							to: "/finance",
							children: "Finance calculator"
						}),
						/* @__PURE__ */ jsx(Link, {
							className: home_module_default.quickLink,
							to: "/book-a-service",
							children: "Book a service"
						})
					]
				})
			]
		})]
	});
}
// ui/features/home/home-page.tsx
var homeHandle = { meta: ({ site }) => ({
	title: `${site.name} | ${siteTagline(site)}`,
	description: `${site.labels.heroHeading} at ${site.name}, ${site.address.suburb} ${site.address.state}. Finance, trade-ins and servicing in one place. Call ${site.phone}.`
}) };
/** The site's stock at a glance; the page still renders when search is down. */
function homeLoader(client) {
	return async () => {
		try {
			const answer = await client.search({
				...emptySearchState,
				hitsPerPage: 1
			});
			return { catalogue: E.isRight(answer) ? {
				count: answer.right.count,
				facets: answer.right.facets
			} : null };
		} catch (error) {
			console.warn("The home page search could not be loaded.", error);
			return { catalogue: null };
		}
	};
}
/** The illustration of a body type (the app's generated vehicle drawings, by body family). */
var BODY_IMAGE = {
	suv: "suv",
	hatch: "hatch",
	hatchback: "hatch",
	sedan: "sedan",
	ute: "ute",
	"cab-chassis": "ute",
	wagon: "wagon",
	van: "van",
	"people-mover": "van",
	coupe: "coupe",
	convertible: "convertible",
	motorcycle: "motorcycle",
	truck: "truck",
	caravan: "caravan",
	"pop-top": "caravan",
	"camper-trailer": "caravan"
};
var bodyImage = (body) => {
	const family = BODY_IMAGE[body.toLowerCase().replace(/\s+/g, "-")];
	return family ? `/media/cars/${family}/white/2.svg?w=320` : null;
};
/** spec 2 §2: facet link cards to /search/{make-or-body}, with label, count and an image or monogram. */
function FacetLinks({ site, catalogue }) {
	const lists = facetLists(catalogue.facets, { label: facetValueLabel(site) });
	const routes = routeContextOf("/search", catalogue.facets);
	const makes = lists.make ?? [];
	const groups = [makes.length > 1 ? {
		attribute: "make",
		items: makes.slice(0, 12),
		title: "Shop by make"
	} : {
		attribute: "model",
		items: (lists.model ?? []).slice(0, 12),
		title: "Shop by model"
	}, {
		attribute: "body",
		items: (lists.body ?? []).slice(0, 12),
		title: "Shop by body type"
	}].filter((g) => g.items.length > 1);
	if (groups.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: home_module_default.section,
		"aria-label": "Browse our stock",
		children: /* @__PURE__ */ jsx(Container, {
			size: "xl",
			children: groups.map((group) => /* @__PURE__ */ jsxs("div", {
				className: home_module_default.facetGroup,
				children: [/* @__PURE__ */ jsx("div", {
					className: home_module_default.sectionHeader,
					children: /* @__PURE__ */ jsx("h2", {
						className: home_module_default.sectionTitle,
						children: group.title
					})
				}), /* @__PURE__ */ jsx("ul", {
					className: home_module_default.facetCards,
					children: group.items.map((item) => {
						const image = group.attribute === "body" ? bodyImage(item.value) : null;
						return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
							className: home_module_default.facetCard,
							to: facetLinkHref(group.attribute, item.value, routes),
							children: [
								image ? /* @__PURE__ */ jsx("img", {
									className: home_module_default.facetImage,
									src: image,
									alt: "",
									width: 160,
									height: 120,
									loading: "lazy",
									decoding: "async"
								}) : /* @__PURE__ */ jsx("span", {
									className: home_module_default.facetMonogram,
									"aria-hidden": "true",
									children: item.label.slice(0, 1)
								}),
								/* @__PURE__ */ jsx("span", {
									className: home_module_default.facetLabel,
									children: item.label
								}),
								/* @__PURE__ */ jsxs("span", {
									className: home_module_default.facetCount,
									children: [formatNumber(item.count), " in stock"]
								})
							]
						}) }, item.value);
					})
				})]
			}, group.attribute))
		})
	});
}
var TILE_KIND = {
	car: "Cars",
	motorcycle: "Motorcycles",
	truck: "Trucks",
	partner: "Our brands"
};
function GroupTiles({ tiles }) {
	return /* @__PURE__ */ jsx("section", {
		className: home_module_default.section,
		"aria-labelledby": "group-heading",
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsx("div", {
				className: home_module_default.sectionHeader,
				children: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "group-heading",
					className: home_module_default.sectionTitle,
					children: "One group, every kind of vehicle"
				}), /* @__PURE__ */ jsx("p", {
					className: home_module_default.sectionLead,
					children: "Cars, motorcycles, trucks and our own partner brands, all backed by the same team."
				})] })
			}), /* @__PURE__ */ jsx(SimpleGrid, {
				cols: {
					base: 1,
					sm: 2,
					lg: Math.min(tiles.length, 4)
				},
				spacing: "lg",
				children: tiles.map((tile) => /* @__PURE__ */ jsxs(SmartLink, {
					href: tile.href,
					className: home_module_default.tile,
					children: [
						/* @__PURE__ */ jsx("span", {
							className: home_module_default.tileKind,
							children: TILE_KIND[tile.kind]
						}),
						/* @__PURE__ */ jsx("h3", {
							className: home_module_default.tileTitle,
							children: tile.title
						}),
						/* @__PURE__ */ jsx("p", {
							className: home_module_default.tileText,
							children: tile.description
						}),
						/* @__PURE__ */ jsxs("span", {
							className: home_module_default.tileCta,
							children: ["Explore ", /* @__PURE__ */ jsx(ArrowRightIcon, { size: 16 })]
						})
					]
				}, `${tile.title}-${tile.href}`))
			})]
		})
	});
}
function Statistics({ site }) {
	return /* @__PURE__ */ jsx("section", {
		className: home_module_default.stats,
		"aria-label": `${site.name} in numbers`,
		children: /* @__PURE__ */ jsx(Container, {
			size: "lg",
			children: /* @__PURE__ */ jsx(SimpleGrid, {
				cols: {
					base: 1,
					xs: site.statistics.length
				},
				spacing: "xl",
				children: site.statistics.map((stat) => /* @__PURE__ */ jsxs("div", {
					className: home_module_default.stat,
					children: [/* @__PURE__ */ jsx("span", {
						className: home_module_default.statValue,
						children: stat.value
					}), /* @__PURE__ */ jsx("span", {
						className: home_module_default.statLabel,
						children: stat.label
					})]
				}, stat.label))
			})
		})
	});
}
/** The Range entry of the navigation: its body categories, in their configured order (spec 2 §2). */
function RangeCategories({ site }) {
	const range = site.navigation.find((item) => item.href.split("?", 1)[0] === "/models" && item.children?.length);
	if (!range?.children) return null;
	return /* @__PURE__ */ jsx("section", {
		className: `${home_module_default.section} ${home_module_default.sectionMuted}`,
		"aria-labelledby": "range-heading",
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsxs("div", {
				className: home_module_default.sectionHeader,
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "range-heading",
					className: home_module_default.sectionTitle,
					children: "Explore our range"
				}), /* @__PURE__ */ jsx("p", {
					className: home_module_default.sectionLead,
					children: "Find the body style that suits the way you drive."
				})] }), /* @__PURE__ */ jsx(Button, {
					component: Link,
					to: range.href,
					variant: "subtle",
					rightSection: /* @__PURE__ */ jsx(ArrowRightIcon, { size: 16 }),
					children: "All models"
				})]
			}), /* @__PURE__ */ jsx(SimpleGrid, {
				cols: {
					base: 2,
					sm: 3,
					lg: range.children.length
				},
				spacing: "md",
				children: range.children.map((body) => /* @__PURE__ */ jsxs(SmartLink, {
					href: body.href,
					className: home_module_default.bodyType,
					children: [body.label, /* @__PURE__ */ jsx(ArrowRightIcon, { size: 18 })]
				}, body.href))
			})]
		})
	});
}
var SERVICES = [
	{
		icon: DollarIcon,
		title: "Finance made simple",
		text: "Work out your repayments and get a fast answer from our finance team.",
		href: "/finance",
		cta: "Get a finance quote"
	},
	{
		icon: SwapIcon,
		title: "Sell or trade your car",
		text: "Enter your rego for an instant offer, then drive away in something new.",
		href: "/sell-my-car",
		cta: "Value my car"
	},
	{
		icon: WrenchIcon,
		title: "Service & parts",
		text: "Factory-trained technicians, genuine parts and capped-price servicing.",
		href: "/book-a-service",
		cta: "Book a service"
	}
];
function Services({ site }) {
	return /* @__PURE__ */ jsx("section", {
		className: home_module_default.section,
		"aria-labelledby": "services-heading",
		children: /* @__PURE__ */ jsxs(Container, {
			size: "xl",
			children: [/* @__PURE__ */ jsx("div", {
				className: home_module_default.sectionHeader,
				children: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "services-heading",
					className: home_module_default.sectionTitle,
					children: `Why buy with ${site.name}`
				}), /* @__PURE__ */ jsx("p", {
					className: home_module_default.sectionLead,
					children: "Everything for your next car, and every one after it, under one roof."
				})] })
			}), /* @__PURE__ */ jsx(SimpleGrid, {
				cols: {
					base: 1,
					md: 3
				},
				spacing: "lg",
				children: SERVICES.map(({ icon: Icon, title, text, href, cta }) => /* @__PURE__ */ jsx(Card, {
					withBorder: true,
					padding: "xl",
					radius: "md",
					component: "article",
					children: /* @__PURE__ */ jsxs("div", {
						className: home_module_default.service,
						children: [
							/* @__PURE__ */ jsx("span", {
								className: home_module_default.serviceIcon,
								children: /* @__PURE__ */ jsx(Icon, { size: 24 })
							}),
							/* @__PURE__ */ jsx("h3", {
								className: home_module_default.serviceTitle,
								children: title
							}),
							/* @__PURE__ */ jsx("p", {
								className: home_module_default.serviceText,
								children: text
							}),
							/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx(Button, {
								component: Link,
								to: href,
								variant: "light",
								rightSection: /* @__PURE__ */ jsx(ArrowRightIcon, { size: 16 }),
								children: cta
							}) })
						]
					})
				}, href))
			})]
		})
	});
}
/** The home page: search hero, group content or model range, services, locations (spec 1 §1, spec 2 §2). */
function HomePage() {
	const site = useSite();
	const { catalogue } = useLoaderData();
	const isGroup = site.template === "group";
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(HeroSearch, {
			site,
			catalogue
		}),
		catalogue ? /* @__PURE__ */ jsx(FacetLinks, {
			site,
			catalogue
		}) : null,
		isGroup && site.group_tiles.length > 0 ? /* @__PURE__ */ jsx(GroupTiles, { tiles: site.group_tiles }) : null,
		isGroup && site.statistics.length > 0 ? /* @__PURE__ */ jsx(Statistics, { site }) : null,
		!isGroup ? /* @__PURE__ */ jsx(RangeCategories, { site }) : null,
		/* @__PURE__ */ jsx(Services, { site }),
		site.locations.length > 0 ? /* @__PURE__ */ jsx("section", {
			className: `${home_module_default.section} ${home_module_default.sectionMuted}`,
			"aria-labelledby": "locations-heading",
			children: /* @__PURE__ */ jsxs(Container, {
				size: "xl",
				children: [/* @__PURE__ */ jsx("div", {
					className: home_module_default.sectionHeader,
					children: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						id: "locations-heading",
						className: home_module_default.sectionTitle,
						children: site.locations.length > 1 ? "Our locations" : "Visit us"
					}), /* @__PURE__ */ jsx("p", {
						className: home_module_default.sectionLead,
						children: "Drop in for a test drive or give us a call, we are here to help."
					})] })
				}), /* @__PURE__ */ jsx(LocationCards, {
					locations: site.locations,
					closedText: closedTextOf(site)
				})]
			})
		}) : null,
		/* @__PURE__ */ jsx("section", {
			className: home_module_default.cta,
			"aria-label": "Contact us",
			children: /* @__PURE__ */ jsxs(Container, {
				size: "xl",
				className: home_module_default.ctaInner,
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					className: home_module_default.ctaTitle,
					children: "Ready when you are"
				}), /* @__PURE__ */ jsxs("p", {
					className: home_module_default.ctaText,
					children: [
						"Talk to the ",
						site.name,
						" team today about your next vehicle."
					]
				})] }), /* @__PURE__ */ jsxs(Button, {
					component: "a",
					href: telHref(site.phone),
					size: "lg",
					variant: "white",
					leftSection: /* @__PURE__ */ jsx(PhoneIcon, { size: 18 }),
					children: ["Call ", site.phone]
				})]
			})
		})
	] });
}
function closedTextOf(site) {
	return site.labels.closedHoursText ?? "Closed";
}
// ui/features/search/search-loader.ts
/**
* The search pages' data (spec 1 §2 "Vehicle search listing", spec 2 §2 /search/... routes):
* the URL is the search state; the loader reads it, asks the client port, and hands the page
* everything it shows. One loader serves /search/..., /used-car/... and /special-offers.
*/
var OFFERS_PATH = "/special-offers";
/**
* Choice (the specs name the offers page, not what makes a car an offer): a car is on offer
* when its tag is an offer tag — one that speaks of a sale, a price drop, a bonus, a
* clearance, a special or an offer ('runout sale', 'Price Drop', 'Factory Bonus').
*/
var OFFER_TAG = /\b(sale|drop|bonus|clearance|special|offer|save|saving)\b/i;
var offerTagsOf = (tags) => Object.keys(tags ?? {}).filter((tag) => OFFER_TAG.test(tag));
/** The href of a state on this page: the canonical search path, or the offers page with its own filters. */
function hrefFor(variant, state, routes) {
	if (variant === "offers") {
		const { tag: _offerTags, ...refinementList } = state.refinementList;
		const query = writeSearchParams({
			...state,
			refinementList
		});
		return query === "" ? OFFERS_PATH : `${OFFERS_PATH}?${query}`;
	}
	return searchHref(state, routes);
}
/** The search the offers page runs: its filters within the offer tags. */
function searchedState(page) {
	if (page.variant !== "offers") return page.state;
	return {
		...page.state,
		refinementList: {
			...page.state.refinementList,
			tag: page.offerTags
		}
	};
}
var inBrowser = typeof document !== "undefined";
/**
* In the browser the site's makes, models, bodies and tags are read once per visit (they
* only name routes); the page the server rendered hands over its own (rememberCatalogue),
* so the first navigation needs no extra request and survives a search outage.
*/
var browserCatalogue = null;
var known = null;
/** The search page tells the loader what its route context was (browser only). */
function rememberCatalogue(routes, offerTags) {
	if (inBrowser) known = {
		routes,
		offerTags
	};
}
async function catalogue(client) {
	const load = async () => {
		const answer = await client.search({
			...emptySearchState,
			hitsPerPage: 1
		});
		if (E.isLeft(answer)) throw new Error(answer.left.message);
		return { facets: answer.right.facets };
	};
	if (!inBrowser) return load();
	browserCatalogue ??= load().catch((error) => {
		browserCatalogue = null;
		throw error;
	});
	return browserCatalogue;
}
/** The base of a search path: '/used-car' for that dealer variant, else '/search'. */
var baseOf = (pathname) => /^\/used-car(\/|$)/i.test(pathname) ? "/used-car" : "/search";
/** The routes and offer tags of the site: read, or in the browser remembered from the last page. */
async function routeContextFor(client, base) {
	if (inBrowser && known && browserCatalogue === null) return {
		routes: {
			...known.routes,
			base
		},
		offerTags: [...known.offerTags]
	};
	try {
		const { facets } = await catalogue(client);
		return {
			routes: routeContextOf(base, facets),
			offerTags: offerTagsOf(facets.tag)
		};
	} catch (error) {
		if (!inBrowser) throw error;
		return {
			routes: {
				base,
				makes: [],
				models: {},
				bodies: []
			},
			offerTags: []
		};
	}
}
function searchLoader(client, variant) {
	return async ({ request }) => {
		const url = new URL(request.url);
		const now = (/* @__PURE__ */ new Date()).toISOString();
		const { routes, offerTags } = await routeContextFor(client, baseOf(url.pathname));
		let state = parseSearchParams(url.search);
		if (variant === "search") {
			const parsed = parseSearchPath(`${url.pathname}${url.search}`, routes);
			if (E.isLeft(parsed)) throw data({ message: parsed.left.message }, { status: 404 });
			state = parsed.right;
		}
		const page = {
			variant,
			state,
			routes,
			offerTags
		};
		if (variant === "offers" && offerTags.length === 0) return {
			...page,
			result: null,
			failed: false,
			now
		};
		try {
			const answer = await client.search(searchedState(page), { signal: request.signal });
			if (E.isLeft(answer)) {
				if (answer.left.fields["page"] !== void 0) throw redirect(hrefFor(variant, setPage(state, 1), routes));
				throw data({ message: answer.left.message }, { status: 400 });
			}
			return {
				...page,
				result: answer.right,
				failed: false,
				now
			};
		} catch (error) {
			if (!(error instanceof Error) || !inBrowser) throw error;
			if (!request.signal.aborted) console.warn("Search failed; the last results stay on screen.", error);
			return {
				...page,
				result: null,
				failed: true,
				now
			};
		}
	};
}
// ui/features/search/search-heading.ts
var isCarType = (value) => value === "new" || value === "demo" || value === "used";
function plural(word) {
	if (/s$/i.test(word)) return word;
	if (/(ch|sh|x)$/i.test(word)) return `${word}es`;
	return `${word}s`;
}
var only = (state, attribute) => {
	const values = state.refinementList[attribute];
	return values?.length === 1 ? values[0] : void 0;
};
/** What the site sells, for headings: caravans, or cars (vehicles on a group site with bikes and trucks). */
var siteNoun = (site) => site.template === "caravan" ? "Caravans" : site.template === "group" ? "Vehicles" : "Cars";
/**
* The page's heading from its search: 'Used Mazda CX-5 for Sale', 'New & Demo Cars for Sale',
* 'SUVs for Sale', 'Special Offers'.
*/
function searchHeading(site, variant, state) {
	if (variant === "offers") return "Special Offers";
	const carTypes = (state.refinementList.car_type ?? []).filter(isCarType);
	const types = carTypes.length > 0 && carTypes.length < 3 ? carTypes.map((t) => carTypeLabel(t, site.labels)).join(" & ") : "";
	const make = only(state, "make");
	const model = only(state, "model");
	const body = only(state, "body");
	return `${[
		types,
		make ? normaliseMake(make) : "",
		model ? modelDisplayName(make ?? "", model) : "",
		body ? plural(body) : model ? "" : siteNoun(site)
	].filter(Boolean).join(" ")} for Sale`;
}
/**
* spec 2 §2 breadcrumb: Home, the car-type search, the make, optionally make and model, the
* body type, then the current page (the last crumb).
*/
function searchBreadcrumbs(site, variant, state, routes) {
	const crumbs = [{
		label: "Home",
		href: "/"
	}];
	if (variant === "offers") return [...crumbs, {
		label: "Special Offers",
		href: OFFERS_PATH
	}];
	crumbs.push({
		label: "Stock",
		href: routes.base
	});
	const carTypes = state.refinementList.car_type ?? [];
	const carType = carTypes.length === 1 ? carTypes[0] : void 0;
	if (carType && isCarType(carType)) crumbs.push({
		label: `${carTypeLabel(carType, site.labels)} ${siteNoun(site)}`,
		href: searchHref(setRefinement(emptySearchState, "car_type", [carType]), routes)
	});
	const make = only(state, "make");
	const model = only(state, "model");
	const body = only(state, "body");
	if (make) {
		const makeState = setRefinement(emptySearchState, "make", [make]);
		crumbs.push({
			label: normaliseMake(make),
			href: searchHref(makeState, routes)
		});
		if (model) crumbs.push({
			label: modelDisplayName(make, model),
			href: searchHref(setRefinement(makeState, "model", [model]), routes)
		});
	}
	if (body) crumbs.push({
		label: plural(body),
		href: searchHref(setRefinement(emptySearchState, "body", [body]), routes)
	});
	return crumbs;
}
// ui/features/search/search-meta.ts
/** The search pages' title and description, from their search (shared by server and browser). */
var searchHandle = { meta: ({ site, data }) => {
	const page = data;
	const heading = page ? searchHeading(site, page.variant, page.state) : "Search our stock";
	const count = page?.result?.count;
	const where = `${site.address.suburb}, ${site.address.state}`;
	return {
		title: `${heading}${page && page.state.page > 1 ? ` – Page ${page.state.page}` : ""} | ${site.name}`,
		description: count !== void 0 ? `Browse ${formatNumber(count)} ${heading.replace(/ for Sale$/, "").toLowerCase()} for sale at ${site.name} in ${where}. Finance, trade-ins and test drives available.` : `Search ${site.name}'s stock in ${where}.`
	};
} };
// ui/features/vehicle/vehicle-json-ld.ts
/** An absolute URL on the dealer's own site (its canonical host). */
function absoluteUrl(site, path) {
	try {
		return new URL(path, site.site_url).href;
	} catch {
		return path;
	}
}
var CONDITION = {
	new: "https://schema.org/NewCondition",
	demo: "https://schema.org/UsedCondition",
	used: "https://schema.org/UsedCondition"
};
/**
* schema.org `Car` of a vehicle page (ARCHITECTURE "Rendering"): identity, condition,
* odometer, VIN and an `Offer` with the asking price by the spec 1 §4 precedence (a weekly
* subscription is not the car's price, so it is left out, as are PREORDER and no price).
*/
function vehicleJsonLd(car, site, description) {
	const url = absoluteUrl(site, car.path || `/cars/${car.slug}`);
	const price = priceDisplay(car, { subscriptions: false });
	const amount = price._tag === "Offer" || price._tag === "Price" ? price.amount : null;
	const forSale = availabilityPresentation(car)._tag === "ForSale";
	const location = car.location;
	const images = realImages(car).slice(0, 10).map((image) => absoluteUrl(site, image.image.url));
	const optional = (key, value) => value === null || value === void 0 || value === "" ? {} : { [key]: value };
	return {
		"@context": "https://schema.org",
		"@type": "Car",
		name: vehicleFullTitle(car),
		url,
		description,
		...images.length > 0 ? { image: images } : {},
		brand: {
			"@type": "Brand",
			name: normaliseMake(car.make)
		},
		model: car.model,
		vehicleModelDate: String(car.year),
		itemCondition: CONDITION[car.car_type],
		mileageFromOdometer: {
			"@type": "QuantitativeValue",
			value: car.km,
			unitCode: "KMT"
		},
		...optional("vehicleIdentificationNumber", car.vin),
		...optional("sku", car.stocknum),
		...optional("color", car.colour),
		...optional("vehicleInteriorColor", car.interior_colour),
		...optional("bodyType", car.simple_body),
		...optional("fuelType", car.simple_fuel ?? car.fuel),
		...optional("vehicleTransmission", car.simple_transmission ?? car.trans),
		...optional("driveWheelConfiguration", car.simple_drive ?? car.drive),
		...optional("numberOfDoors", car.doors),
		...optional("seatingCapacity", car.seats),
		offers: {
			"@type": "Offer",
			url,
			priceCurrency: "AUD",
			...amount !== null && forSale ? { price: amount } : {},
			availability: !forSale ? "https://schema.org/SoldOut" : car.status === "coming_soon" ? "https://schema.org/PreOrder" : "https://schema.org/InStock",
			itemCondition: CONDITION[car.car_type],
			seller: {
				"@type": "AutoDealer",
				name: location?.name ?? site.name,
				telephone: location?.phone ?? site.phone,
				...location ? { address: {
					"@type": "PostalAddress",
					streetAddress: location.address.street,
					addressLocality: location.address.city,
					addressRegion: location.address.state,
					postalCode: location.address.postcode,
					addressCountry: "AU"
				} } : {}
			}
		}
	};
}
// ui/features/vehicle/vehicle-route.ts
/** The car by its slug (`GET /api/cars/{slug}`); a car not on this site is a real 404 page. */
function vehicleLoader(client) {
	return async ({ params }) => {
		const slug = params["slug"] ?? "";
		const car = await client.getCar(slug);
		if (!car) throw data({ message: `No car ${slug}` }, { status: 404 });
		return {
			car,
			now: (/* @__PURE__ */ new Date()).toISOString()
		};
	};
}
var fullTitleOf = vehicleFullTitle;
/** The page's description: what the car is, its price (or that it sold) and its key facts. */
function vehicleDescription(car, site) {
	const facts = [
		carTypeLabel(car.car_type, site.labels),
		car.item_type === "caravan" ? null : formatKm(car.km),
		car.simple_transmission ?? car.trans,
		car.simple_fuel ?? car.fuel,
		car.simple_body,
		car.colour
	].filter((fact) => Boolean(fact?.trim()));
	const where = car.location ? ` in ${car.location.address.city} ${car.location.address.state}` : "";
	const sold = availabilityPresentation(car)._tag === "Sold";
	const price = priceLabel(priceDisplay(car, {
		subscriptions: site.features.subscriptions,
		noPriceText: site.labels.noPriceText
	}));
	const offer = sold ? "has recently sold" : `for ${price}`;
	return `${fullTitleOf(car)} ${offer} at ${site.name}${where}. ${facts.join(", ")}. Stock ${car.stocknum}.`;
}
function vehicleMeta(car, site) {
	const description = vehicleDescription(car, site);
	const image = realImages(car)[0]?.image.url;
	return {
		title: `${fullTitleOf(car)} | ${site.name}`,
		description,
		ogType: "product",
		...image ? { image: absoluteUrl(site, image) } : {},
		jsonLd: [vehicleJsonLd(car, site, description)]
	};
}
var vehicleHandle = { meta: ({ site, data: loaded }) => {
	const car = loaded?.car;
	return car ? vehicleMeta(car, site) : {
		title: site.name,
		description: site.name
	};
} };
var site_footer_module_default = {
	footer: "_footer_1v35s_1",
	main: "_main_1v35s_8",
	brandName: "_brandName_1v35s_13",
	heading: "_heading_1v35s_20",
	list: "_list_1v35s_29",
	link: "_link_1v35s_37",
	contactLine: "_contactLine_1v35s_47",
	phone: "_phone_1v35s_61",
	locations: "_locations_1v35s_71",
	location: "_location_1v35s_71",
	locationName: "_locationName_1v35s_81",
	bottom: "_bottom_1v35s_86",
	social: "_social_1v35s_98"
};
// ui/components/site-footer/site-footer.tsx
/** The footer: the navigation's groups as link columns (spec 2 §2), contact details and every location. */
function SiteFooter({ site }) {
	const groups = site.navigation.filter((item) => item.children?.length);
	const social = [
		{
			label: "Facebook",
			href: site.facebook_url
		},
		{
			label: "Instagram",
			href: site.instagram_url
		},
		{
			label: "YouTube",
			href: site.youtube_url
		}
	].filter((s) => Boolean(s.href));
	return /* @__PURE__ */ jsxs("footer", {
		className: site_footer_module_default.footer,
		children: [
			/* @__PURE__ */ jsx(Container, {
				size: "xl",
				className: site_footer_module_default.main,
				children: /* @__PURE__ */ jsxs(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2,
						lg: Math.min(groups.length + 1, 5)
					},
					spacing: "xl",
					verticalSpacing: "xl",
					children: [/* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("p", {
							className: site_footer_module_default.brandName,
							children: site.name
						}),
						/* @__PURE__ */ jsxs("p", {
							className: site_footer_module_default.contactLine,
							children: [/* @__PURE__ */ jsx(PinIcon, { size: 16 }), /* @__PURE__ */ jsx("a", {
								className: site_footer_module_default.link,
								href: mapsHref(`${site.name}, ${siteAddressLine(site)}`),
								target: "_blank",
								rel: "noopener noreferrer",
								children: siteAddressLine(site)
							})]
						}),
						/* @__PURE__ */ jsxs("p", {
							className: site_footer_module_default.contactLine,
							children: [/* @__PURE__ */ jsx(PhoneIcon, { size: 16 }), /* @__PURE__ */ jsx("a", {
								className: site_footer_module_default.phone,
								href: telHref(site.phone),
								children: site.phone
							})]
						})
					] }), groups.map((group) => /* @__PURE__ */ jsxs("nav", {
						"aria-label": `${group.label} links`,
						children: [/* @__PURE__ */ jsx("h2", {
							className: site_footer_module_default.heading,
							children: group.label
						}), /* @__PURE__ */ jsx("ul", {
							className: site_footer_module_default.list,
							children: (group.children ?? []).map((child) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SmartLink, {
								className: site_footer_module_default.link,
								href: child.href,
								children: child.label
							}) }, `${child.label}-${child.href}`))
						})]
					}, `${group.label}-${group.href}`))]
				})
			}),
			site.locations.length > 0 ? /* @__PURE__ */ jsxs(Container, {
				size: "xl",
				className: site_footer_module_default.locations,
				children: [/* @__PURE__ */ jsx("h2", {
					className: site_footer_module_default.heading,
					children: "Our locations"
				}), /* @__PURE__ */ jsx(SimpleGrid, {
					cols: {
						base: 1,
						sm: 2,
						lg: 4
					},
					spacing: "lg",
					children: site.locations.map((location) => /* @__PURE__ */ jsxs("div", {
						className: site_footer_module_default.location,
						children: [
							/* @__PURE__ */ jsx("div", {
								className: site_footer_module_default.locationName,
								children: location.name
							}),
							/* @__PURE__ */ jsxs("div", { children: [
								location.address.street,
								", ",
								location.address.city,
								" ",
								location.address.state,
								" ",
								location.address.postcode
							] }),
							/* @__PURE__ */ jsx("a", {
								className: site_footer_module_default.phone,
								href: telHref(location.contact_detail.phone),
								children: location.contact_detail.phone
							})
						]
					}, location.id))
				})]
			}) : null,
			/* @__PURE__ */ jsxs(Container, {
				size: "xl",
				className: site_footer_module_default.bottom,
				children: [/* @__PURE__ */ jsxs("span", { children: [
					"© ",
					site.name,
					". All rights reserved.",
					" ",
					/* @__PURE__ */ jsx(Link, {
						className: site_footer_module_default.link,
						to: "/privacy-policy",
						children: "Privacy Policy"
					}),
					" ",
					"·",
					" ",
					/* @__PURE__ */ jsx(Link, {
						className: site_footer_module_default.link,
						to: "/terms-and-conditions",
						children: "Terms & Conditions"
					}),
					" ",
					"·",
					" ",
					/* @__PURE__ */ jsx(Link, {
						className: site_footer_module_default.link,
						to: "/about-us",
						children: "About Us"
					})
				] }), social.length > 0 ? /* @__PURE__ */ jsx("span", {
					className: site_footer_module_default.social,
					children: social.map((s) => /* @__PURE__ */ jsx("a", {
						className: site_footer_module_default.link,
						href: s.href,
						target: "_blank",
						rel: "noopener noreferrer",
						children: s.label
					}, s.label))
				}) : null]
			})
		]
	});
}
// ui/components/site-header/nav-links.ts
/** A group's own page, offered first in its dropdown when no child already links there. */
function dropdownLinks(item) {
	const children = item.children ?? [];
	return children.some((child) => child.href === item.href) ? children : [{
		label: `All ${item.label}`,
		href: item.href
	}, ...children];
}
/**
* Whether a navigation link points at the page being shown (or a page below it). A link
* with a query (a filtered search: '/search?refinementList[item_type][0]=truck') is current
* only on its own path with each of its parameters in the page's query.
*/
function isCurrent(href, pathname, search = "") {
	if (!isInternalHref(href)) return false;
	const [path = href, query = ""] = (href.split("#", 1)[0] ?? href).split("?", 2);
	if (query !== "") {
		const current = new URLSearchParams(search);
		return pathname === path && [...new URLSearchParams(query)].every(([key, value]) => current.getAll(key).includes(value));
	}
	return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}
var site_header_module_default = {
	header: "_header_1zi12_1",
	sticky: "_sticky_1zi12_9",
	topbar: "_topbar_1zi12_14",
	topbarInner: "_topbarInner_1zi12_24",
	topbarLink: "_topbarLink_1zi12_32",
	bar: "_bar_1zi12_45",
	brand: "_brand_1zi12_53",
	logo: "_logo_1zi12_64",
	brandName: "_brandName_1zi12_72",
	nav: "_nav_1zi12_86",
	navLink: "_navLink_1zi12_99",
	chevron: "_chevron_1zi12_128",
	actions: "_actions_1zi12_136",
	callButton: "_callButton_1zi12_143",
	callIcon: "_callIcon_1zi12_154",
	burger: "_burger_1zi12_168",
	drawerNav: "_drawerNav_1zi12_176",
	drawerFooter: "_drawerFooter_1zi12_182"
};
// ui/components/site-header/site-header.tsx
var MobileNavDrawer = lazy(() => import("./assets/mobile-nav-drawer-DKXDZAzm.js"));
function DesktopNavItem({ item, onOpenChange }) {
	const { pathname, search } = useLocation();
	if (!item.children?.length) return /* @__PURE__ */ jsx(SmartLink, {
		href: item.href,
		className: site_header_module_default.navLink,
		"aria-current": isCurrent(item.href, pathname, search) ? "page" : void 0,
		children: item.label
	});
	return /* @__PURE__ */ jsxs(Menu, {
		trigger: "click-hover",
		openDelay: 60,
		closeDelay: 160,
		position: "bottom-start",
		offset: 6,
		shadow: "lg",
		width: 240,
		onChange: onOpenChange,
		children: [/* @__PURE__ */ jsx(Menu.Target, { children: /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: site_header_module_default.navLink,
			children: [item.label, /* @__PURE__ */ jsx(ChevronDownIcon, {
				size: 14,
				className: site_header_module_default.chevron
			})]
		}) }), /* @__PURE__ */ jsx(Menu.Dropdown, { children: dropdownLinks(item).map((child) => /* @__PURE__ */ jsx(Menu.Item, {
			component: SmartLink,
			href: child.href,
			children: child.label
		}, `${child.label}-${child.href}`)) })]
	});
}
/**
* The site header (spec 2 §2 "Models range, navigation"): logo and name, the main
* navigation with dropdowns (click or hover), a call button, and a burger with a
* drawer below the xl breakpoint. While a dropdown is open the header carries
* `data-menu-open` (spec 2 §2: "a dropdown open state puts a marker on the header").
*/
function SiteHeader({ site }) {
	const [drawerOpened, drawer] = useDisclosure(false);
	const [drawerLoaded, setDrawerLoaded] = useState(false);
	const [openMenus, setOpenMenus] = useState(0);
	return /* @__PURE__ */ jsxs("header", {
		className: `${site_header_module_default.header} ${site.features.stickyHeader ? site_header_module_default.sticky : ""}`,
		"data-menu-open": openMenus > 0 ? "true" : void 0,
		children: [
			/* @__PURE__ */ jsx("div", {
				className: site_header_module_default.topbar,
				children: /* @__PURE__ */ jsxs(Container, {
					size: "xl",
					className: site_header_module_default.topbarInner,
					children: [/* @__PURE__ */ jsxs("span", {
						className: site_header_module_default.topbarLink,
						children: [/* @__PURE__ */ jsx(PinIcon, { size: 14 }), siteAddressLine(site)]
					}), /* @__PURE__ */ jsxs("span", {
						className: site_header_module_default.topbarInner,
						children: [/* @__PURE__ */ jsxs(Link, {
							to: "/book-a-service",
							className: site_header_module_default.topbarLink,
							children: [/* @__PURE__ */ jsx(WrenchIcon, { size: 14 }), "Book a Service"]
						}), /* @__PURE__ */ jsxs("a", {
							href: telHref(site.phone),
							className: site_header_module_default.topbarLink,
							children: [
								/* @__PURE__ */ jsx(PhoneIcon, { size: 14 }),
								"Call ",
								site.phone
							]
						})]
					})]
				})
			}),
			/* @__PURE__ */ jsxs(Container, {
				size: "xl",
				className: site_header_module_default.bar,
				children: [
					/* @__PURE__ */ jsxs(Link, {
						to: "/",
						className: site_header_module_default.brand,
						"aria-label": `${site.name} home`,
						children: [site.logo_url ? /* @__PURE__ */ jsx("img", {
							src: site.logo_url,
							alt: "",
							className: site_header_module_default.logo,
							width: 44,
							height: 44
						}) : null, /* @__PURE__ */ jsx("span", {
							className: site_header_module_default.brandName,
							children: site.name
						})]
					}),
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Main",
						className: site_header_module_default.nav,
						children: site.navigation.map((item) => /* @__PURE__ */ jsx(DesktopNavItem, {
							item,
							onOpenChange: (open) => setOpenMenus((n) => Math.max(0, n + (open ? 1 : -1)))
						}, `${item.label}-${item.href}`))
					}),
					/* @__PURE__ */ jsxs("div", {
						className: site_header_module_default.actions,
						children: [
							/* @__PURE__ */ jsx(Button, {
								component: "a",
								href: telHref(site.phone),
								className: site_header_module_default.callButton,
								leftSection: /* @__PURE__ */ jsx(PhoneIcon, { size: 16 }),
								radius: "xl",
								children: site.phone
							}),
							/* @__PURE__ */ jsx("a", {
								href: telHref(site.phone),
								className: site_header_module_default.callIcon,
								"aria-label": `Call ${site.name} on ${site.phone}`,
								children: /* @__PURE__ */ jsx(PhoneIcon, { size: 18 })
							}),
							/* @__PURE__ */ jsx(Burger, {
								opened: drawerOpened,
								onClick: () => {
									setDrawerLoaded(true);
									drawer.toggle();
								},
								className: site_header_module_default.burger,
								"aria-label": drawerOpened ? "Close menu" : "Open menu",
								"aria-expanded": drawerOpened,
								"aria-controls": drawerLoaded ? "site-drawer" : void 0
							})
						]
					})
				]
			}),
			drawerLoaded ? /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(MobileNavDrawer, {
					site,
					opened: drawerOpened,
					onClose: drawer.close
				})
			}) : null
		]
	});
}
var root_layout_module_default = {
	page: "_page_q683e_1",
	main: "_main_q683e_7",
	skip: "_skip_q683e_11",
	progress: "_progress_q683e_28",
	fallback: "_fallback_q683e_49"
};
// ui/app/root-layout.tsx
/** Every page of a dealer site: header, the page, footer. */
function RootLayout() {
	const site = useSite();
	const navigation = useNavigation();
	useEffect(() => {
		document.documentElement.dataset["hydrated"] = "true";
	}, []);
	return /* @__PURE__ */ jsxs("div", {
		className: root_layout_module_default.page,
		children: [
			navigation.state !== "idle" ? /* @__PURE__ */ jsx("div", {
				className: root_layout_module_default.progress,
				role: "progressbar",
				"aria-label": "Loading page"
			}) : null,
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: root_layout_module_default.skip,
				children: "Skip to content"
			}),
			/* @__PURE__ */ jsx(SiteHeader, { site }),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				className: root_layout_module_default.main,
				tabIndex: -1,
				children: /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(SiteFooter, { site }),
			/* @__PURE__ */ jsx(ScrollRestoration, {})
		]
	});
}
/** When even the site could not be loaded: no theme data, so a bare page. */
function RootErrorPage() {
	return /* @__PURE__ */ jsxs("div", {
		className: root_layout_module_default.fallback,
		children: [
			/* @__PURE__ */ jsx("h1", { children: "Something went wrong" }),
			/* @__PURE__ */ jsx("p", { children: "This page could not be shown just now. Please try again in a moment." }),
			/* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
				href: "/",
				children: "Back to home"
			}) })
		]
	});
}
// ui/app/routes.tsx
var searchPage = async () => ({ Component: (await import("./assets/search-page-Su-2BEVI.js")).SearchPage });
var vehiclePage = async () => ({ Component: (await import("./assets/vehicle-page-CXAr1TTB.js")).VehiclePage });
var SEARCH_CHUNK = "features/search/search-page.tsx";
var financePage = async () => ({ Component: (await import("./assets/finance-page-C0jx9g_-.js")).FinancePage });
var contactPage = async () => ({ Component: (await import("./assets/contact-page-CfwQMUSN.js")).ContactPage });
var multiStepContactPage = async () => ({ Component: (await import("./assets/contact-page-CfwQMUSN.js")).MultiStepContactPage });
var financeEnquiryPage = async () => ({ Component: (await import("./assets/finance-enquiry-page-xSbqyLVm.js")).FinanceEnquiryPage });
var testDrivePage = async () => ({ Component: (await import("./assets/test-drive-page-DMCz6qUV.js")).TestDrivePage });
var successPage = async () => ({ Component: (await import("./assets/success-page-VeXIiecM.js")).SuccessPage });
var checkoutPage = async () => ({ Component: (await import("./assets/checkout-page-B79xw20M.js")).CheckoutPage });
/**
* The route tree, shared by the server (static handler) and the browser (browser
* router). Loaders reach Caryard only through the client port they are given.
*/
function createRoutes(client) {
	return [{
		id: "root",
		path: "/",
		loader: async () => ({ site: await client.getSite() }),
		shouldRevalidate: () => false,
		Component: RootLayout,
		ErrorBoundary: RootErrorPage,
		children: [{
			id: "pages",
			ErrorBoundary: RouteErrorPage,
			children: [
				{
					id: "home",
					index: true,
					loader: homeLoader(client),
					Component: HomePage,
					handle: homeHandle
				},
				{
					id: "about",
					path: "about-us",
					Component: AboutPage,
					handle: aboutHandle
				},
				{
					id: "search",
					path: "search/*",
					loader: searchLoader(client, "search"),
					lazy: searchPage,
					handle: {
						...searchHandle,
						chunk: SEARCH_CHUNK
					}
				},
				{
					id: "used-car",
					path: "used-car/*",
					loader: searchLoader(client, "search"),
					lazy: searchPage,
					handle: {
						...searchHandle,
						chunk: SEARCH_CHUNK
					}
				},
				{
					id: "offers",
					path: "special-offers",
					loader: searchLoader(client, "offers"),
					lazy: searchPage,
					handle: {
						...searchHandle,
						chunk: SEARCH_CHUNK
					}
				},
				{
					id: "vehicle",
					path: "cars/:slug",
					loader: vehicleLoader(client),
					lazy: vehiclePage,
					handle: {
						...vehicleHandle,
						chunk: "features/vehicle/vehicle-page.tsx"
					}
				},
				{
					id: "finance",
					path: "finance",
					loader: financeLoader,
					lazy: financePage,
					handle: {
						...financeHandle$1,
						chunk: "features/finance/finance-page.tsx"
					}
				},
				{
					id: "contact",
					path: "contact",
					loader: carFormLoader(client),
					lazy: contactPage,
					handle: contactHandle
				},
				{
					id: "contact-us",
					path: "contact-us",
					loader: carFormLoader(client),
					lazy: multiStepContactPage,
					handle: contactHandle
				},
				{
					id: "finance-enquiry",
					path: "finance-enquiry",
					loader: carFormLoader(client),
					lazy: financeEnquiryPage,
					handle: financeHandle
				},
				{
					id: "apply-for-finance",
					path: "apply-for-finance",
					loader: carFormLoader(client),
					lazy: financeEnquiryPage,
					handle: financeHandle
				},
				{
					id: "book-test-drive",
					path: "book-test-drive",
					loader: carFormLoader(client),
					lazy: testDrivePage,
					handle: testDriveHandle
				},
				{
					id: "success",
					path: "success",
					lazy: successPage,
					handle: successHandle
				},
				{
					id: "checkout",
					path: "cars/:slug/checkout",
					loader: checkoutLoader(client),
					lazy: checkoutPage,
					handle: checkoutHandle
				},
				{
					id: "buy-online",
					path: "cars/:slug/buy-online",
					loader: checkoutLoader(client),
					lazy: checkoutPage,
					handle: checkoutHandle
				},
				{
					id: "not-found",
					path: "*",
					loader: notFoundLoader,
					Component: NotFoundPage,
					handle: notFoundHandle
				}
			]
		}]
	}];
}
// ui/entry-server.tsx
/** Route errors as react-router's browser side expects to find them (its own serialisation). */
function serializeErrors(errors) {
	if (!errors) return null;
	const serialized = {};
	for (const [routeId, error] of Object.entries(errors)) if (isRouteErrorResponse(error)) serialized[routeId] = {
		...error,
		__type: "RouteErrorResponse"
	};
	else if (error instanceof Error) serialized[routeId] = {
		message: "Unexpected error",
		__type: "Error"
	};
	else serialized[routeId] = error;
	return serialized;
}
function canonicalUrlOf(siteUrl, requestUrl) {
	try {
		return new URL(requestUrl.pathname, siteUrl).href;
	} catch {
		return `${requestUrl.origin}${requestUrl.pathname}`;
	}
}
/**
* Renders one page of the site to a complete HTML document (see
* application/client/page-renderer.port.ts for the contract). The router's data is
* embedded for hydration in a script carrying the CSP script nonce; Mantine's style
* tags carry the style nonce.
*/
var render = async ({ url, site, client, nonce, assets }) => {
	const handler = createStaticHandler(createRoutes(client));
	const context = await handler.query(new Request(url, { headers: { accept: "text/html" } }));
	if (context instanceof Response) {
		const location = context.headers.get("location");
		return location ? {
			status: context.status,
			html: "",
			headers: { location }
		} : {
			status: context.status,
			html: await context.text()
		};
	}
	const router = createStaticRouter(handler.dataRoutes, context);
	const appHtml = renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(AppProviders, {
		site,
		styleNonce: nonce.style,
		client,
		children: /* @__PURE__ */ jsx(StaticRouterProvider, {
			router,
			context,
			hydrate: false
		})
	}) }));
	const meta = resolveDocumentMeta(site, context.matches, context.loaderData, context.errors);
	const lazyAssets = context.matches.flatMap(({ route }) => {
		const chunk = route.handle?.chunk;
		const found = chunk ? _virtual_client_route_styles_default[chunk] : void 0;
		return found ? [found] : [];
	});
	const pageAssets = {
		...assets,
		stylesheets: [.../* @__PURE__ */ new Set([...assets.stylesheets, ...lazyAssets.flatMap((a) => a.stylesheets)])],
		modulePreloads: [.../* @__PURE__ */ new Set([...assets.modulePreloads, ...lazyAssets.flatMap((a) => a.modulePreloads)])]
	};
	const status = context.statusCode;
	return {
		status,
		html: htmlDocument({
			meta,
			...status === 200 ? { canonicalUrl: canonicalUrlOf(site.site_url, new URL(url)) } : {},
			siteName: site.name,
			themeColor: site.theme.headerBackground,
			assets: pageAssets,
			appHtml,
			hydrationData: {
				loaderData: context.loaderData,
				actionData: context.actionData,
				errors: serializeErrors(context.errors)
			},
			scriptNonce: nonce.script
		})
	};
};
export { PinIcon as A, FilterIcon as C, HeartIcon as D, GearIcon as E, siteAddressLine as F, telHref as I, useCaryardClient as L, ShieldIcon as M, SwapIcon as N, HistoryIcon as O, TagIcon as P, DollarIcon as S, GaugeIcon as T, CarIcon as _, searchBreadcrumbs as a, CloseIcon as b, baseOf as c, useSearchHistory as d, SmartLink as f, CameraIcon as g, ArrowRightIcon as h, absoluteUrl as i, SearchIcon as j, PhoneIcon as k, hrefFor as l, summariseOpeningHours as m, dropdownLinks as n, searchHeading as o, useSite as p, isCurrent as r, render, OFFERS_PATH as s, site_header_module_default as t, rememberCatalogue as u, ChevronDownIcon as v, FuelIcon as w, CompareIcon as x, ClockIcon as y };
