/* empty css               */
import { C as stepSlide } from "./vehicle-page-Brmv1Rop.js";
import { n as ChevronLeftIcon, r as ChevronRightIcon, t as VideoSlide } from "./vehicle-page-CXAr1TTB.js";
import { useEffect } from "react";
import { Modal } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var gallery_fullscreen_module_default = {
	content: "_content_xsyfi_1",
	header: "_header_xsyfi_8",
	title: "_title_xsyfi_14",
	close: "_close_xsyfi_19",
	body: "_body_xsyfi_27",
	stage: "_stage_xsyfi_36",
	image: "_image_xsyfi_44",
	videoWrap: "_videoWrap_xsyfi_53",
	arrow: "_arrow_xsyfi_66",
	prev: "_prev_xsyfi_85",
	next: "_next_xsyfi_89",
	thumbs: "_thumbs_xsyfi_93",
	thumb: "_thumb_xsyfi_93",
	thumbVideo: "_thumbVideo_xsyfi_124"
};
// ui/features/vehicle/gallery-fullscreen.tsx
/** spec 1 §2, §4: the gallery's fullscreen view (open or closed), with the arrow keys and thumbnails. */
function GalleryFullscreen({ slides, title, index, onIndexChange, opened, onClose }) {
	const count = slides.length;
	const slide = slides[index];
	useEffect(() => {
		if (!opened) return;
		const onKey = (event) => {
			if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
			event.preventDefault();
			onIndexChange(stepSlide(index, event.key === "ArrowRight" ? 1 : -1, count));
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, [
		opened,
		index,
		count,
		onIndexChange
	]);
	return /* @__PURE__ */ jsxs(Modal, {
		opened,
		onClose,
		fullScreen: true,
		title: `${title} — ${index + 1} / ${count}`,
		classNames: {
			content: gallery_fullscreen_module_default.content,
			header: gallery_fullscreen_module_default.header,
			body: gallery_fullscreen_module_default.body,
			title: gallery_fullscreen_module_default.title,
			close: gallery_fullscreen_module_default.close
		},
		transitionProps: {
			transition: "fade",
			duration: 150
		},
		children: [/* @__PURE__ */ jsxs("div", {
			className: gallery_fullscreen_module_default.stage,
			children: [slide ? slide.kind === "image" ? /* @__PURE__ */ jsx("img", {
				className: gallery_fullscreen_module_default.image,
				src: slide.url,
				alt: `${title}, photo ${index + 1}`,
				width: 800,
				height: 500
			}, slide.url) : /* @__PURE__ */ jsx("div", {
				className: gallery_fullscreen_module_default.videoWrap,
				children: /* @__PURE__ */ jsx(VideoSlide, {
					slide,
					title,
					load: true
				})
			}) : null, count > 1 ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
				type: "button",
				className: `${gallery_fullscreen_module_default.arrow} ${gallery_fullscreen_module_default.prev}`,
				"aria-label": "Previous photo",
				onClick: () => onIndexChange(stepSlide(index, -1, count)),
				children: /* @__PURE__ */ jsx(ChevronLeftIcon, { size: 28 })
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: `${gallery_fullscreen_module_default.arrow} ${gallery_fullscreen_module_default.next}`,
				"aria-label": "Next photo",
				onClick: () => onIndexChange(stepSlide(index, 1, count)),
				children: /* @__PURE__ */ jsx(ChevronRightIcon, { size: 28 })
			})] }) : null]
		}), /* @__PURE__ */ jsx("div", {
			className: gallery_fullscreen_module_default.thumbs,
			role: "group",
			"aria-label": "Choose a photo",
			children: slides.map((s, i) => /* @__PURE__ */ jsx("button", {
				type: "button",
				className: gallery_fullscreen_module_default.thumb,
				"aria-current": i === index || void 0,
				"aria-label": `Show ${s.kind === "video" ? "video" : "photo"} ${i + 1}`,
				onClick: () => onIndexChange(i),
				children: s.thumbUrl ? /* @__PURE__ */ jsx("img", {
					src: s.thumbUrl,
					alt: "",
					width: 96,
					height: 60,
					loading: "lazy"
				}) : /* @__PURE__ */ jsx("span", {
					className: gallery_fullscreen_module_default.thumbVideo,
					children: "▶"
				})
			}, `${s.url}-${i}`))
		})]
	});
}
export { GalleryFullscreen as default };
