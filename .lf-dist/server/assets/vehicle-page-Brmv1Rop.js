import { i as isPurchasable } from "./availability-aZlgrmJy.js";
import { n as isPlaceholderImageUrl } from "./images-B7hXf7gl.js";
import { n as modelDisplayName, r as normaliseMake } from "./labels-BbbO7OUZ.js";
// domain/vehicle/vehicle-page.ts
/**
* Rules of the vehicle detail page that are not about price or availability (spec 1 §2
* 'Vehicle detail page', 'Sidebar buttons', §4, §9): the gallery's slides, thumbnails and
* preloading, the 360° viewer's views, drag and hotspots, the show-more lists, the scroll
* thresholds, share and copy timings and the announcement bar. Pure; the UI only draws them.
*/
/** The car's title line: year, make and model as the site writes them (spec 1 §9 label rewrites). */
function vehicleTitle(car) {
	return `${car.year} ${normaliseMake(car.make)} ${modelDisplayName(car.make, car.model)}`;
}
/** The title with the badge: '2026 Mazda BT-50 XTR'. */
function vehicleFullTitle(car) {
	const badge = car.badge?.trim();
	return badge ? `${vehicleTitle(car)} ${badge}` : vehicleTitle(car);
}
/** spec 1 §2: the embed player for the video-sharing service's embed URLs, the native player otherwise. */
function videoPlayer(url) {
	return url.trim().startsWith("https://www.youtube.com/embed/") ? "embed" : "native";
}
function imageSlide(image) {
	const url = image.image.url?.trim();
	if (!url) return null;
	if (image.isVideo === true) {
		const thumb = image.image.thumb?.url?.trim();
		return {
			kind: "video",
			url,
			player: videoPlayer(url),
			thumbUrl: thumb && !isPlaceholderImageUrl(thumb) && thumb !== url ? thumb : null
		};
	}
	if (isPlaceholderImageUrl(url)) return null;
	return {
		kind: "image",
		url,
		thumbUrl: image.image.thumb?.url?.trim() || url
	};
}
/**
* The slides of the gallery, in order: the car's photos (placeholders dropped, entries
* flagged isVideo as video slides where they stand), then its own video (video_url) and
* external video (external_video_url). Choices: the videos are placed second, right after
* the first photo, so the first slide (the page's largest paint) stays a photo while the
* video is one swipe away; a video already among the images is not repeated.
*/
function gallerySlides(car) {
	const slides = car.images.map(imageSlide).filter((slide) => slide !== null);
	const seen = new Set(slides.filter((s) => s.kind === "video").map((s) => s.url));
	const videos = [];
	for (const url of [car.video_url, car.external_video_url]) {
		const trimmed = url?.trim();
		if (!trimmed || seen.has(trimmed)) continue;
		seen.add(trimmed);
		videos.push({
			kind: "video",
			url: trimmed,
			player: videoPlayer(trimmed),
			thumbUrl: null
		});
	}
	const at = slides[0]?.kind === "image" ? 1 : 0;
	return [
		...slides.slice(0, at),
		...videos,
		...slides.slice(at)
	];
}
/** spec 1 §2, §9: thumbnails show only above 3 gallery items. */
var showsThumbnails = (slideCount) => slideCount > 3;
/**
* spec 1 §9: the first 2 slides load with the page; a later slide loads once the shopper
* is on, or next to, it. `reached` is the furthest slide shown so far.
*/
function isSlideLoaded(index, reached) {
	return index < 2 || index <= reached + 1;
}
/** The slide after a step of `delta` (±1), wrapping round at either end. */
function stepSlide(index, delta, count) {
	if (count <= 0) return 0;
	return ((index + delta) % count + count) % count;
}
var SPIN_PROMPT = "Swipe to spin";
var CAR_VIEWER_LABELS = {
	spin: "Spin",
	images: "Images",
	interior: "Interior"
};
/**
* spec 1 §2: the views of the car viewer — Spin with spin frames, Images with photos or
* videos, Interior only when an interior image url exists. Choice: with no spin frames
* there is no viewer (an empty list), only the gallery.
*/
function carViewerViews(car, gallerySlideCount) {
	if (!car.spin_images?.some((frame) => frame.trim() !== "")) return [];
	const views = ["spin"];
	if (gallerySlideCount > 0) views.push("images");
	if (car.spin_interior_image?.trim()) views.push("interior");
	return views;
}
/** spec 1 §2: "On one site variant it starts in gallery view". */
function initialCarViewerView(views, galleryFirst) {
	if (galleryFirst && views.includes("images")) return "images";
	return views[0] ?? null;
}
/**
* spec 1 §9: the frame shown after dragging `deltaX` pixels from `startFrame`: one frame per
* 20 px, wrapping round. Choice: dragging to the left turns the car to the right (the next
* frames), as if pushing its near side.
*/
function spinFrameAfterDrag(startFrame, deltaX, frameCount) {
	if (frameCount <= 0 || !Number.isFinite(deltaX)) return 0;
	return stepSlide(startFrame, Math.trunc(-deltaX / 20), frameCount);
}
/**
* spec 1 §2: hotspots (exterior and interior, with description and positions by angle):
* those of the kind that have a position at this frame. The interior view is one image,
* frame 0.
*/
function hotspotsAt(hotspots, kind, frame) {
	const placed = [];
	for (const hotspot of hotspots ?? []) {
		if (hotspot.kind !== kind) continue;
		const at = hotspot.positions[frame];
		if (at && Number.isFinite(at.x) && Number.isFinite(at.y)) placed.push({
			hotspot,
			x: at.x,
			y: at.y
		});
	}
	return placed;
}
/**
* The first `shown` items with a toggle, or every item when expanded. The key information
* toggles Show More / Show Less; feature lists Show All / Hide (spec 1 §2).
*/
function shownList(items, shown, expanded, labels) {
	if (items.length <= shown) return {
		items,
		toggle: null
	};
	return expanded ? {
		items,
		toggle: labels[1]
	} : {
		items: items.slice(0, shown),
		toggle: labels[0]
	};
}
var keyInformation = (items, expanded) => shownList(items, 4, expanded, ["Show More", "Show Less"]);
var featureList = (items, expanded) => shownList(items, 8, expanded, ["Show All", "Hide"]);
var VEHICLE_TYPE_NAMES = {
	car: "Car",
	motorcycle: "Motorcycle",
	truck: "Truck",
	caravan: "Caravan"
};
/** spec 1 §2: the specification list is titled with the vehicle type plus 'Details'. */
function specificationListTitle(itemType) {
	return `${VEHICLE_TYPE_NAMES[itemType ?? "car"] ?? "Vehicle"} Details`;
}
var isStickyHeaderShown = (scrollY) => scrollY >= 500;
var isPastMobileBarThreshold = (scrollY) => scrollY > 900;
/** spec 1 §9: share windows are 550 by 400. */
var SHARE_WINDOW = {
	width: 550,
	height: 400
};
/** spec 1 §4, §9: the copy button reads 'Copied' for 1.5 seconds. */
var COPIED_LABEL_MS = 1500;
var COPIED_LABEL = "Copied";
/** spec 1 §4, §9, spec 2 §9: the sidebar share toast shows for 3000 ms. */
var COPY_TOAST_MS = 3e3;
/** spec 1 §4: 'Copied {car name} to your clipboard!' */
var copyToastText = (carName) => `Copied ${carName} to your clipboard!`;
/**
* spec 1 §4: the announcement bar shows only if the vehicle's city differs from the
* primary location's. Choice: cities compare ignoring case and spacing; without either
* city there is nothing to announce.
*/
function isAnnouncementShown(carCity, primaryCity) {
	const norm = (city) => (city ?? "").trim().replace(/\s+/g, " ").toLowerCase();
	const car = norm(carCity);
	const primary = norm(primaryCity);
	return car !== "" && primary !== "" && car !== primary;
}
/**
* spec 1 §2 'Online Purchase (on some dealers and cars)'. Choice: the site switch must be
* on and the car purchasable with a payment processor to take the payment.
*/
function isOnlinePurchaseShown(car, siteEnabled) {
	return siteEnabled && isPurchasable(car) && (car.payment_processors?.length ?? 0) > 0;
}
/**
* spec 1 §2 'Enquire Now or Instant Message (chat, only when the chat bot is configured and
* allowed)'. Choice: allowed means the car is still for sale (a sold car has its own form).
*/
function enquiryButtonLabel(car, chatBot) {
	return chatBot && isPurchasable(car) ? "Instant Message" : "Enquire Now";
}
export { stepSlide as C, spinFrameAfterDrag as S, vehicleTitle as T, isSlideLoaded as _, SHARE_WINDOW as a, showsThumbnails as b, copyToastText as c, gallerySlides as d, hotspotsAt as f, isPastMobileBarThreshold as g, isOnlinePurchaseShown as h, COPY_TOAST_MS as i, enquiryButtonLabel as l, isAnnouncementShown as m, COPIED_LABEL as n, SPIN_PROMPT as o, initialCarViewerView as p, COPIED_LABEL_MS as r, carViewerViews as s, CAR_VIEWER_LABELS as t, featureList as u, isStickyHeaderShown as v, vehicleFullTitle as w, specificationListTitle as x, keyInformation as y };
