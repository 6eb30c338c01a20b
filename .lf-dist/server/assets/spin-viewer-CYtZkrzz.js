import { C as stepSlide, S as spinFrameAfterDrag, f as hotspotsAt, o as SPIN_PROMPT } from "./vehicle-page-Brmv1Rop.js";
import { i as RotateIcon } from "./vehicle-page-CXAr1TTB.js";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var spin_viewer_module_default = {
	viewer: "_viewer_19zg4_1",
	frame: "_frame_19zg4_18",
	overlay: "_overlay_19zg4_26",
	spinner: "_spinner_19zg4_39",
	spin: "_spin_19zg4_39",
	prompt: "_prompt_19zg4_54",
	hotspot: "_hotspot_19zg4_71",
	hotspotCard: "_hotspotCard_19zg4_94"
};
// ui/features/vehicle/spin-viewer.tsx
/**
* The 360° viewer of spec 1 §2, §4, §9: a loading state until every frame has loaded, then
* 'Swipe to spin' until the first drag; one frame per 20 px of drag (arrow keys step one
* frame); auto-rotation every 100 ms where enabled; hotspots by angle with descriptions.
*/
function SpinViewer({ mode, frames, interiorImage, hotspots, autoRotate, title }) {
	const [phase, setPhase] = useState(mode === "interior" ? "spinning" : "loading");
	const [loaded, setLoaded] = useState(0);
	const [frame, setFrame] = useState(0);
	const [selected, setSelected] = useState(null);
	const drag = useRef(null);
	const count = frames.length;
	useEffect(() => {
		if (mode !== "spin" || count === 0) return;
		let done = 0;
		let cancelled = false;
		const images = frames.map((src) => {
			const image = new Image();
			image.decoding = "async";
			image.onload = () => {
				if (cancelled) return;
				done += 1;
				setLoaded(done);
				if (done === count) setPhase((p) => p === "loading" ? "prompt" : p);
			};
			image.onerror = () => console.warn(`360° frame failed to load: ${src}`);
			image.src = src;
			return image;
		});
		return () => {
			cancelled = true;
			for (const image of images) image.onload = image.onerror = null;
		};
	}, [
		mode,
		frames,
		count
	]);
	useEffect(() => {
		if (mode !== "spin" || !autoRotate || phase !== "prompt") return;
		const timer = window.setInterval(() => setFrame((f) => stepSlide(f, 1, count)), 100);
		return () => window.clearInterval(timer);
	}, [
		mode,
		autoRotate,
		phase,
		count
	]);
	const onPointerDown = (event) => {
		if (mode !== "spin" || phase === "loading") return;
		if (event.target.closest("button")) return;
		event.currentTarget.setPointerCapture(event.pointerId);
		drag.current = {
			x: event.clientX,
			start: frame
		};
	};
	const onPointerMove = (event) => {
		const at = drag.current;
		if (!at) return;
		const dx = event.clientX - at.x;
		if (phase === "prompt" && Math.abs(dx) > 2) setPhase("spinning");
		setFrame(spinFrameAfterDrag(at.start, dx, count));
	};
	const onPointerUp = () => {
		drag.current = null;
	};
	const onKeyDown = (event) => {
		if (mode !== "spin" || phase === "loading") return;
		if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
		event.preventDefault();
		event.stopPropagation();
		setPhase("spinning");
		setFrame((f) => stepSlide(f, event.key === "ArrowRight" ? 1 : -1, count));
	};
	const src = mode === "interior" ? interiorImage ?? "" : frames[frame] ?? frames[0] ?? "";
	const placed = phase === "loading" ? [] : hotspotsAt(hotspots, mode === "interior" ? "interior" : "exterior", mode === "interior" ? 0 : frame);
	const active = placed.find((p) => p.hotspot.id === selected)?.hotspot ?? null;
	return /* @__PURE__ */ jsxs("div", {
		className: spin_viewer_module_default.viewer,
		"data-phase": phase,
		"data-mode": mode,
		onPointerDown,
		onPointerMove,
		onPointerUp,
		onPointerCancel: onPointerUp,
		onKeyDown,
		tabIndex: mode === "spin" ? 0 : -1,
		role: "group",
		"aria-roledescription": mode === "spin" ? "360 degree view" : "interior view",
		"aria-label": mode === "spin" ? `360° view of the ${title}. Drag, or use the arrow keys, to turn it.` : `Interior of the ${title}`,
		children: [
			/* @__PURE__ */ jsx("img", {
				className: spin_viewer_module_default.frame,
				src,
				alt: "",
				width: 800,
				height: 500,
				draggable: false
			}),
			placed.map(({ hotspot, x, y }) => /* @__PURE__ */ jsx("button", {
				type: "button",
				className: spin_viewer_module_default.hotspot,
				style: {
					left: `${x}%`,
					top: `${y}%`
				},
				"aria-label": hotspot.title,
				"aria-expanded": selected === hotspot.id,
				onClick: () => setSelected((s) => s === hotspot.id ? null : hotspot.id),
				children: /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "+"
				})
			}, hotspot.id)),
			active ? /* @__PURE__ */ jsxs("div", {
				className: spin_viewer_module_default.hotspotCard,
				role: "note",
				children: [/* @__PURE__ */ jsx("strong", { children: active.title }), /* @__PURE__ */ jsx("span", { children: active.description })]
			}) : null,
			phase === "loading" ? /* @__PURE__ */ jsxs("div", {
				className: spin_viewer_module_default.overlay,
				role: "status",
				children: [/* @__PURE__ */ jsx("span", {
					className: spin_viewer_module_default.spinner,
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsxs("span", { children: [
					"Loading 360° view… ",
					Math.round(loaded / Math.max(1, count) * 100),
					"%"
				] })]
			}) : null,
			phase === "prompt" ? /* @__PURE__ */ jsxs("div", {
				className: spin_viewer_module_default.prompt,
				role: "status",
				children: [/* @__PURE__ */ jsx(RotateIcon, { size: 18 }), SPIN_PROMPT]
			}) : null
		]
	});
}
export { SpinViewer as default };
