// domain/vehicle/labels.ts
/** spec 1 §9: make names as feeds send them → the name the site shows. Matched case-insensitively. */
var MAKE_NORMALISATIONS = /* @__PURE__ */ new Map([
	["suzuki australia", "Suzuki"],
	["mercedes benz", "Mercedes-Benz"],
	["isuzu ute", "Isuzu"],
	["viscount caravans", "Viscount"]
]);
/** spec 1 §9: make names normalised (Suzuki Australia → Suzuki, Mercedes Benz → Mercedes-Benz, ...). */
function normaliseMake(make) {
	const trimmed = make.trim();
	return MAKE_NORMALISATIONS.get(trimmed.toLowerCase().replace(/\s+/g, " ")) ?? trimmed;
}
/**
* spec 1 §9: "numeric models of two makes are prefixed with the brand". Choice: Mazda and
* Peugeot, each in the brand's own style — Mazda writes its numeric models joined
* ('3' → 'Mazda3', 'Mazda2', 'Mazda6'), Peugeot with a space ('208' → 'Peugeot 208').
*/
var NUMERIC_MODEL_PREFIX = /* @__PURE__ */ new Map([["mazda", (model) => `Mazda${model}`], ["peugeot", (model) => `Peugeot ${model}`]]);
/** The model name as shown: numeric models of Mazda and Peugeot carry the brand. */
function modelDisplayName(make, model) {
	const trimmed = model.trim();
	const prefix = NUMERIC_MODEL_PREFIX.get(normaliseMake(make).toLowerCase());
	return prefix && /^\d+$/.test(trimmed) ? prefix(trimmed) : trimmed;
}
var DEFAULT_CAR_TYPE_LABELS = {
	new: "New",
	demo: "Demo",
	used: "Used"
};
/** The label of a car type on a site; a blank site label falls back to the default. */
function carTypeLabel(carType, labels = {}) {
	const label = labels[carType]?.trim();
	return label ? label : DEFAULT_CAR_TYPE_LABELS[carType];
}
export { modelDisplayName as n, normaliseMake as r, carTypeLabel as t };
