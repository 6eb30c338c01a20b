// domain/vehicle/images.ts
/**
* spec 1 §2: a car whose only image is the default placeholder has no image ("a transparent
* default image counts as no image"). Choice: an image is the placeholder when its file name
* starts with default, placeholder, transparent or no-image (any separator, any extension).
*/
var PLACEHOLDER_FILE = /^(default|placeholder|transparent|no[-_]?image)([-_.].*)?$/i;
function isPlaceholderImageUrl(url) {
	const trimmed = url?.trim();
	if (!trimmed) return true;
	const file = trimmed.split(/[?#]/)[0]?.split("/").pop() ?? "";
	return file === "" || PLACEHOLDER_FILE.test(file);
}
/** Real photos of a car: not videos, not the placeholder. */
function realImages(car) {
	return car.images.filter((image) => image.isVideo !== true && !isPlaceholderImageUrl(image.image.url));
}
/** spec 1 §2: at least one real photo (otherwise the placeholder panel with request-photos shows). */
function hasImages(car) {
	return realImages(car).length > 0;
}
export { isPlaceholderImageUrl as n, realImages as r, hasImages as t };
