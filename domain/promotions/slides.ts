/** spec 2 §9: "promotions slider 540px by 1920px default" — the slide image's size (height by width). */
export const SLIDE_IMAGE_WIDTH = 1920;
export const SLIDE_IMAGE_HEIGHT = 540;
