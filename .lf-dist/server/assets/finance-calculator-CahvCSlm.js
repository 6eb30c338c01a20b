import { r as isAvailable } from "./availability-aZlgrmJy.js";
import { t as financeHref } from "./finance-links-CaCzK7l8.js";
import { useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, SegmentedControl, Slider, TextInput } from "@mantine/core";
import { jsx, jsxs } from "react/jsx-runtime";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
/**
* Text of at most `limit` characters followed by the ellipsis, or the text unchanged when it
* fits. The kept part is a prefix of the original: it is cut at `limit` (one less if that would
* split a surrogate pair), then trailing whitespace is dropped.
*/
function truncate(text, limit, ellipsis = "...") {
	const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
	if (text.length <= max) return text;
	let end = max;
	const last = text.charCodeAt(end - 1);
	if (end > 0 && last >= 55296 && last <= 56319) end -= 1;
	return `${text.slice(0, end).trimEnd()}${ellipsis}`;
}
var DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
function collapsibleText(text, limit, expanded) {
	if (text.length <= limit) return {
		text,
		toggle: null
	};
	return expanded ? {
		text,
		toggle: "Show Less"
	} : {
		text: truncate(text, limit),
		toggle: "Show More"
	};
}
/** spec 1 §4, §8: dealer comments collapse at 400 characters; empty comments show the pending message. */
function dealerComments(comments, expanded) {
	const text = comments?.trim() ?? "";
	return text === "" ? {
		text: DEALER_COMMENTS_PENDING,
		toggle: null
	} : collapsibleText(text, 400, expanded);
}
/** spec 2 §4: the disclaimer toggles between 197 characters and the full text. */
function financeDisclaimer(disclaimer, expanded) {
	return collapsibleText(disclaimer, 197, expanded);
}
// domain/finance/money.ts
/** Money helpers for finance display. Pure and locale-free, so server and browser render the same text. */
/** Half away from zero, to the cent; float noise (1.005 stored as 1.00499…) is corrected by an epsilon. */
function roundToCents(value) {
	if (!Number.isFinite(value)) return value;
	return (value < 0 ? -1 : 1) * Math.round(Math.abs(value) * 100 + 1e-7) / 100 + 0;
}
var groupThousands = (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
/**
* '$1,000', '$1,360.50', '-$5'. Cents are shown only when the amount has cents
* (choice for the bound message: 'Cannot be less than $1,000 or more than $250,000').
*/
function formatMoney(value) {
	if (!Number.isFinite(value)) return "$0";
	const cents = Math.round(Math.abs(roundToCents(value)) * 100);
	const dollars = Math.floor(cents / 100);
	const rest = cents % 100;
	return `${value < 0 && cents > 0 ? "-" : ""}$${groupThousands(String(dollars))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}
// domain/finance/repayment.ts
/**
* Loan repayments (spec 2 §9 "Repayment": standard amortisation with a residual balloon;
* financed amount = amount − deposit + establishment fees; frequencies weekly 52,
* fortnightly 26, monthly 12; result rounded up on some sites, down under a threshold
* for one provider; spec 1 §5: weekly payments on the vehicle page in whole dollars).
*/
/**
* spec 2 §9: weekly 52, fortnightly 26, monthly 12. Choice: the spec lists a fourth
* label, 'yr', without a period count; yearly (1 per year) is the only reading, and no
* profile offers it in its selector by default.
*/
var FREQUENCIES = {
	weekly: {
		name: "weekly",
		periodsPerYear: 52,
		label: "wk"
	},
	fortnightly: {
		name: "fortnightly",
		periodsPerYear: 26,
		label: "fn"
	},
	monthly: {
		name: "monthly",
		periodsPerYear: 12,
		label: "mo"
	},
	yearly: {
		name: "yearly",
		periodsPerYear: 1,
		label: "yr"
	}
};
var isFrequencyName = (name) => Object.hasOwn(FREQUENCIES, name);
/** spec 2 §9: financed amount is amount minus deposit plus establishment fees. */
var financedAmount = (options) => options.amount - (options.deposit ?? 0) + (options.establishmentFees ?? 0);
/** Payments over the term: term years × periods per year, to the nearest whole payment. */
var numberOfPayments = (termYears, frequency) => Math.round(termYears * FREQUENCIES[frequency].periodsPerYear);
/**
* Level payment, in arrears, that repays `principal` over `periods` at `ratePerPeriod`
* and leaves `balloon` owing at the end:
*   P = (PV − FV·v^n) · r / (1 − v^n),  v = 1/(1+r);  r = 0 → (PV − FV)/n.
* Written with log1p/expm1 so tiny rates stay accurate. Needs periods ≥ 1.
*/
function amortisedPayment(options) {
	const { principal, balloon, ratePerPeriod: r, periods: n } = options;
	if (r === 0) return (principal - balloon) / n;
	const logGrowth = n * Math.log1p(r);
	const discount = Math.exp(-logGrowth);
	const annuityFactor = -Math.expm1(-logGrowth);
	return (principal - balloon * discount) * r / annuityFactor;
}
function roundRepayment(payment, mode) {
	const cents = roundToCents(payment);
	switch (mode.kind) {
		case "cents": return cents;
		case "up": return Math.ceil(cents) + 0;
		case "whole-dollars": return Math.floor(cents + .5) + 0;
		case "down-under-threshold": {
			const up = Math.ceil(cents);
			const down = Math.floor(cents);
			return (up >= mode.threshold && down < mode.threshold ? down : up) + 0;
		}
	}
}
var invalid = (field, message) => E.left({
	code: "FINANCE.INVALID_INPUT",
	field,
	message
});
/**
* The repayment for a loan. Left for non-finite or negative money, a rate below 0, an
* unknown frequency, or a term shorter than one payment.
*/
function calculateRepayment(options) {
	for (const field of [
		"amount",
		"deposit",
		"residual",
		"establishmentFees",
		"monthlyFees"
	]) {
		const value = options[field] ?? 0;
		if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return invalid(field, `${field} must be a number of dollars, 0 or more`);
	}
	if (!Number.isFinite(options.annualRatePercent) || options.annualRatePercent < 0) return invalid("annualRatePercent", "The interest rate must be 0 % or more");
	if (!isFrequencyName(options.frequency)) return invalid("frequency", `Unknown frequency ${String(options.frequency)}`);
	if (!Number.isFinite(options.termYears)) return invalid("termYears", "The term must be a number of years");
	const periods = numberOfPayments(options.termYears, options.frequency);
	if (periods < 1) return invalid("termYears", "The term must cover at least one payment");
	const frequency = FREQUENCIES[options.frequency];
	const financed = financedAmount(options);
	const residual = options.residual ?? 0;
	const perPeriodFees = (options.monthlyFees ?? 0) * 12 / frequency.periodsPerYear;
	const exactPayment = amortisedPayment({
		principal: financed,
		balloon: residual,
		ratePerPeriod: options.annualRatePercent / 100 / frequency.periodsPerYear,
		periods
	}) + perPeriodFees;
	const payment = roundRepayment(exactPayment, options.rounding ?? { kind: "cents" });
	return E.right({
		frequency,
		financed,
		periods,
		exactPayment,
		payment,
		total: roundToCents(payment * periods + residual)
	});
}
/** spec 1 §5: weekly payments on the vehicle page are rounded to whole dollars (nearest). */
var roundWeeklyPayment = (payment) => roundRepayment(payment, { kind: "whole-dollars" });
var BASE_PROFILE = {
	provider: null,
	variant: "standard",
	price: {
		min: 1e3,
		max: 25e4,
		step: 500,
		sliderMax: {
			kind: "fixed",
			max: 1e5
		}
	},
	term: {
		min: 1,
		max: 7,
		step: .5
	},
	interest: {
		min: .5,
		max: 15,
		step: .5,
		sliderEnabled: true
	},
	deposit: {
		min: 0,
		max: 25e4,
		step: .5
	},
	residual: {
		min: 0,
		max: 25e4,
		step: .5
	},
	fees: {
		kind: "lender",
		fallback: 0
	},
	rounding: { kind: "cents" },
	frequencies: [
		"weekly",
		"fortnightly",
		"monthly"
	],
	defaultFrequency: "weekly",
	showFrequencySelector: true,
	defaults: {
		interestRate: 12.94,
		termYears: 5,
		amount: "car-price-if-positive",
		fallbackAmount: 3e4
	},
	enquireAtOrBelow: 25
};
/** Layer 2 (see the file comment): what each provider changes. */
var PROVIDER_PATCHES = {
	Taurus: (p) => ({
		...p,
		interest: {
			...p.interest,
			min: 7.5,
			max: 14.5
		}
	}),
	"360 Finance": (p) => ({
		...p,
		fees: {
			kind: "fixed",
			amount: 1300
		}
	}),
	AusLoans: (p) => ({
		...p,
		fees: {
			kind: "lender",
			fallback: 1360.5
		}
	}),
	Angle: (p) => ({
		...p,
		price: {
			...p.price,
			min: 5e3
		}
	}),
	Powertorque: (p) => ({
		...p,
		rounding: {
			kind: "down-under-threshold",
			threshold: 100
		}
	}),
	"Nissan Finance": (p) => ({
		...p,
		frequencies: ["monthly"],
		defaultFrequency: "monthly",
		showFrequencySelector: false
	}),
	Manual: (p) => p
};
/** spec 2 §9: the fixed fee list of one brand variant. */
var BRAND_FINANCE_FEES = {
	kind: "fee-list",
	upfront: [
		{
			label: "Establishment fee",
			amount: 395
		},
		{
			label: "Security registration fee",
			amount: 6
		},
		{
			label: "Agency fee",
			amount: 912.25
		}
	],
	monthly: [{
		label: "Monthly administration fee",
		amount: 8
	}]
};
/** Layer 3 (see the file comment): what each site variant changes. */
var VARIANT_PATCHES = {
	standard: (p) => p,
	"brand-finance": (p) => ({
		...p,
		price: {
			...p.price,
			min: 5e3
		},
		interest: {
			...p.interest,
			min: 4,
			max: 20
		},
		fees: BRAND_FINANCE_FEES
	}),
	prestige: (p) => ({
		...p,
		price: {
			...p.price,
			sliderMax: {
				kind: "percent-of-price",
				above: 1e5,
				percent: 105,
				otherwise: 1e5
			}
		}
	}),
	"high-rate": (p) => ({
		...p,
		interest: {
			...p.interest,
			min: 9.95,
			max: 19.95
		}
	})
};
function applySwitches(p, s) {
	const termOptions = s.termOptions ? [...s.termOptions].filter((n) => Number.isFinite(n) && n > 0).sort((a, b) => a - b) : void 0;
	const termMax = s.termMaxYears ?? p.term.max;
	return {
		...p,
		term: termOptions && termOptions.length > 0 ? {
			...p.term,
			min: termOptions[0] ?? p.term.min,
			max: termOptions[termOptions.length - 1] ?? termMax,
			options: termOptions
		} : {
			...p.term,
			max: termMax
		},
		interest: {
			...p.interest,
			sliderEnabled: s.interestSliderEnabled ?? p.interest.sliderEnabled
		},
		rounding: s.roundUp ? { kind: "up" } : p.rounding,
		...s.monthlyOnly ? {
			frequencies: ["monthly"],
			defaultFrequency: "monthly",
			showFrequencySelector: false
		} : {},
		defaults: {
			...p.defaults,
			termYears: s.defaultTermYears ?? p.defaults.termYears,
			interestRate: s.defaultInterestRate ?? p.defaults.interestRate,
			amount: s.amountAlwaysCarPrice ? "car-price" : p.defaults.amount
		}
	};
}
/** The calculator profile of a provider on a site (see the table in the file comment). */
function calculatorProfile(options = {}) {
	const provider = options.provider ?? null;
	const variant = options.variant ?? "standard";
	const withProvider = provider ? PROVIDER_PATCHES[provider]({
		...BASE_PROFILE,
		provider
	}) : BASE_PROFILE;
	const withVariant = VARIANT_PATCHES[variant]({
		...withProvider,
		variant
	});
	return options.switches ? applySwitches(withVariant, options.switches) : withVariant;
}
/**
* The price slider's maximum (spec 2 §5). Choice: 105 % of the price is rounded up to the
* slider step and never exceeds the input maximum of 250,000.
*/
function priceSliderMax(profile, carPrice) {
	const rule = profile.price.sliderMax;
	if (rule.kind === "fixed") return rule.max;
	const price = carPrice ?? 0;
	if (!(price > rule.above)) return rule.otherwise;
	const step = profile.price.step;
	return Math.min(profile.price.max, Math.ceil(price * rule.percent / 100 / step) * step);
}
/** One-off fees financed with the loan, and fees added per month (spec 2 §9). */
function loanFees(profile, lender) {
	const rule = profile.fees;
	switch (rule.kind) {
		case "fixed": return {
			upfront: rule.amount,
			monthly: 0
		};
		case "lender": {
			const fromLender = lender?.establishmentFees;
			return {
				upfront: typeof fromLender === "number" && Number.isFinite(fromLender) && fromLender >= 0 ? fromLender : rule.fallback,
				monthly: 0
			};
		}
		case "fee-list": return {
			upfront: Math.round(rule.upfront.reduce((sum, fee) => sum + fee.amount, 0) * 100) / 100,
			monthly: rule.monthly.reduce((sum, fee) => sum + fee.amount, 0)
		};
	}
}
// domain/finance/calculator.ts
/**
* The finance calculator (spec 2 §2 "Finance calculator", §3 state, §4 transitions,
* §5 validation, §9 defaults): reading typed input, defaults, and the result shown.
*/
/** spec 2 §5: non-numeric text is stripped to digits, dot and minus. */
var stripNumericText = (text) => text.replace(/[^0-9.-]/g, "");
/**
* A typed value → a number, or null when it holds no number. After stripping, the
* longest leading number is read ('1.2.3' → 1.2, '5-3' → 5, '--5' → null);
* spec 2 §5: negative values become 0.
*/
function parseNumericText(text) {
	const match = /^-?(?:\d+\.?\d*|\.\d+)/.exec(stripNumericText(text));
	if (!match) return null;
	const n = Number(match[0]);
	if (!Number.isFinite(n)) return null;
	return Math.max(0, n) + 0;
}
/** The bounds of a field for a profile (the amount's max is the input max, not the slider max). */
function fieldBounds(field, profile) {
	switch (field) {
		case "amount": return profile.price;
		case "term": return profile.term;
		case "interest": return profile.interest;
		case "deposit": return profile.deposit;
		case "residual": return profile.residual;
	}
}
/** The price slider for a car: min, max (spec 2 §5 105 % rule or 100,000) and step 500. */
var priceSlider = (profile, carPrice) => ({
	min: profile.price.min,
	max: Math.max(profile.price.min, priceSliderMax(profile, carPrice)),
	step: profile.price.step
});
var clampTo = (value, bounds) => Math.min(bounds.max, Math.max(bounds.min, value));
/**
* spec 2 §5 / §8: 'Cannot be less than {min} or more than $250,000'. Choice: {min} is
* written as money like the maximum ('$1,000', '$5,000'), and the maximum comes from the
* profile (250,000 for every profile).
*/
var priceBoundMessage = (profile) => `Cannot be less than ${formatMoney(profile.price.min)} or more than ${formatMoney(profile.price.max)}`;
/**
* Reads what was typed in a field; total over any text (spec 2 §5: strip, negatives to 0,
* clamp out-of-range values to the bound). The price message shows when the value is at
* or beyond a bound. Choice: text with no number reads as the field's minimum (0 for
* deposit and residual), and so shows the price message for the amount.
*/
function readCalculatorField(options) {
	const bounds = fieldBounds(options.field, options.profile);
	const parsed = parseNumericText(options.text) ?? bounds.min;
	const value = clampTo(parsed, bounds);
	const atBound = parsed <= bounds.min || parsed >= bounds.max;
	return {
		value,
		clamped: value !== parsed,
		message: options.field === "amount" && atBound ? priceBoundMessage(options.profile) : null
	};
}
/**
* spec 2 §9 defaults: amount the car price if above 0 else 30,000 (some sites always the
* car price); term the lender's termYears else 5 (6 on some sites); deposit the lender's
* deposit rounded to cents else 0; residual 0; interest 12.94 %. Choices: the interest
* default ignores the lender's rate (the spec gives 12.94 % for the calculator), and
* every default is clamped to its field's bounds so the calculator opens valid.
*/
function calculatorDefaults(options) {
	const { profile } = options;
	const price = typeof options.carPrice === "number" && Number.isFinite(options.carPrice) ? options.carPrice : 0;
	const amount = profile.defaults.amount === "car-price" || price > 0 ? price : profile.defaults.fallbackAmount;
	const lenderTerm = options.lender?.termYears;
	const lenderDeposit = options.lender?.deposit;
	const termYears = typeof lenderTerm === "number" && Number.isFinite(lenderTerm) && lenderTerm > 0 ? lenderTerm : profile.defaults.termYears;
	const deposit = typeof lenderDeposit === "number" && Number.isFinite(lenderDeposit) ? roundToCents(lenderDeposit) : 0;
	return {
		amount: clampTo(amount, profile.price),
		termYears: clampTo(termYears, profile.term),
		interestRate: clampTo(profile.defaults.interestRate, profile.interest),
		deposit: clampTo(deposit, profile.deposit),
		residual: 0,
		frequency: profile.defaultFrequency
	};
}
/** spec 2 §4, §8: shown instead of a price when the repayment is 25 or less. */
var ENQUIRE_FOR_FINANCE = "Enquire for Finance";
/**
* spec 2 §4: the repayment and total, recomputed from the inputs. Inputs are clamped to
* the profile first, so any state gives a result; fees come from the profile and lender.
*/
function calculateFinance(options) {
	const { state, profile } = options;
	const safe = (n, bounds) => clampTo(Number.isFinite(n) ? n : bounds.min, bounds);
	const frequencyName = isFrequencyName(state.frequency) && profile.frequencies.includes(state.frequency) ? state.frequency : profile.defaultFrequency;
	const frequency = FREQUENCIES[frequencyName];
	const fees = loanFees(profile, options.lender);
	const enquire = {
		kind: "enquire",
		frequency,
		paymentText: ENQUIRE_FOR_FINANCE,
		totalText: ""
	};
	return pipe(calculateRepayment({
		amount: safe(state.amount, profile.price),
		deposit: safe(state.deposit, profile.deposit),
		residual: safe(state.residual, profile.residual),
		establishmentFees: fees.upfront,
		monthlyFees: fees.monthly,
		termYears: safe(state.termYears, profile.term),
		annualRatePercent: safe(state.interestRate, profile.interest),
		frequency: frequencyName,
		rounding: profile.rounding
	}), E.match(() => enquire, (repayment) => repayment.payment <= profile.enquireAtOrBelow ? enquire : {
		kind: "repayment",
		frequency,
		payment: repayment.payment,
		total: repayment.total,
		paymentText: formatMoney(repayment.payment),
		totalText: formatMoney(repayment.total)
	}));
}
var present = (n) => typeof n === "number" && Number.isFinite(n);
/**
* The provider's entry on the car. Choice: the key is matched exactly, then ignoring case
* and spaces ('nissan-finance' and 'Nissan Finance' are one provider), then by the
* record's own financeProvider.
*/
function lenderFor(lenders, provider) {
	if (!lenders) return void 0;
	const exact = lenders[provider];
	if (exact) return exact;
	const key = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
	const wanted = key(provider);
	return Object.entries(lenders).find(([k]) => key(k) === wanted)?.[1] ?? Object.values(lenders).find((lender) => key(lender.financeProvider ?? "") === wanted);
}
/** spec 2 §4: "the provider entry exists and is non-empty" — some field besides the provider name is set. */
var isNonEmpty = (lender) => Object.entries(lender).some(([field, value]) => field !== "financeProvider" && value !== null && value !== void 0);
/** Choice: a site is the Suzuki manufacturer site when its manufacturer is Suzuki (or the feed name 'Suzuki Australia'). */
var isSuzukiSite = (manufacturer) => /^\s*suzuki(\s+australia)?\s*$/i.test(manufacturer ?? "");
var no = (code, message) => E.left({
	code,
	message
});
/**
* spec 2 §4: whether the finance estimate shows, and with which lender record.
* | Taurus                     | year > current year − 12; price > 500; available; comparison rate |
* | 360 Finance, AusLoans      | available                                                         |
* | Manual, Angle, Powertorque | price > 500; available; weekly payment present                    |
* | Nissan Finance             | price > 500; available; monthly payment present                   |
* Always: the entry exists, is non-empty, interestRate and comparisonRate are non-null;
* never on the Suzuki manufacturer site or for listed dealerships. Available is the
* vehicle area's rule (in_stock or coming_soon).
*/
function financeEstimateEligibility(options) {
	const { car, provider, site } = options;
	if (isSuzukiSite(site.manufacturer)) return no("FINANCE.HIDDEN_FOR_SITE", "No finance estimate on the Suzuki manufacturer site");
	if (site.hiddenDealershipIds?.includes(car.dealership_id)) return no("FINANCE.HIDDEN_FOR_DEALERSHIP", `No finance estimate for dealership ${car.dealership_id}`);
	const lender = lenderFor(car.finance_lenders, provider);
	if (!lender || !isNonEmpty(lender)) return no("FINANCE.NO_LENDER", `The car has no ${provider} entry`);
	if (!present(lender.interestRate) || !present(lender.comparisonRate)) return no("FINANCE.RATES_MISSING", "The interest rate or comparison rate is missing");
	const tooOld = [
		car.year > options.currentYear - 12,
		"FINANCE.TOO_OLD",
		"The car is 12 or more years old"
	];
	const priced = [
		car.price > 500,
		"FINANCE.PRICE_TOO_LOW",
		"The price is not above $500"
	];
	const available = [
		isAvailable(car),
		"FINANCE.NOT_AVAILABLE",
		"The car is not available"
	];
	const weekly = [
		present(lender.paymentWeek),
		"FINANCE.PAYMENT_MISSING",
		"No weekly payment"
	];
	const monthly = [
		present(lender.paymentMonth),
		"FINANCE.PAYMENT_MISSING",
		"No monthly payment"
	];
	const failed = ({
		Taurus: [
			tooOld,
			priced,
			available
		],
		"360 Finance": [available],
		AusLoans: [available],
		Manual: [
			priced,
			available,
			weekly
		],
		Angle: [
			priced,
			available,
			weekly
		],
		Powertorque: [
			priced,
			available,
			weekly
		],
		"Nissan Finance": [
			priced,
			available,
			monthly
		]
	}[provider] ?? [available]).find(([ok]) => !ok);
	return failed ? no(failed[1], failed[2]) : E.right(lender);
}
/**
* The weekly figure of the estimate, in whole dollars (spec 1 §5). The lender's
* paymentWeek when present; otherwise (choice) worked out from the price with the
* lender's rate, deposit, fees and balloon over its termYears, else 5 years (spec 2 §9).
* Null when neither is possible.
*/
function estimateWeeklyPayment(options) {
	const { lender } = options;
	if (present(lender.paymentWeek)) return roundWeeklyPayment(lender.paymentWeek);
	if (!present(lender.interestRate)) return null;
	const result = calculateRepayment({
		amount: options.price,
		deposit: present(lender.deposit) ? lender.deposit : 0,
		establishmentFees: present(lender.establishmentFees) ? lender.establishmentFees : 0,
		residual: present(lender.balloon) ? lender.balloon : 0,
		termYears: present(lender.termYears) && lender.termYears > 0 ? lender.termYears : 5,
		annualRatePercent: lender.interestRate,
		frequency: "weekly"
	});
	return E.isRight(result) ? roundWeeklyPayment(result.right.exactPayment) : null;
}
/** spec 2 §9: "shown as 8.38% to 19.42% for one provider" — Taurus (choice: the provider with a comparison-rate rule). */
var PROVIDER_COMPARISON_RATE_RANGES = { Taurus: {
	min: 8.38,
	max: 19.42
} };
var PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
var PERCENT_RANGE = /(\d+(?:\.\d+)?)\s*%?\s*(?:to|-|–|—)\s*(\d+(?:\.\d+)?)\s*%/i;
/**
* spec 2 §9: the comparison rate range parsed from the disclaimer's percentages, else the
* provider's constant, else null. Choice: an explicit 'X% to Y%' (or 'X% - Y%') wins;
* otherwise the lowest and highest percentage in the text (one percentage → X to X).
*/
function comparisonRateRange(options) {
	const text = options.disclaimer ?? "";
	const range = PERCENT_RANGE.exec(text);
	if (range) {
		const a = Number(range[1]);
		const b = Number(range[2]);
		if (Number.isFinite(a) && Number.isFinite(b)) return {
			min: Math.min(a, b),
			max: Math.max(a, b)
		};
	}
	const all = [...text.matchAll(PERCENT)].map((m) => Number(m[1])).filter(Number.isFinite);
	if (all.length > 0) return {
		min: Math.min(...all),
		max: Math.max(...all)
	};
	return options.provider && PROVIDER_COMPARISON_RATE_RANGES[options.provider] || null;
}
/** '8.38% to 19.42%' */
var formatComparisonRateRange = (range) => range.min === range.max ? `${range.min}%` : `${range.min}% to ${range.max}%`;
var finance_calculator_module_default = {
	calculator: "_calculator_63osm_1",
	title: "_title_63osm_8",
	grid: "_grid_63osm_14",
	inputs: "_inputs_63osm_24",
	field: "_field_63osm_30",
	pair: "_pair_63osm_36",
	slider: "_slider_63osm_42",
	unit: "_unit_63osm_46",
	boundMessage: "_boundMessage_63osm_51",
	result: "_result_63osm_55",
	repayment: "_repayment_63osm_64",
	repaymentLabel: "_repaymentLabel_63osm_71",
	repaymentValue: "_repaymentValue_63osm_76",
	per: "_per_63osm_85",
	summary: "_summary_63osm_90",
	disclaimer: "_disclaimer_63osm_108",
	toggle: "_toggle_63osm_115"
};
// ui/components/finance-calculator/finance-calculator.tsx
var FREQUENCY_LABELS = {
	weekly: "Weekly",
	fortnightly: "Fortnightly",
	monthly: "Monthly",
	yearly: "Yearly"
};
var PER = {
	weekly: "per week",
	fortnightly: "per fortnight",
	monthly: "per month",
	yearly: "per year"
};
var MONEY_FIELDS = [
	"amount",
	"deposit",
	"residual"
];
/** The number as the input shows it after editing: '30,000', '1,360.50', '12.94'. */
function fieldText(field, value) {
	return MONEY_FIELDS.includes(field) ? formatMoney(value).replace("$", "") : String(value);
}
var STATE_KEY = {
	amount: "amount",
	term: "termYears",
	interest: "interestRate",
	deposit: "deposit",
	residual: "residual"
};
/**
* The finance calculator (spec 2 §2, §4, §5, §9): amount, term, interest, deposit or
* trade-in, residual and repayment frequency; the repayment and total recomputed on every
* change. Every bound, clamp, default, message and the arithmetic are the domain's.
*/
function FinanceCalculator({ provider, car, carPrice, initialAmount, onFirstInteraction, onEnquire, headingLevel = "h2" }) {
	const id = useId();
	const profile = useMemo(() => calculatorProfile({ provider }), [provider]);
	const lender = useMemo(() => lenderFor(car?.finance_lenders, provider) ?? null, [car?.finance_lenders, provider]);
	const defaults = useMemo(() => {
		const fromCar = calculatorDefaults({
			profile,
			carPrice: carPrice ?? null,
			lender
		});
		if (car || !initialAmount) return fromCar;
		return {
			...fromCar,
			amount: readCalculatorField({
				field: "amount",
				text: String(initialAmount),
				profile
			}).value
		};
	}, [
		profile,
		carPrice,
		lender,
		car,
		initialAmount
	]);
	const [state, setState] = useState(defaults);
	const [texts, setTexts] = useState(() => ({
		amount: fieldText("amount", defaults.amount),
		term: fieldText("term", defaults.termYears),
		interest: fieldText("interest", defaults.interestRate),
		deposit: fieldText("deposit", defaults.deposit),
		residual: fieldText("residual", defaults.residual)
	}));
	const [amountMessage, setAmountMessage] = useState(null);
	const [disclaimerOpen, setDisclaimerOpen] = useState(false);
	const interacted = useRef(false);
	const touch = () => {
		if (interacted.current) return;
		interacted.current = true;
		onFirstInteraction?.();
	};
	const setValue = (field, value, text) => {
		setState((current) => ({
			...current,
			[STATE_KEY[field]]: value
		}));
		setTexts((current) => ({
			...current,
			[field]: text ?? fieldText(field, value)
		}));
	};
	/** Typing: the text stays as typed; the value is the domain's reading of it (stripped, clamped). */
	const onType = (field, text) => {
		touch();
		const reading = readCalculatorField({
			field,
			text,
			profile
		});
		setValue(field, reading.value, text);
		if (field === "amount") setAmountMessage(reading.message);
	};
	/** Leaving a field shows the value in use, so a clamped entry is seen clamped. */
	const onBlur = (field) => setTexts((current) => ({
		...current,
		[field]: fieldText(field, state[STATE_KEY[field]])
	}));
	const onSlide = (field, value) => {
		touch();
		const reading = readCalculatorField({
			field,
			text: String(value),
			profile
		});
		setValue(field, reading.value);
		if (field === "amount") setAmountMessage(reading.message);
	};
	const result = calculateFinance({
		state,
		profile,
		lender
	});
	const amountSlider = priceSlider(profile, carPrice);
	const disclaimer = financeDisclaimer(lender?.disclaimer?.trim() || "This calculator is a guide only and does not constitute a quote, an offer of credit or financial advice. Repayments are estimates based on the amount, deposit, term, interest rate and residual you enter, calculated on a standard amortised loan, and do not include government charges or insurance. Fees and charges apply. Finance is subject to the lender’s credit assessment, terms and conditions.", disclaimerOpen);
	const rateRange = comparisonRateRange({
		disclaimer: lender?.disclaimer ?? null,
		provider
	});
	const Heading = headingLevel;
	const termLabel = `${state.termYears} ${state.termYears === 1 ? "year" : "years"}`;
	return /* @__PURE__ */ jsxs("div", {
		className: finance_calculator_module_default.calculator,
		children: [/* @__PURE__ */ jsx(Heading, {
			id: `${id}-title`,
			className: finance_calculator_module_default.title,
			children: "Finance Calculator"
		}), /* @__PURE__ */ jsxs("div", {
			className: finance_calculator_module_default.grid,
			children: [/* @__PURE__ */ jsxs("div", {
				className: finance_calculator_module_default.inputs,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: finance_calculator_module_default.field,
						children: [/* @__PURE__ */ jsx(TextInput, {
							label: "Purchase price",
							leftSection: "$",
							inputMode: "decimal",
							value: texts.amount,
							onChange: (event) => onType("amount", event.currentTarget.value),
							onBlur: () => onBlur("amount"),
							error: amountMessage ?? void 0,
							classNames: { error: finance_calculator_module_default.boundMessage }
						}), /* @__PURE__ */ jsx(Slider, {
							"aria-label": "Purchase price slider",
							min: amountSlider.min,
							max: amountSlider.max,
							step: amountSlider.step,
							value: Math.min(amountSlider.max, Math.max(amountSlider.min, state.amount)),
							onChange: (value) => onSlide("amount", value),
							label: (value) => formatMoney(value),
							className: finance_calculator_module_default.slider
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: finance_calculator_module_default.pair,
						children: [/* @__PURE__ */ jsx(TextInput, {
							label: "Deposit or trade-in",
							leftSection: "$",
							inputMode: "decimal",
							value: texts.deposit,
							onChange: (event) => onType("deposit", event.currentTarget.value),
							onBlur: () => onBlur("deposit")
						}), /* @__PURE__ */ jsx(TextInput, {
							label: "Residual (balloon)",
							leftSection: "$",
							inputMode: "decimal",
							value: texts.residual,
							onChange: (event) => onType("residual", event.currentTarget.value),
							onBlur: () => onBlur("residual")
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: finance_calculator_module_default.field,
						children: [/* @__PURE__ */ jsx(TextInput, {
							label: "Loan term (years)",
							inputMode: "decimal",
							rightSection: /* @__PURE__ */ jsx("span", {
								className: finance_calculator_module_default.unit,
								children: "yrs"
							}),
							value: texts.term,
							onChange: (event) => onType("term", event.currentTarget.value),
							onBlur: () => onBlur("term")
						}), /* @__PURE__ */ jsx(Slider, {
							"aria-label": "Loan term slider",
							min: profile.term.min,
							max: profile.term.max,
							step: profile.term.step,
							value: state.termYears,
							onChange: (value) => onSlide("term", value),
							label: (value) => `${value} yrs`,
							className: finance_calculator_module_default.slider
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: finance_calculator_module_default.field,
						children: [/* @__PURE__ */ jsx(TextInput, {
							label: "Interest rate (% p.a.)",
							inputMode: "decimal",
							rightSection: /* @__PURE__ */ jsx("span", {
								className: finance_calculator_module_default.unit,
								children: "%"
							}),
							value: texts.interest,
							onChange: (event) => onType("interest", event.currentTarget.value),
							onBlur: () => onBlur("interest")
						}), profile.interest.sliderEnabled ? /* @__PURE__ */ jsx(Slider, {
							"aria-label": "Interest rate slider",
							min: profile.interest.min,
							max: profile.interest.max,
							step: profile.interest.step,
							value: state.interestRate,
							onChange: (value) => onSlide("interest", value),
							label: (value) => `${value}%`,
							className: finance_calculator_module_default.slider
						}) : null]
					})
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: finance_calculator_module_default.result,
				"aria-labelledby": `${id}-title`,
				children: [
					profile.showFrequencySelector ? /* @__PURE__ */ jsx(SegmentedControl, {
						fullWidth: true,
						"aria-label": "Repayment frequency",
						value: state.frequency,
						onChange: (value) => {
							touch();
							setState((current) => ({
								...current,
								frequency: value
							}));
						},
						data: profile.frequencies.map((name) => ({
							value: name,
							label: FREQUENCY_LABELS[name]
						}))
					}) : null,
					/* @__PURE__ */ jsxs("div", {
						className: finance_calculator_module_default.repayment,
						"aria-live": "polite",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: finance_calculator_module_default.repaymentLabel,
								children: "Estimated repayment"
							}),
							/* @__PURE__ */ jsx("span", {
								className: finance_calculator_module_default.repaymentValue,
								"data-testid": "finance-repayment",
								children: result.paymentText
							}),
							result.kind === "repayment" ? /* @__PURE__ */ jsx("span", {
								className: finance_calculator_module_default.per,
								children: PER[result.frequency.name]
							}) : null
						]
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: finance_calculator_module_default.summary,
						children: [
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Total of repayments" }), /* @__PURE__ */ jsx("dd", {
								"data-testid": "finance-total",
								children: result.totalText || "—"
							})] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Loan term" }), /* @__PURE__ */ jsx("dd", { children: termLabel })] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Interest rate" }), /* @__PURE__ */ jsxs("dd", { children: [state.interestRate, "% p.a."] })] }),
							rateRange ? /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Comparison rates" }), /* @__PURE__ */ jsx("dd", { children: formatComparisonRateRange(rateRange) })] }) : null
						]
					}),
					/* @__PURE__ */ jsx(Button, {
						component: Link,
						to: financeHref(car, state.amount),
						onClick: onEnquire,
						fullWidth: true,
						size: "md",
						children: "Enquire About Finance"
					}),
					/* @__PURE__ */ jsxs("p", {
						className: finance_calculator_module_default.disclaimer,
						id: "financeDisclaimer",
						children: [
							disclaimer.text,
							" ",
							disclaimer.toggle ? /* @__PURE__ */ jsx("button", {
								type: "button",
								className: finance_calculator_module_default.toggle,
								"aria-expanded": disclaimerOpen,
								onClick: () => setDisclaimerOpen((open) => !open),
								children: disclaimer.toggle
							}) : null
						]
					})
				]
			})]
		})]
	});
}
export { dealerComments as i, estimateWeeklyPayment as n, financeEstimateEligibility as r, FinanceCalculator as t };
