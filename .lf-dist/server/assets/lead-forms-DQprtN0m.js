import { a as formatPhone, n as leadEventId, r as leadKindOfCategory } from "./event-ids-C7V__G1X.js";
import { t as FIND_SIMILAR_LABEL } from "./availability-aZlgrmJy.js";
import { L as useCaryardClient } from "../entry-server.js";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, Button, Checkbox, Chip, Group, Loader, Modal, NumberInput, Radio, SegmentedControl, Select, Stepper, Text, TextInput, Textarea } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as E from "fp-ts/Either";
import * as O from "fp-ts/Option";
import { useMediaQuery } from "@mantine/hooks";
import { useForm } from "@mantine/form";
import { useMachine } from "@xstate/react";
import { assign, fromPromise, setup } from "xstate";
// domain/leads/field-errors.ts
/**
* spec 2 §5, §8: '* This field is required' is the spec's required-field message (trade-in);
* choice: every required field without a message of its own in the spec uses it too.
*/
var REQUIRED_MESSAGE = "* This field is required";
/** spec 2 §5, §8: the form-level heading. */
var FORM_ERRORS_TITLE = "Please fix the following errors:";
/**
* spec 2 §5: form-level errors appear as 'Please fix the following errors:' with a list.
* Choice: each line is the field's label, a colon and the message without its leading '* '.
*/
function formLevelErrors(errors, labels = {}) {
	const items = Object.entries(errors).map(([field, message]) => `${labels[field] ?? field}: ${message.replace(/^\*\s*/, "")}`);
	return items.length === 0 ? O.none : O.some({
		title: FORM_ERRORS_TITLE,
		items
	});
}
function isBlank(value) {
	return (value ?? "").trim() === "";
}
// domain/locations/postcode.ts
/** spec 2 §5, §8: the one postcode message. */
var INVALID_POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
/**
* spec 2 §5: required; exactly 4 digits (no separators). Choices: surrounding whitespace is
* trimmed; a missing value has its own code but the spec's single message.
*/
var Postcode = { parse(input) {
	const value = input?.trim() ?? "";
	if (value === "") return E.left({
		code: "POSTCODE.REQUIRED",
		message: INVALID_POSTCODE_MESSAGE
	});
	return /^\d{4}$/.test(value) ? E.right(value) : E.left({
		code: "POSTCODE.INVALID",
		message: INVALID_POSTCODE_MESSAGE
	});
} };
// domain/leads/contact-validation.ts
/**
* The shared name/email/phone piece of every lead form. spec 2 §5: "Rules for the name,
* email and phone inputs of the shared contact piece are not shown" — these rules and
* their messages are ours (issue 6: "validates an email address and an Australian phone
* number with clear messages").
*/
var EMAIL_MESSAGE = "Please enter a valid email address, e.g. name@example.com.au";
var PHONE_MESSAGE = "Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432";
var NAME_LENGTH_MESSAGE = "Please enter a name of at most 100 characters";
/** One @, a non-empty local part, a dotted domain with a top-level label of 2+ letters, no spaces. */
var EMAIL = /^[^\s@<>(),;:"[\]\\]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;
/**
* An email address as a form sends it. Choice: pragmatic, not RFC 5322's full grammar —
* quoted local parts and IP-literal domains are refused; surrounding spaces are trimmed.
*/
var EmailAddress = { parse(input) {
	const value = input?.trim() ?? "";
	if (value === "") return E.left(REQUIRED_MESSAGE);
	if (value.length > 254 || !EMAIL.test(value) || value.includes("..")) return E.left(EMAIL_MESSAGE);
	return E.right(value);
} };
/**
* An Australian phone number, returned in the display form of spec 2 §5 ('0412 345 678' is
* spaced 2-4-4: '04 1234 5678'). Accepted (choice): mobiles 04/05, landlines 02/03/07/08,
* 1300/1800 and 13 numbers; +61 or 61 in front of the national number, an optional '(0)'
* after it, and spaces, dots, hyphens and brackets anywhere.
*/
var AustralianPhone = { parse(input) {
	const value = input?.trim() ?? "";
	if (value === "") return E.left(REQUIRED_MESSAGE);
	let digits = value.replace(/\(0\)/, "").replace(/[\s().-]/g, "");
	if (digits.startsWith("+61")) digits = `0${digits.slice(3)}`;
	else if (/^61\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
	if (!(/^0[234578]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits))) return E.left(PHONE_MESSAGE);
	return E.right(/^0\d{9}$/.test(digits) ? formatPhone(digits) : spaceServiceNumber(digits));
} };
/** 1300 123 456, 13 12 34. */
function spaceServiceNumber(digits) {
	if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
	return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
}
var CONTACT_FIELD_LABELS = {
	name: "Name",
	email: "Email",
	phone: "Phone"
};
/**
* The contact piece's errors, field → message, in form order (name, email, phone). All three
* are required: the lead payload carries them (ARCHITECTURE `POST /api/leads`).
*/
function contactErrors(values) {
	const errors = {};
	if (isBlank(values.name)) errors.name = REQUIRED_MESSAGE;
	else if ((values.name ?? "").trim().length > 100) errors.name = NAME_LENGTH_MESSAGE;
	const email = EmailAddress.parse(values.email);
	if (E.isLeft(email)) errors.email = email.left;
	const phone = AustralianPhone.parse(values.phone);
	if (E.isLeft(phone)) errors.phone = phone.left;
	return errors;
}
// domain/leads/enquiry-validation.ts
/** spec 2 §5, §8: the terms checkbox message. */
var TERMS_MESSAGE = "*You must agree to the terms of use before submitting.";
/** Labels for the form-level list (spec 2 §5). */
var ENQUIRY_FIELD_LABELS = {
	category: "Category",
	dealership_slug: "Dealership",
	location: "Location",
	message: "Message",
	terms_conditions: "Terms of use"
};
/**
* spec 2 §5 enquiry rules, as field → message (empty when valid), in form order. Opt-in and
* Rego are optional. Choice: required fields other than terms use '* This field is required'
* (the spec gives no message of their own).
*/
function enquiryErrors(values, rules) {
	const errors = {};
	if (rules.categoryPresent === true && isBlank(values.category)) errors.category = REQUIRED_MESSAGE;
	if ((rules.dealershipCount ?? 0) > 1 && rules.dealershipSelectRemoved !== true && isBlank(values.dealership_slug)) errors.dealership_slug = REQUIRED_MESSAGE;
	if (rules.locationShown === true && isBlank(values.location)) errors.location = REQUIRED_MESSAGE;
	if (rules.messageRequired !== false && isBlank(values.message)) errors.message = REQUIRED_MESSAGE;
	if (rules.termsCheckbox && values.terms_conditions !== true) errors.terms_conditions = TERMS_MESSAGE;
	return errors;
}
// domain/leads/lead-defaults.ts
/**
* spec 2 §2: "Form category options come from a list of enquiry categories including General
* Enquiry." The spec names General Enquiry, 'Trade-in Enquiry' and 'Service Booking' (§7, §3);
* the others are ours, one per lead form of spec 1 §2 and spec 2 §2.
*/
var LEAD_CATEGORIES = [
	"General Enquiry",
	"Vehicle Enquiry",
	"Test Drive",
	"Request Photos",
	"Finance Enquiry",
	FIND_SIMILAR_LABEL,
	"Reserve Online",
	"Trade-in Enquiry",
	"Service Booking"
];
function slugOf(text) {
	return text.trim().toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
/** '2021 Mazda CX-5 Maxx Sport' */
function carTitle(car) {
	return [
		car.year,
		car.make,
		car.model,
		car.badge
	].filter((part) => part !== null && part !== void 0 && String(part).trim() !== "").join(" ");
}
/**
* spec 2 §2 lead form defaults from the site and, when the form is about one, the car.
* Choices (the spec names the fields only):
*  - dealership_slug: the car's dealership, else the dealership of the site's primary location;
*  - manufacturer_slug: the car's make as a slug, else the site's manufacturer (null on a multi-make site);
*  - message: for a car, "Hi, I'm interested in the {year make model badge} (stock number {n}).
*    Is it still available?"; without a car, empty (the shopper writes it);
*  - subcategory: the car's type (new, used, demo), else 'general'; a form may pass its own.
*/
function leadFormDefaults(site, car, options = {}) {
	const siteDealership = (site.locations.find((l) => l.primary) ?? site.locations[0])?.dealership_slug ?? site.dealerships[0]?.slug ?? "";
	const subcategory = options.subcategory ?? (car ? car.car_type : "general");
	if (!car) return {
		dealership_slug: siteDealership,
		manufacturer_slug: site.manufacturer,
		stock_number: null,
		"Vehicle Make": null,
		"Vehicle Model": null,
		car_type: null,
		car_id: null,
		vehicle_status: null,
		opt_in: true,
		message: "",
		subcategory
	};
	return {
		dealership_slug: car.dealership_slug || siteDealership,
		manufacturer_slug: slugOf(car.make) || site.manufacturer,
		stock_number: car.stocknum,
		"Vehicle Make": car.make,
		"Vehicle Model": car.model,
		car_type: car.car_type,
		car_id: car.id,
		vehicle_status: car.status,
		opt_in: true,
		message: `Hi, I'm interested in the ${carTitle(car)} (stock number ${car.stocknum}). Is it still available?`,
		subcategory
	};
}
// domain/leads/lead-validation.ts
var LEAD_FIELD_LABELS = {
	...ENQUIRY_FIELD_LABELS,
	...CONTACT_FIELD_LABELS,
	name: "Name",
	last_name: "Last name",
	postcode: "Postcode"
};
var text$1 = (value) => typeof value === "string" ? value : null;
/**
* The errors of a lead form, field → message, in the order the fields appear: category,
* name, last name, email, phone, postcode, dealership, location, message, terms.
*/
function leadFormErrors(values, rules) {
	const contact = contactErrors(values);
	const enquiry = enquiryErrors(values, rules);
	const errors = {};
	if (enquiry.category) errors.category = enquiry.category;
	if (contact.name) errors.name = contact.name;
	if (rules.lastNameRequired === true && isBlank(text$1(values.last_name))) errors.last_name = REQUIRED_MESSAGE;
	if (contact.email) errors.email = contact.email;
	if (contact.phone) errors.phone = contact.phone;
	if (rules.postcodeRequired === true) {
		const postcode = Postcode.parse(text$1(values.postcode));
		if (E.isLeft(postcode)) errors.postcode = postcode.left.message;
	}
	for (const field of [
		"dealership_slug",
		"location",
		"message",
		"terms_conditions"
	]) {
		const message = enquiry[field];
		if (message) errors[field] = message;
	}
	return errors;
}
// ui/components/lead-forms/lead-form-values.ts
/** spec 2 §2: the category select's options — the enquiry categories, General Enquiry first (Reserve Online has its own checkout). */
var ENQUIRY_CATEGORY_OPTIONS = LEAD_CATEGORIES.filter((c) => c !== "Reserve Online");
/** Each form's category (spec 2 §2; domain LEAD_CATEGORIES). */
var CATEGORY_OF = {
	enquiry: "Vehicle Enquiry",
	"test-drive": "Test Drive",
	"request-photos": "Request Photos",
	finance: "Finance Enquiry",
	"find-similar": FIND_SIMILAR_LABEL
};
/** The site's locations a shopper can enquire at (sales, or unspecified, which means sales: spec 2 §3). */
function enquiryLocations(site) {
	const sales = site.locations.filter((l) => l.location_type === "sales" || l.location_type === "");
	return sales.length > 0 ? sales : site.locations;
}
/** Which selects a form without a car shows (spec 2 §5): a location select when there are several locations, else a dealership select when there are several dealerships. */
function selectsShown(site, car) {
	if (car) return {
		location: false,
		dealership: false
	};
	const location = enquiryLocations(site).length > 1;
	return {
		location,
		dealership: !location && site.dealerships.length > 1
	};
}
/** spec 2 §5 rules of one form on one site. */
function rulesFor(site, car, options) {
	const shown = selectsShown(site, car);
	return {
		termsCheckbox: options.terms ?? site.features.termsCheckbox,
		messageRequired: options.messageRequired,
		categoryPresent: options.categoryPresent,
		locationShown: shown.location,
		dealershipCount: site.dealerships.length,
		dealershipSelectRemoved: !shown.dealership
	};
}
/**
* A form's starting values: spec 2 §2 lead defaults from the site and the car (dealership_slug,
* manufacturer_slug, stock_number, Vehicle Make, Vehicle Model, car_type, car_id,
* vehicle_status, opt_in true, message, subcategory), the category, and empty contact fields.
*/
function initialValues(site, car, options) {
	const defaults = leadFormDefaults(site, car ? {
		...car,
		year: car.year ?? 0
	} : null, options.subcategory ? { subcategory: options.subcategory } : {});
	const message = car && !car.year ? `Hi, I'm interested in the ${car.name} (stock number ${car.stocknum}). Is it still available?` : defaults.message;
	const shown = selectsShown(site, car);
	return {
		...defaults,
		message: options.message ?? message,
		category: options.category,
		name: "",
		email: "",
		phone: "",
		...shown.location ? {
			location: "",
			dealership_slug: ""
		} : {},
		...shown.dealership ? { dealership_slug: "" } : {},
		...site.features.termsCheckbox ? { terms_conditions: false } : {},
		...options.extra
	};
}
/** spec 2 §2 the multi-step enquiry: who, what, the valuation wizard's questions, then the terms. */
var MULTI_STEP_ENQUIRY_STEPS = [
	{
		id: "contact",
		fields: [
			"name",
			"email",
			"phone"
		]
	},
	{
		id: "enquiry",
		fields: [
			"category",
			"location",
			"dealership_slug",
			"Rego",
			"message"
		]
	},
	{
		id: "valuation",
		fields: [
			"trade-in",
			"PreferredContactMethod",
			"finance"
		]
	},
	{
		id: "confirm",
		fields: ["opt_in", "terms_conditions"]
	}
];
var STEP_LABELS = {
	contact: "Your details",
	enquiry: "Your enquiry",
	valuation: "Trade-in & finance",
	confirm: "Confirm"
};
/** spec 2 §2 valuation wizard: PreferredContactMethod options and finance Yes/No. */
var PREFERRED_CONTACT_METHODS = [
	"Phone",
	"Email",
	"SMS"
];
var FINANCE_ANSWERS = ["Yes", "No"];
var lead_forms_module_default = {
	form: "_form_1pbal_1",
	row: "_row_1pbal_7",
	full: "_full_1pbal_17",
	honeypot: "_honeypot_1pbal_23",
	consent: "_consent_1pbal_32",
	errorList: "_errorList_1pbal_42",
	submitRow: "_submitRow_1pbal_47",
	fieldset: "_fieldset_1pbal_52",
	legend: "_legend_1pbal_60",
	dateInput: "_dateInput_1pbal_66",
	slots: "_slots_1pbal_70",
	slotGrid: "_slotGrid_1pbal_74",
	stepper: "_stepper_1pbal_85",
	modalTitle: "_modalTitle_1pbal_89",
	modalBody: "_modalBody_1pbal_94",
	carSummary: "_carSummary_1pbal_98",
	inlineCard: "_inlineCard_1pbal_106",
	inlineTitle: "_inlineTitle_1pbal_113"
};
// ui/components/lead-forms/lead-form-fields.tsx
/**
* The shared name/email/phone piece (spec 2 §5: its rules are ours — domain
* contact-validation: a valid email address and an Australian phone number).
*/
function ContactFields({ form, idPrefix }) {
	return /* @__PURE__ */ jsxs("div", {
		className: lead_forms_module_default.row,
		children: [
			/* @__PURE__ */ jsx(TextInput, {
				id: `${idPrefix}-name`,
				label: "Name",
				autoComplete: "name",
				withAsterisk: true,
				className: lead_forms_module_default.full,
				...form.getInputProps("name")
			}),
			/* @__PURE__ */ jsx(TextInput, {
				id: `${idPrefix}-email`,
				label: "Email",
				type: "email",
				autoComplete: "email",
				inputMode: "email",
				withAsterisk: true,
				...form.getInputProps("email")
			}),
			/* @__PURE__ */ jsx(TextInput, {
				id: `${idPrefix}-phone`,
				label: "Phone",
				type: "tel",
				autoComplete: "tel",
				inputMode: "tel",
				withAsterisk: true,
				...form.getInputProps("phone")
			})
		]
	});
}
/**
* The honeypot of the default captcha (adapters/captcha): invisible to people and screen
* readers, filled in by form-filling bots.
*/
function Honeypot({ inputRef }) {
	return /* @__PURE__ */ jsx("div", {
		className: lead_forms_module_default.honeypot,
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsxs("label", { children: ["Leave this field empty", /* @__PURE__ */ jsx("input", {
			ref: inputRef,
			type: "text",
			name: "company_website",
			tabIndex: -1,
			autoComplete: "off",
			defaultValue: ""
		})] })
	});
}
/** spec 2 §2 category select, from the domain's enquiry categories (General Enquiry first). */
function CategorySelect({ form, idPrefix }) {
	return /* @__PURE__ */ jsx(Select, {
		id: `${idPrefix}-category`,
		label: "Category",
		withAsterisk: true,
		allowDeselect: false,
		comboboxProps: { withinPortal: false },
		data: ENQUIRY_CATEGORY_OPTIONS.map((c) => ({
			value: c,
			label: c
		})),
		...form.getInputProps("category")
	});
}
/**
* spec 2 §5: the location select (required when shown) on a site with several locations, or
* the dealership select (required with several dealerships) — for forms without a car.
*/
function WhereSelects({ form, site, car, idPrefix }) {
	const shown = selectsShown(site, car);
	if (shown.location) {
		const locations = enquiryLocations(site);
		const props = form.getInputProps("location");
		return /* @__PURE__ */ jsx(Select, {
			id: `${idPrefix}-location`,
			label: "Location",
			placeholder: "Choose a location",
			withAsterisk: true,
			comboboxProps: { withinPortal: false },
			data: locations.map((l) => ({
				value: l.slug,
				label: `${l.name} (${l.address.city})`
			})),
			...props,
			onChange: (value) => {
				props.onChange(value ?? "");
				form.setFieldValue("dealership_slug", locations.find((l) => l.slug === value)?.dealership_slug ?? "");
			}
		});
	}
	if (shown.dealership) return /* @__PURE__ */ jsx(Select, {
		id: `${idPrefix}-dealership`,
		label: "Dealership",
		placeholder: "Choose a dealership",
		withAsterisk: true,
		comboboxProps: { withinPortal: false },
		data: site.dealerships.map((d) => ({
			value: d.slug,
			label: d.name
		})),
		...form.getInputProps("dealership_slug")
	});
	return null;
}
function MessageField({ form, idPrefix, required, label = "Message", placeholder, rows = 4 }) {
	return /* @__PURE__ */ jsx(Textarea, {
		id: `${idPrefix}-message`,
		label: required ? label : `${label} (optional)`,
		withAsterisk: required,
		autosize: true,
		minRows: rows,
		maxRows: 10,
		maxLength: 5e3,
		...placeholder ? { placeholder } : {},
		...form.getInputProps("message")
	});
}
/** spec 2 §2: opt_in (optional, default true) and, on sites with it, the terms checkbox (spec 2 §5). */
function ConsentFields({ form, site, idPrefix, terms = site.features.termsCheckbox }) {
	return /* @__PURE__ */ jsxs("div", {
		className: lead_forms_module_default.consent,
		children: [/* @__PURE__ */ jsx(Checkbox, {
			id: `${idPrefix}-opt-in`,
			label: `Keep me up to date with offers and news from ${site.name}`,
			...form.getInputProps("opt_in", { type: "checkbox" })
		}), terms ? /* @__PURE__ */ jsx(Checkbox, {
			id: `${idPrefix}-terms`,
			label: /* @__PURE__ */ jsxs(Fragment, { children: [
				"I agree to the",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/terms-and-conditions",
					target: "_blank",
					children: "terms of use"
				}),
				" ",
				"and",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/privacy-policy",
					target: "_blank",
					children: "privacy policy"
				})
			] }),
			...form.getInputProps("terms_conditions", { type: "checkbox" })
		}) : null]
	});
}
/** spec 2 §5: 'Please fix the following errors:' with a list; spec 2 §8: the server's message. */
function FormErrors({ errors, formError, show }) {
	const messages = Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === "string" && v !== ""));
	const level = show ? formLevelErrors(messages, LEAD_FIELD_LABELS) : null;
	if (formError) return /* @__PURE__ */ jsx(Alert, {
		color: "red",
		variant: "light",
		role: "alert",
		title: "Your enquiry was not sent",
		children: formError
	});
	if (level && level._tag === "Some") return /* @__PURE__ */ jsx(Alert, {
		color: "red",
		variant: "light",
		role: "alert",
		title: level.value.title,
		children: /* @__PURE__ */ jsx("ul", {
			className: lead_forms_module_default.errorList,
			children: level.value.items.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
		})
	});
	return null;
}
/** spec 2 §4: while submitting the button is disabled and shows a spinner. */
function SubmitRow({ submitting, label, children }) {
	return /* @__PURE__ */ jsxs(Group, {
		justify: "space-between",
		align: "center",
		className: lead_forms_module_default.submitRow,
		children: [children ?? /* @__PURE__ */ jsx(Text, {
			size: "xs",
			c: "dimmed",
			children: "Fields marked * are required."
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			size: "md",
			loading: submitting,
			disabled: submitting,
			loaderProps: { type: "oval" },
			"aria-busy": submitting,
			children: label
		})]
	});
}
// ui/components/lead-forms/lead-form-frame.tsx
/**
* A lead form's frame: the <form>, the honeypot, the form-level errors (after a submit
* attempt) or the server's message, the fields, and the submit row.
*/
function LeadFormFrame({ binding, label, submitLabel, children, footer, id }) {
	const [attempts, setAttempts] = useState(0);
	const formRef = useRef(null);
	const focusedFor = useRef(0);
	const errorCount = Object.keys(binding.form.errors).length;
	useEffect(() => {
		if (attempts === 0 || focusedFor.current === attempts || errorCount === 0) return;
		focusedFor.current = attempts;
		formRef.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
	}, [attempts, errorCount]);
	return /* @__PURE__ */ jsxs("form", {
		ref: formRef,
		id,
		"aria-label": label,
		noValidate: true,
		className: lead_forms_module_default.form,
		onSubmit: (event) => {
			setAttempts((n) => n + 1);
			binding.submit(event);
		},
		children: [
			/* @__PURE__ */ jsx(Honeypot, { inputRef: binding.honeypotRef }),
			children,
			/* @__PURE__ */ jsx(FormErrors, {
				errors: binding.form.errors,
				formError: binding.formError,
				show: attempts > 0
			}),
			/* @__PURE__ */ jsx(SubmitRow, {
				submitting: binding.submitting,
				label: submitLabel,
				children: footer
			})
		]
	});
}
// domain/leads/lead-result.ts
/** spec 2 §4, §8 — spelled as the spec spells it. */
var UNEXPECTED_LEAD_ERROR = "An unexpected error occured";
/** spec 2 §8: enquiry submit failure alert, and the form error when the server gives none. */
var SUBMIT_FAILURE_MESSAGE = "An error occurred when submitting this form";
/** spec 1 §2, spec 2 §2: where a successful enquiry or test drive goes. */
var SUCCESS_PATH = "/success";
/**
* spec 2 §4 lead result: a lead_id is success; else an error is that error; else
* 'An unexpected error occured'. Choices: a lead_id wins over an error sent with it; blank
* strings count as absent.
*/
function leadResult(response) {
	const id = response?.lead_id;
	const leadId = id === null || id === void 0 ? "" : String(id).trim();
	if (leadId !== "") return E.right(leadId);
	const error = response?.error?.trim();
	return E.left(error ? error : UNEXPECTED_LEAD_ERROR);
}
/** spec 2 §8: the form error after a failed enquiry submit — the server's message, else the default text. */
function enquiryFailureMessage(serverMessage) {
	const message = serverMessage?.trim();
	return message ? message : SUBMIT_FAILURE_MESSAGE;
}
// application/leads/lead-form.machine.ts
/**
* The lead form (spec 2 §4 "Forms in general", "Lead result"; spec 2 §2 the multi-step
* enquiry form): every lead form of spec 1 §2 and spec 2 §2 — enquiry, test drive, request
* photos, finance, 'Find Me Something Similar', trade-in style — runs this machine, with one
* step or several.
*
*   editing ──SUBMIT (last step)──▶ validating ──valid──▶ verifying (captcha) ──▶ submitting
*      ▲  └─NEXT/SUBMIT (earlier step): the step's fields valid → next step          │
*      └──────────────── invalid: field errors, the first step in error ◀────────────┤
*   success: analytics event ∥ follow-up call ∥ store enquired car + success-category → /success
*   failure: alert 'An error occurred when submitting this form', the server's message on the form
*
* Side effects are named actors the caller supplies (`machine.provide({ actors })`): in React,
* in a test, or in another channel. Imports only xstate and the domain.
*/
/** The submission gives up after this long (the idempotency key makes a retry safe). */
var SUBMIT_TIMEOUT_MS = 3e4;
/** How long /success waits for the success records to be stored before it loads anyway. */
var STORE_TIMEOUT_MS = 2e3;
var SUBMIT_TIMEOUT_MESSAGE = "The form took too long to send. Please check your connection and try again.";
var notProvided = (name) => () => Promise.reject(/* @__PURE__ */ new Error(`The lead form's '${name}' actor was not provided`));
function allErrors(context) {
	return leadFormErrors(context.values, context.rules);
}
/** The errors of the fields the current step shows (every field on a single-step form). */
function stepErrors(context) {
	const step = context.steps?.[context.stepIndex];
	const errors = allErrors(context);
	if (!step) return errors;
	return Object.fromEntries(Object.entries(errors).filter(([field]) => step.fields.includes(field)));
}
function isLastStep(context) {
	return context.steps === null || context.stepIndex >= context.steps.length - 1;
}
var category = (context) => typeof context.values.category === "string" ? context.values.category : "";
/** spec 2 §7: the event of the lead's category and car (none for trade-in and service leads). */
function leadFormEventId(context) {
	const kind = leadKindOfCategory(typeof context.values.category === "string" ? context.values.category : "");
	if (kind._tag === "None") return null;
	return leadEventId({
		kind: kind.value,
		carType: context.car?.car_type ?? null,
		tag: context.car?.tag ?? null
	});
}
/** Server field paths ('user.email') as the form's field names ('email'). */
function formFields(fields) {
	return Object.fromEntries(Object.entries(fields ?? {}).map(([path, message]) => [path.replace(/^user\./, ""), message]));
}
var leadFormMachine = setup({
	types: {
		context: {},
		events: {},
		input: {}
	},
	actors: {
		/** spec 2 §4: "a captcha is run" — resolves with the evidence sent along (honeypot and fill time, or a hosted token). */
		runCaptcha: fromPromise(notProvided("runCaptcha")),
		/** POSTs the lead (`POST /api/leads` with the Idempotency-Key); resolves with the answer, rejects when nothing came back. */
		submitLead: fromPromise(notProvided("submitLead")),
		/** spec 2 §4, §7: the analytics event of the category and car type. Failures are logged as warnings and ignored. */
		trackLeadEvent: fromPromise(notProvided("trackLeadEvent")),
		/** spec 2 §3, §4: stores the enquired car and a success-category entry locally. */
		storeSuccess: fromPromise(notProvided("storeSuccess")),
		/** spec 2 §4: the follow-up call recording the category and extra params such as car_type. */
		followUp: fromPromise(notProvided("followUp")),
		/** Loads /success. */
		navigate: fromPromise(notProvided("navigate"))
	},
	actions: {
		setValue: assign(({ context, event }) => {
			if (event.type !== "CHANGE") return {};
			const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
			return {
				values: {
					...context.values,
					[event.field]: event.value
				},
				fieldErrors
			};
		}),
		showStepErrors: assign(({ context }) => ({ fieldErrors: stepErrors(context) })),
		nextStep: assign(({ context }) => ({
			stepIndex: context.stepIndex + 1,
			fieldErrors: {}
		})),
		previousStep: assign(({ context }) => ({
			stepIndex: Math.max(0, context.stepIndex - 1),
			fieldErrors: {}
		})),
		/** Every error, and back to the first step showing one (a multi-step form). */
		showFormErrors: assign(({ context }) => {
			const fieldErrors = allErrors(context);
			const first = context.steps?.findIndex((step) => step.fields.some((f) => f in fieldErrors)) ?? -1;
			return {
				fieldErrors,
				stepIndex: first >= 0 ? first : context.stepIndex
			};
		}),
		clearErrors: assign({
			fieldErrors: {},
			formError: null
		}),
		storeCaptcha: assign((_, captcha) => ({ captcha })),
		storeLeadId: assign((_, leadId) => ({ leadId })),
		/** spec 2 §4, §8: the server's error (or 'An unexpected error occured') and its field errors on the form. */
		storeRefusal: assign((_, outcome) => {
			const result = leadResult(outcome);
			return {
				formError: result._tag === "Left" ? result.left : null,
				fieldErrors: formFields(outcome.fields)
			};
		}),
		storeFailure: assign((_, message) => ({ formError: message })),
		/** spec 2 §8: the browser alert 'An error occurred when submitting this form' (the caller shows it). */
		alertFailure: () => {},
		/** spec 2 §3: name, email and phone are kept locally for reuse (the caller stores them). */
		rememberContact: (_, _contact) => {},
		/** spec 2 §7: analytics failures are logged as warnings (the caller logs). */
		warn: (_, _problem) => {}
	},
	guards: {
		isLastStep: ({ context }) => isLastStep(context),
		stepIsValid: ({ context }) => Object.keys(stepErrors(context)).length === 0,
		formIsValid: ({ context }) => Object.keys(allErrors(context)).length === 0,
		hasPreviousStep: ({ context }) => context.stepIndex > 0,
		leadAccepted: (_, outcome) => leadResult(outcome)._tag === "Right",
		hasAnalyticsEvent: ({ context }) => leadFormEventId(context) !== null
	},
	delays: {
		SUBMIT_TIMEOUT: SUBMIT_TIMEOUT_MS,
		STORE_TIMEOUT: STORE_TIMEOUT_MS
	}
}).createMachine({
	id: "leadForm",
	context: ({ input }) => ({
		values: input.values,
		rules: input.rules,
		steps: input.steps && input.steps.length > 0 ? input.steps : null,
		stepIndex: 0,
		fieldErrors: {},
		formError: null,
		captcha: {},
		idempotencyKey: input.idempotencyKey,
		car: input.car ?? null,
		leadId: null
	}),
	initial: "editing",
	states: {
		editing: { on: {
			CHANGE: { actions: "setValue" },
			NEXT: [
				{
					guard: "isLastStep",
					target: "validating"
				},
				{
					guard: "stepIsValid",
					actions: "nextStep"
				},
				{ actions: "showStepErrors" }
			],
			SUBMIT: [
				{
					guard: "isLastStep",
					target: "validating"
				},
				{
					guard: "stepIsValid",
					actions: "nextStep"
				},
				{ actions: "showStepErrors" }
			],
			BACK: {
				guard: "hasPreviousStep",
				actions: "previousStep"
			}
		} },
		validating: { always: [{
			guard: "formIsValid",
			target: "verifying",
			actions: "clearErrors"
		}, {
			target: "editing",
			actions: "showFormErrors"
		}] },
		verifying: {
			tags: ["busy"],
			invoke: {
				src: "runCaptcha",
				input: ({ context }) => ({ values: context.values }),
				onDone: {
					target: "submitting",
					actions: {
						type: "storeCaptcha",
						params: ({ event }) => event.output
					}
				},
				onError: {
					target: "failure",
					actions: {
						type: "storeFailure",
						params: enquiryFailureMessage(null)
					}
				}
			}
		},
		submitting: {
			tags: ["busy"],
			entry: {
				type: "rememberContact",
				params: ({ context }) => ({
					name: context.values.name,
					email: context.values.email,
					phone: context.values.phone
				})
			},
			invoke: {
				src: "submitLead",
				input: ({ context }) => ({
					values: context.values,
					idempotencyKey: context.idempotencyKey,
					captcha: context.captcha
				}),
				onDone: [{
					guard: {
						type: "leadAccepted",
						params: ({ event }) => event.output
					},
					target: "success",
					actions: {
						type: "storeLeadId",
						params: ({ event }) => leadResult(event.output).right
					}
				}, {
					target: "failure",
					actions: {
						type: "storeRefusal",
						params: ({ event }) => event.output
					}
				}],
				onError: {
					target: "failure",
					actions: {
						type: "storeFailure",
						params: enquiryFailureMessage(null)
					}
				}
			},
			after: { SUBMIT_TIMEOUT: {
				target: "failure",
				actions: {
					type: "storeFailure",
					params: SUBMIT_TIMEOUT_MESSAGE
				}
			} }
		},
		success: {
			tags: ["busy"],
			type: "parallel",
			states: {
				analytics: {
					initial: "deciding",
					states: {
						deciding: { always: [{
							guard: "hasAnalyticsEvent",
							target: "sending"
						}, { target: "done" }] },
						sending: { invoke: {
							src: "trackLeadEvent",
							input: ({ context }) => ({
								eventId: leadFormEventId(context),
								category: category(context),
								carType: context.car?.car_type ?? null
							}),
							onDone: "done",
							onError: {
								target: "done",
								actions: {
									type: "warn",
									params: ({ event }) => ({
										what: "analytics event",
										error: event.error
									})
								}
							}
						} },
						done: { type: "final" }
					}
				},
				followUp: {
					initial: "sending",
					states: {
						sending: { invoke: {
							src: "followUp",
							input: ({ context }) => ({
								leadId: context.leadId ?? "",
								category: category(context),
								params: context.car ? { car_type: context.car.car_type } : {}
							}),
							onDone: "done",
							onError: {
								target: "done",
								actions: {
									type: "warn",
									params: ({ event }) => ({
										what: "follow-up",
										error: event.error
									})
								}
							}
						} },
						done: { type: "final" }
					}
				},
				navigation: {
					initial: "storing",
					states: {
						storing: {
							invoke: {
								src: "storeSuccess",
								input: ({ context }) => ({
									leadId: context.leadId ?? "",
									category: category(context),
									car: context.car
								}),
								onDone: "navigating",
								onError: {
									target: "navigating",
									actions: {
										type: "warn",
										params: ({ event }) => ({
											what: "local storage",
											error: event.error
										})
									}
								}
							},
							after: { STORE_TIMEOUT: "navigating" }
						},
						navigating: { invoke: {
							src: "navigate",
							input: { path: SUCCESS_PATH },
							onDone: "done",
							onError: "done"
						} },
						done: { type: "final" }
					}
				}
			},
			onDone: "submitted"
		},
		submitted: { type: "final" },
		failure: {
			entry: "alertFailure",
			on: {
				CHANGE: { actions: "setValue" },
				SUBMIT: "validating",
				NEXT: "validating",
				BACK: {
					guard: "hasPreviousStep",
					target: "editing",
					actions: "previousStep"
				}
			}
		}
	}
});
/** spec 2 §4: while busy the submit button is disabled and shows a spinner. */
function isSubmitting(snapshot) {
	return snapshot.hasTag("busy");
}
// ui/client/http-lead-forms-client.ts
/** The lead forms' calls over `fetch`, same origin: the Host (and so the dealer site) is the page's own. */
var HttpLeadFormsClient = class {
	baseUrl;
	fetchImpl;
	constructor(baseUrl = "", fetchImpl = (...args) => fetch(...args)) {
		this.baseUrl = baseUrl;
		this.fetchImpl = fetchImpl;
	}
	async submitLead(submission, idempotencyKey) {
		const response = await this.post("/api/leads", submission, idempotencyKey);
		const body = await response.json().catch(() => ({}));
		if (response.ok) return { lead_id: body.lead_id ?? null };
		return {
			error: body.error?.message ?? null,
			...body.error?.fields ? { fields: body.error.fields } : {}
		};
	}
	async followUp(leadId, body) {
		const response = await this.post(`/api/leads/${encodeURIComponent(leadId)}/follow-up`, body);
		if (!response.ok) throw new Error(`Follow-up not recorded (HTTP ${response.status})`);
	}
	async testDriveSlots(carSlug, date, options = {}) {
		const response = await this.fetchImpl(`${this.baseUrl}/api/cars/${encodeURIComponent(carSlug)}/test-drive-slots?date=${encodeURIComponent(date)}`, {
			headers: { accept: "application/json" },
			credentials: "same-origin",
			...options.signal ? { signal: options.signal } : {}
		});
		if (!response.ok) throw new Error(`Test drive times could not be loaded (HTTP ${response.status})`);
		return await response.json();
	}
	async paymentsConfig() {
		const response = await this.fetchImpl(`${this.baseUrl}/api/payments/config`, {
			headers: { accept: "application/json" },
			credentials: "same-origin"
		});
		if (!response.ok) throw new Error(`Payments are unavailable (HTTP ${response.status})`);
		return await response.json();
	}
	async reserveCar(carSlug, request, idempotencyKey) {
		const response = await this.post(`/api/cars/${encodeURIComponent(carSlug)}/reservations`, request, idempotencyKey);
		const body = await response.json().catch(() => ({}));
		if (response.ok) return {
			ok: true,
			reservation: body
		};
		return {
			ok: false,
			status: response.status,
			code: body.error?.code ?? "UNKNOWN",
			message: body.error?.message ?? "An error occurred when submitting this form",
			fields: body.error?.fields ?? {}
		};
	}
	post(path, body, idempotencyKey) {
		return this.fetchImpl(this.baseUrl + path, {
			method: "POST",
			headers: {
				accept: "application/json",
				"content-type": "application/json",
				...idempotencyKey ? { "idempotency-key": idempotencyKey } : {}
			},
			credentials: "same-origin",
			body: JSON.stringify(body)
		});
	}
};
// ui/components/lead-forms/lead-forms-client-context.ts
/** The lead forms' client (issue 6); same-origin `fetch` unless a test provides another. */
var LeadFormsClientContext = createContext(null);
var defaultClient = null;
function useLeadFormsClient() {
	const provided = useContext(LeadFormsClientContext);
	if (provided) return provided;
	defaultClient ??= new HttpLeadFormsClient();
	return defaultClient;
}
// ui/components/lead-forms/lead-local-store.ts
/**
* spec 2 §3 "Locally stored": name, email and phone entered in forms, kept for reuse (on by
* default); the enquired car; a success-category entry after a lead. localStorage is per
* origin, and each dealer site is its own origin, so each site keeps its own.
*/
var CONTACT_KEY = "caryard.lead-contact";
var ENQUIRED_CAR_KEY = "caryard.enquired-car";
var SUCCESS_CATEGORY_KEY = "caryard.success-category";
var VISITED_PAGES_KEY = "caryard.visited-pages";
function storage(kind = "local") {
	try {
		return typeof window === "undefined" ? null : kind === "local" ? window.localStorage : window.sessionStorage;
	} catch {
		return null;
	}
}
function read(key, kind = "local") {
	try {
		const text = storage(kind)?.getItem(key);
		return text ? JSON.parse(text) : null;
	} catch {
		return null;
	}
}
function write(key, value, kind = "local") {
	try {
		storage(kind)?.setItem(key, JSON.stringify(value));
	} catch {}
}
var text = (value) => typeof value === "string" && value.trim() !== "" ? value.trim() : void 0;
function rememberedContact() {
	const stored = read("caryard.lead-contact") ?? {};
	const contact = {};
	const name = text(stored.name);
	const email = text(stored.email);
	const phone = text(stored.phone);
	if (name) contact.name = name;
	if (email) contact.email = email;
	if (phone) contact.phone = phone;
	return contact;
}
function rememberContact(contact) {
	const next = { ...rememberedContact() };
	const name = text(contact.name);
	const email = text(contact.email);
	const phone = text(contact.phone);
	if (name) next.name = name;
	if (email) next.email = email;
	if (phone) next.phone = phone;
	write(CONTACT_KEY, next);
}
function storeEnquiredCar(car) {
	write(ENQUIRED_CAR_KEY, car);
}
function enquiredCar() {
	return read(ENQUIRED_CAR_KEY);
}
function storeSuccessCategory(entry) {
	write(SUCCESS_CATEGORY_KEY, entry);
}
function successCategory() {
	return read(SUCCESS_CATEGORY_KEY);
}
/** spec 2 §3 lead_attributes.visited_pages: the paths of this visit (this tab), oldest first, at most 50. */
function recordVisitedPage(path) {
	const pages = read(VISITED_PAGES_KEY, "session") ?? [];
	if (pages.at(-1) !== path) pages.push(path);
	const kept = pages.slice(-50);
	write(VISITED_PAGES_KEY, kept, "session");
	return kept;
}
function visitedPages() {
	return read(VISITED_PAGES_KEY, "session") ?? [];
}
// ui/components/lead-forms/use-lead-form.ts
/** A fresh Idempotency-Key: one per form (its retries reuse it). */
function newIdempotencyKey() {
	const c = globalThis.crypto;
	if (typeof c?.randomUUID === "function") return c.randomUUID();
	const bytes = /* @__PURE__ */ new Uint8Array(16);
	c.getRandomValues(bytes);
	bytes[6] = (bytes[6] ?? 0) & 15 | 64;
	bytes[8] = (bytes[8] ?? 0) & 63 | 128;
	const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Form values → the lead's user fields: blanks and the form's own bookkeeping left out. */
function userOf(values) {
	const user = {};
	for (const [key, value] of Object.entries(values)) {
		if (value === void 0 || value === "") continue;
		user[key] = typeof value === "string" ? value.trim() : value;
	}
	return {
		...user,
		category: String(values.category ?? ""),
		name: String(values.name ?? "").trim(),
		email: String(values.email ?? "").trim(),
		phone: String(values.phone ?? "").trim()
	};
}
/** The spec 2 §3 payload of a form. */
function submissionOf(values, car) {
	const url = new URL(window.location.href);
	const linked = {};
	for (const [key, value] of url.searchParams) if (Object.keys(linked).length < 50) linked[key.slice(0, 200)] = value.slice(0, 2e3);
	const pages = visitedPages();
	return {
		user: userOf(values),
		url: url.href.slice(0, 2048),
		source: "Website",
		user_agent: navigator.userAgent.slice(0, 1e3),
		...car ? {
			car_id: car.id,
			car_dealership_id: car.dealership_id
		} : {},
		lead_attributes: {
			visited_pages: pages.length > 0 ? pages : [url.pathname],
			linked_query_params: linked
		}
	};
}
/**
* Binds the lead form machine (application/leads/lead-form.machine.ts) to a Mantine form:
* inputs live in @mantine/form, every change is sent to the machine, and the machine's field
* errors are shown on the inputs. Side effects are the machine's named actors, supplied here.
*/
function useLeadForm(options) {
	const client = useLeadFormsClient();
	const caryard = useCaryardClient();
	const navigate = useNavigate();
	const honeypotRef = useRef(null);
	const renderedAt = useRef(0);
	const car = options.car;
	const deps = useRef({
		client,
		caryard,
		navigate,
		car
	});
	deps.current = {
		client,
		caryard,
		navigate,
		car
	};
	const machine = useMemo(() => leadFormMachine.provide({
		actors: {
			runCaptcha: fromPromise(async () => ({
				honeypot: honeypotRef.current?.value ?? "",
				form_rendered_at: renderedAt.current || Date.now(),
				submitted_at: Date.now()
			})),
			submitLead: fromPromise(({ input }) => {
				const { client: leads, car: about } = deps.current;
				return leads.submitLead({
					...submissionOf(input.values, about),
					captcha: input.captcha
				}, input.idempotencyKey);
			}),
			trackLeadEvent: fromPromise(async ({ input }) => {
				const { caryard: api, car: about } = deps.current;
				await api.trackEvent({
					event_id: input.eventId,
					car_id: about?.id ?? null,
					url: window.location.href,
					properties: {
						category: input.category,
						car_type: input.carType
					}
				});
			}),
			storeSuccess: fromPromise(async ({ input }) => {
				const about = deps.current.car;
				if (about) storeEnquiredCar({
					id: about.id,
					slug: about.slug,
					name: about.name,
					car_type: about.car_type
				});
				storeSuccessCategory({
					category: input.category,
					lead_id: input.leadId,
					car_type: about?.car_type ?? null,
					at: (/* @__PURE__ */ new Date()).toISOString()
				});
			}),
			followUp: fromPromise(({ input }) => deps.current.client.followUp(input.leadId, {
				category: input.category,
				...input.params
			})),
			navigate: fromPromise(async ({ input }) => {
				await deps.current.navigate(input.path);
			})
		},
		actions: {
			alertFailure: () => window.alert(SUBMIT_FAILURE_MESSAGE),
			rememberContact: (_, contact) => rememberContact(contact),
			warn: (_, problem) => console.warn(`Lead form: ${problem.what} failed`, problem.error)
		}
	}), []);
	const [snapshot, send] = useMachine(machine, { input: {
		values: options.initialValues,
		rules: options.rules,
		...options.steps ? { steps: options.steps } : {},
		idempotencyKey: useMemo(newIdempotencyKey, []),
		car: car ? {
			car_id: car.id,
			car_type: car.car_type,
			tag: car.tag ?? null
		} : null
	} });
	const form = useForm({
		mode: "controlled",
		initialValues: { ...options.initialValues },
		onValuesChange: (values, previous) => {
			for (const key of Object.keys(values)) if (values[key] !== previous[key]) send({
				type: "CHANGE",
				field: key,
				value: values[key]
			});
		}
	});
	useEffect(() => {
		renderedAt.current = Date.now();
		recordVisitedPage(window.location.pathname);
		const remembered = rememberedContact();
		const blanks = Object.fromEntries(Object.entries(remembered).filter(([field]) => !String(form.getValues()[field] ?? "").trim()));
		if (Object.keys(blanks).length > 0) form.setValues(blanks);
	}, []);
	const fieldErrors = snapshot.context.fieldErrors;
	useEffect(() => {
		form.setErrors(fieldErrors);
	}, [fieldErrors]);
	return {
		form,
		submit: (event) => {
			event?.preventDefault?.();
			send({ type: "SUBMIT" });
		},
		next: () => send({ type: "NEXT" }),
		back: () => send({ type: "BACK" }),
		submitting: isSubmitting(snapshot),
		formError: snapshot.context.formError,
		stepIndex: snapshot.context.stepIndex,
		steps: snapshot.context.steps,
		honeypotRef,
		setValue: (field, value) => form.setFieldValue(field, value)
	};
}
// ui/components/lead-forms/car-lead-forms.tsx
/** Request photos (spec 1 §2: an optional message; shown in a modal at z-index 1400). */
function RequestPhotosForm({ site, car, idPrefix = "request-photos" }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, car, {
			category: CATEGORY_OF["request-photos"],
			message: ""
		}),
		rules: rulesFor(site, car, {
			messageRequired: false,
			categoryPresent: false
		}),
		car
	});
	return /* @__PURE__ */ jsxs(LeadFormFrame, {
		binding,
		label: "Request photos form",
		submitLabel: "Request photos",
		children: [
			/* @__PURE__ */ jsx(ContactFields, {
				form: binding.form,
				idPrefix
			}),
			/* @__PURE__ */ jsx(MessageField, {
				form: binding.form,
				idPrefix,
				required: false,
				placeholder: "Which photos would you like? e.g. the interior, the service book",
				rows: 3
			}),
			/* @__PURE__ */ jsx(ConsentFields, {
				form: binding.form,
				site,
				idPrefix
			})
		]
	});
}
/**
* The finance enquiry (spec 2 §2 routes /finance-enquiry, /apply-for-finance and #finance-form;
* spec 2 §7: its submission is not shown — it is a lead of category 'Finance Enquiry'). Finance
* links may carry preferredDealership, vehiclePriceBudget, car_id and car_type.
*/
function FinanceForm({ site, car, idPrefix = "finance", prefill = {} }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, car, {
			category: CATEGORY_OF.finance,
			message: "",
			extra: {
				vehiclePriceBudget: prefill.vehiclePriceBudget ?? "",
				deposit_amount: "",
				...prefill.preferredDealership && !car ? { dealership_slug: prefill.preferredDealership } : {}
			}
		}),
		rules: rulesFor(site, car, {
			messageRequired: false,
			categoryPresent: false
		}),
		car
	});
	const { form } = binding;
	return /* @__PURE__ */ jsxs(LeadFormFrame, {
		binding,
		label: "Finance enquiry form",
		submitLabel: "Send finance enquiry",
		id: "finance-form",
		children: [
			/* @__PURE__ */ jsx(ContactFields, {
				form,
				idPrefix
			}),
			/* @__PURE__ */ jsxs("div", {
				className: lead_forms_module_default.row,
				children: [/* @__PURE__ */ jsx(NumberInput, {
					id: `${idPrefix}-budget`,
					label: car ? "Amount to finance (optional)" : "Vehicle price budget (optional)",
					prefix: "$",
					thousandSeparator: ",",
					min: 0,
					max: 25e4,
					allowNegative: false,
					allowDecimal: false,
					hideControls: true,
					...form.getInputProps("vehiclePriceBudget")
				}), /* @__PURE__ */ jsx(NumberInput, {
					id: `${idPrefix}-deposit`,
					label: "Deposit or trade-in (optional)",
					prefix: "$",
					thousandSeparator: ",",
					min: 0,
					max: 25e4,
					allowNegative: false,
					allowDecimal: false,
					hideControls: true,
					...form.getInputProps("deposit_amount")
				})]
			}),
			/* @__PURE__ */ jsx(WhereSelects, {
				form,
				site,
				car,
				idPrefix
			}),
			/* @__PURE__ */ jsx(MessageField, {
				form,
				idPrefix,
				required: false,
				placeholder: "Tell us about your situation, e.g. employment and the term you would like",
				rows: 3
			}),
			/* @__PURE__ */ jsx(ConsentFields, {
				form,
				site,
				idPrefix
			})
		]
	});
}
/**
* 'Find Me Something Similar' (spec 1 §2, spec 2 §2): for an unavailable car the sidebar shows
* only this enquiry. Its lead may name a sold car (the server allows it for this category).
*/
function FindSimilarLeadForm({ site, car, idPrefix = "find-similar" }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, car, {
			category: CATEGORY_OF["find-similar"],
			subcategory: CATEGORY_OF["find-similar"],
			message: car ? `I missed out on the ${car.name} (stock number ${car.stocknum}). Please let me know when you have something similar.` : "Please let me know when you have a car like the one I am after."
		}),
		rules: rulesFor(site, car, {
			messageRequired: true,
			categoryPresent: false
		}),
		car
	});
	return /* @__PURE__ */ jsxs(LeadFormFrame, {
		binding,
		label: "Find Me Something Similar form",
		submitLabel: "Find me something similar",
		children: [
			/* @__PURE__ */ jsx(ContactFields, {
				form: binding.form,
				idPrefix
			}),
			/* @__PURE__ */ jsx(MessageField, {
				form: binding.form,
				idPrefix,
				required: true,
				label: "What are you looking for?",
				rows: 3
			}),
			/* @__PURE__ */ jsx(ConsentFields, {
				form: binding.form,
				site,
				idPrefix
			})
		]
	});
}
/**
* The trade-in style lead form (spec 2 §2): First Name (name), last_name, postcode (spec 2 §5:
* 'Invalid postcode. Please enter a 4-digit number.'), Mobile (phone), email, and the hidden
* category 'Trade-in Enquiry' (spec 2 §9). Trade-in leads follow their own rules: no terms box.
*/
function TradeInLeadForm({ site, idPrefix = "trade-in-lead", submitLabel = "Get my valuation" }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, void 0, {
			category: "Trade-in Enquiry",
			subcategory: "trade-in",
			message: "",
			extra: {
				last_name: "",
				postcode: ""
			}
		}),
		rules: {
			...rulesFor(site, void 0, {
				messageRequired: false,
				categoryPresent: false,
				terms: false
			}),
			locationShown: false,
			dealershipSelectRemoved: true,
			lastNameRequired: true,
			postcodeRequired: true
		},
		car: void 0
	});
	const { form } = binding;
	return /* @__PURE__ */ jsx(LeadFormFrame, {
		binding,
		label: "Trade-in form",
		submitLabel,
		children: /* @__PURE__ */ jsxs("div", {
			className: lead_forms_module_default.row,
			children: [
				/* @__PURE__ */ jsx(TextInput, {
					id: `${idPrefix}-first-name`,
					label: "First Name",
					autoComplete: "given-name",
					withAsterisk: true,
					...form.getInputProps("name")
				}),
				/* @__PURE__ */ jsx(TextInput, {
					id: `${idPrefix}-last-name`,
					label: "Last name",
					autoComplete: "family-name",
					withAsterisk: true,
					...form.getInputProps("last_name")
				}),
				/* @__PURE__ */ jsx(TextInput, {
					id: `${idPrefix}-postcode`,
					label: "Postcode",
					autoComplete: "postal-code",
					inputMode: "numeric",
					maxLength: 4,
					withAsterisk: true,
					...form.getInputProps("postcode")
				}),
				/* @__PURE__ */ jsx(TextInput, {
					id: `${idPrefix}-mobile`,
					label: "Mobile",
					type: "tel",
					autoComplete: "tel",
					inputMode: "tel",
					withAsterisk: true,
					...form.getInputProps("phone")
				}),
				/* @__PURE__ */ jsx(TextInput, {
					id: `${idPrefix}-email`,
					label: "Email",
					type: "email",
					autoComplete: "email",
					withAsterisk: true,
					className: lead_forms_module_default.full,
					...form.getInputProps("email")
				})
			]
		})
	});
}
// ui/components/lead-forms/enquiry-form.tsx
/**
* The enquiry form (spec 2 §2): category, the contact piece, Rego, message, the location or
* dealership select when the domain rules call for one, opt_in (default true) and the terms
* checkbox on sites with it. Valid, it submits through the lead form machine.
*/
function EnquiryForm({ site, car, category, idPrefix = "enquiry", submitLabel = "Send enquiry" }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, car, {
			category: category ?? (car ? "Vehicle Enquiry" : "General Enquiry"),
			extra: { Rego: "" }
		}),
		rules: rulesFor(site, car, {
			messageRequired: true,
			categoryPresent: true
		}),
		car
	});
	const { form } = binding;
	const shown = selectsShown(site, car);
	return /* @__PURE__ */ jsxs(LeadFormFrame, {
		binding,
		label: "Enquiry form",
		submitLabel,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: shown.location || shown.dealership ? lead_forms_module_default.row : void 0,
				children: [/* @__PURE__ */ jsx(CategorySelect, {
					form,
					idPrefix
				}), /* @__PURE__ */ jsx(WhereSelects, {
					form,
					site,
					car,
					idPrefix
				})]
			}),
			/* @__PURE__ */ jsx(ContactFields, {
				form,
				idPrefix
			}),
			/* @__PURE__ */ jsx(TextInput, {
				id: `${idPrefix}-rego`,
				label: "Rego (optional)",
				description: "Your current car's registration, if you have one to trade",
				maxLength: 10,
				...form.getInputProps("Rego")
			}),
			/* @__PURE__ */ jsx(MessageField, {
				form,
				idPrefix,
				required: true
			}),
			/* @__PURE__ */ jsx(ConsentFields, {
				form,
				site,
				idPrefix
			})
		]
	});
}
/** spec 2 §2 valuation wizard: trade-in, PreferredContactMethod (Phone, Email, SMS) and finance (Yes, No). */
function ValuationWizardFields({ binding, idPrefix }) {
	const { form } = binding;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(TextInput, {
			id: `${idPrefix}-trade-in`,
			label: "Your trade-in (optional)",
			placeholder: "e.g. 2016 Toyota Corolla Ascent, 120,000 km",
			maxLength: 200,
			...form.getInputProps("trade-in")
		}),
		/* @__PURE__ */ jsx(Radio.Group, {
			id: `${idPrefix}-contact-method`,
			label: "How should we contact you?",
			...form.getInputProps("PreferredContactMethod"),
			children: /* @__PURE__ */ jsx(Group, {
				gap: "lg",
				mt: 6,
				children: PREFERRED_CONTACT_METHODS.map((method) => /* @__PURE__ */ jsx(Radio, {
					value: method,
					label: method
				}, method))
			})
		}),
		/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(Text, {
			component: "label",
			size: "sm",
			fw: 500,
			id: `${idPrefix}-finance-label`,
			children: "Would you like finance?"
		}), /* @__PURE__ */ jsx(SegmentedControl, {
			"aria-labelledby": `${idPrefix}-finance-label`,
			fullWidth: true,
			mt: 6,
			data: FINANCE_ANSWERS.map((a) => ({
				value: a,
				label: a
			})),
			...form.getInputProps("finance")
		})] })
	] });
}
/**
* The multi-step enquiry (spec 2 §2: "advances step by step and submits on the last step"):
* your details, your enquiry, the valuation wizard's trade-in and finance questions, confirm.
* Next checks the step's fields; a refused submit returns to the first step in error.
*/
function MultiStepEnquiryForm({ site, car, category, idPrefix = "multi-enquiry", submitLabel = "Send enquiry" }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, car, {
			category: category ?? (car ? "Vehicle Enquiry" : "General Enquiry"),
			extra: {
				Rego: "",
				"trade-in": "",
				PreferredContactMethod: "Phone",
				finance: "No"
			}
		}),
		rules: rulesFor(site, car, {
			messageRequired: true,
			categoryPresent: true
		}),
		steps: MULTI_STEP_ENQUIRY_STEPS,
		car
	});
	const [attempted, setAttempted] = useState(false);
	const { form, stepIndex } = binding;
	const steps = binding.steps ?? MULTI_STEP_ENQUIRY_STEPS;
	const last = stepIndex >= steps.length - 1;
	return /* @__PURE__ */ jsxs("form", {
		"aria-label": "Enquiry form",
		noValidate: true,
		className: lead_forms_module_default.form,
		onSubmit: (event) => {
			if (last) setAttempted(true);
			binding.submit(event);
		},
		children: [
			/* @__PURE__ */ jsx(Honeypot, { inputRef: binding.honeypotRef }),
			/* @__PURE__ */ jsx(Stepper, {
				active: stepIndex,
				size: "sm",
				allowNextStepsSelect: false,
				className: lead_forms_module_default.stepper,
				children: steps.map((step) => /* @__PURE__ */ jsx(Stepper.Step, { label: STEP_LABELS[step.id] ?? step.id }, step.id))
			}),
			/* @__PURE__ */ jsxs(Text, {
				size: "sm",
				c: "dimmed",
				"aria-live": "polite",
				children: [
					"Step ",
					stepIndex + 1,
					" of ",
					steps.length,
					": ",
					STEP_LABELS[steps[stepIndex]?.id ?? ""] ?? ""
				]
			}),
			steps[stepIndex]?.id === "contact" ? /* @__PURE__ */ jsx(ContactFields, {
				form,
				idPrefix
			}) : null,
			steps[stepIndex]?.id === "enquiry" ? /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsxs("div", {
					className: selectsShown(site, car).location || selectsShown(site, car).dealership ? lead_forms_module_default.row : void 0,
					children: [/* @__PURE__ */ jsx(CategorySelect, {
						form,
						idPrefix
					}), /* @__PURE__ */ jsx(WhereSelects, {
						form,
						site,
						car,
						idPrefix
					})]
				}),
				/* @__PURE__ */ jsx(TextInput, {
					id: `${idPrefix}-rego`,
					label: "Rego (optional)",
					maxLength: 10,
					...form.getInputProps("Rego")
				}),
				/* @__PURE__ */ jsx(MessageField, {
					form,
					idPrefix,
					required: true
				})
			] }) : null,
			steps[stepIndex]?.id === "valuation" ? /* @__PURE__ */ jsx(ValuationWizardFields, {
				binding,
				idPrefix
			}) : null,
			steps[stepIndex]?.id === "confirm" ? /* @__PURE__ */ jsx(ConsentFields, {
				form,
				site,
				idPrefix
			}) : null,
			/* @__PURE__ */ jsx(FormErrors, {
				errors: form.errors,
				formError: binding.formError,
				show: attempted
			}),
			/* @__PURE__ */ jsxs(Group, {
				justify: "space-between",
				className: lead_forms_module_default.submitRow,
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "default",
					onClick: binding.back,
					disabled: stepIndex === 0 || binding.submitting,
					children: "Back"
				}), last ? /* @__PURE__ */ jsx(Button, {
					type: "submit",
					size: "md",
					loading: binding.submitting,
					disabled: binding.submitting,
					children: submitLabel
				}) : /* @__PURE__ */ jsx(Button, {
					type: "submit",
					size: "md",
					children: "Next"
				})]
			})
		]
	});
}
// ui/components/lead-forms/test-drive-form.tsx
var NO_SLOTS = {
	closed: "We are closed on this day. Please choose another date.",
	past: "There are no times left on this day. Please choose another date.",
	"too-far": "Test drives can be booked up to 60 days ahead. Please choose an earlier date.",
	"fully-booked": "Every time on this day is booked. Please choose another date."
};
/** Today in the browser, 'YYYY-MM-DD' (the server checks against the location's own clock). */
function today() {
	const d = /* @__PURE__ */ new Date();
	return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
/**
* The test drive form (spec 2 §2: the message is optional; the date and time are optional;
* the contact fields are the shared set). The times offered are the car's free slots on the
* chosen date (`GET /api/cars/{slug}/test-drive-slots`); the lead holds the chosen slot.
*/
function TestDriveForm({ site, car, idPrefix = "test-drive" }) {
	const binding = useLeadForm({
		initialValues: initialValues(site, car, {
			category: CATEGORY_OF["test-drive"],
			message: "",
			extra: {
				test_drive_date: "",
				test_drive_time: ""
			}
		}),
		rules: rulesFor(site, car, {
			messageRequired: false,
			categoryPresent: false
		}),
		car
	});
	const { form } = binding;
	const client = useLeadFormsClient();
	const date = String(form.values.test_drive_date ?? "");
	const [slots, setSlots] = useState({ status: "idle" });
	const [minDate, setMinDate] = useState(void 0);
	useEffect(() => setMinDate(today()), []);
	useEffect(() => {
		if (!car || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
			setSlots({ status: "idle" });
			return;
		}
		const controller = new AbortController();
		setSlots({ status: "loading" });
		client.testDriveSlots(car.slug, date, { signal: controller.signal }).then((loaded) => {
			setSlots({
				status: "loaded",
				slots: loaded
			});
			if (!loaded.slots.some((s) => s.time === form.getValues().test_drive_time)) form.setFieldValue("test_drive_time", "");
		}).catch((error) => {
			if (!controller.signal.aborted) {
				console.warn("Test drive times could not be loaded", error);
				setSlots({ status: "failed" });
			}
		});
		return () => controller.abort();
	}, [
		car?.slug,
		date,
		client
	]);
	const slotError = form.errors.test_drive_time;
	useEffect(() => {
		if (typeof slotError === "string" && slotError.includes("just been booked") && car && date) client.testDriveSlots(car.slug, date).then((loaded) => setSlots({
			status: "loaded",
			slots: loaded
		}), () => void 0);
	}, [slotError]);
	const time = String(form.values.test_drive_time ?? "");
	return /* @__PURE__ */ jsxs(LeadFormFrame, {
		binding,
		label: "Test drive form",
		submitLabel: "Book test drive",
		children: [
			/* @__PURE__ */ jsx(ContactFields, {
				form,
				idPrefix
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: lead_forms_module_default.fieldset,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: lead_forms_module_default.legend,
						children: "Preferred date and time (optional)"
					}),
					/* @__PURE__ */ jsx(TextInput, {
						id: `${idPrefix}-date`,
						label: "Preferred date",
						type: "date",
						...minDate ? { min: minDate } : {},
						className: lead_forms_module_default.dateInput,
						...form.getInputProps("test_drive_date")
					}),
					slots.status === "loading" ? /* @__PURE__ */ jsxs(Group, {
						gap: "xs",
						mt: "sm",
						children: [/* @__PURE__ */ jsx(Loader, { size: "xs" }), /* @__PURE__ */ jsx(Text, {
							size: "sm",
							children: "Finding free times…"
						})]
					}) : null,
					slots.status === "failed" ? /* @__PURE__ */ jsx(Alert, {
						color: "yellow",
						variant: "light",
						mt: "sm",
						role: "status",
						children: "We could not load the free times. Please try another date, or send the form and we will call you to arrange a time."
					}) : null,
					slots.status === "loaded" && slots.slots.slots.length === 0 ? /* @__PURE__ */ jsx(Text, {
						size: "sm",
						mt: "sm",
						role: "status",
						children: NO_SLOTS[slots.slots.reason ?? "closed"]
					}) : null,
					slots.status === "loaded" && slots.slots.slots.length > 0 ? /* @__PURE__ */ jsxs("div", {
						role: "radiogroup",
						"aria-label": "Available times",
						className: lead_forms_module_default.slots,
						children: [/* @__PURE__ */ jsxs(Text, {
							size: "sm",
							fw: 500,
							mb: 6,
							children: ["Available times at ", slots.slots.location.name]
						}), /* @__PURE__ */ jsx(Chip.Group, {
							multiple: false,
							value: time,
							onChange: (value) => form.setFieldValue("test_drive_time", value),
							children: /* @__PURE__ */ jsx("div", {
								className: lead_forms_module_default.slotGrid,
								children: slots.slots.slots.map((slot) => /* @__PURE__ */ jsx(Chip, {
									value: slot.time,
									type: "radio",
									variant: "outline",
									size: "sm",
									children: slot.label
								}, slot.time))
							})
						})]
					}) : null,
					typeof form.errors.test_drive_time === "string" ? /* @__PURE__ */ jsx(Text, {
						c: "red",
						size: "sm",
						mt: 6,
						role: "alert",
						children: form.errors.test_drive_time
					}) : null
				]
			}),
			/* @__PURE__ */ jsx(MessageField, {
				form,
				idPrefix,
				required: false,
				placeholder: "Anything we should know? e.g. a second driver",
				rows: 3
			}),
			/* @__PURE__ */ jsx(ConsentFields, {
				form,
				site,
				idPrefix
			})
		]
	});
}
// ui/components/lead-forms/lead-form-modal.tsx
var TITLES = {
	enquiry: "Enquire about this vehicle",
	"test-drive": "Book a test drive",
	"request-photos": "Request more photos",
	finance: "Finance enquiry",
	"find-similar": "Find Me Something Similar"
};
/** spec 1 §2: the request-photos modal sits above other layers at z-index 1400. */
var REQUEST_PHOTOS_Z_INDEX = 1400;
/**
* A lead form in a modal (spec 1 §2 sidebar buttons and cards): enquiry, test drive, request
* photos, finance or 'Find Me Something Similar', about `car` when given. Full screen on phones.
* The form mounts when the modal opens, so its fill time and idempotency key are this opening's.
*/
function LeadFormModal({ kind, car, site, opened, onClose }) {
	const phone = useMediaQuery("(max-width: 576px)");
	return /* @__PURE__ */ jsxs(Modal, {
		opened,
		onClose,
		title: TITLES[kind],
		size: "lg",
		fullScreen: phone === true,
		centered: true,
		radius: "md",
		...kind === "request-photos" ? { zIndex: REQUEST_PHOTOS_Z_INDEX } : {},
		classNames: {
			title: lead_forms_module_default.modalTitle,
			body: lead_forms_module_default.modalBody
		},
		children: [car ? /* @__PURE__ */ jsxs("div", {
			className: lead_forms_module_default.carSummary,
			children: [/* @__PURE__ */ jsx(Text, {
				fw: 600,
				children: car.name
			}), /* @__PURE__ */ jsxs(Text, {
				size: "sm",
				c: "dimmed",
				children: ["Stock number ", car.stocknum]
			})]
		}) : null, opened ? /* @__PURE__ */ jsx(ModalForm, {
			kind,
			car,
			site
		}) : null]
	});
}
function ModalForm({ kind, car, site }) {
	switch (kind) {
		case "enquiry": return /* @__PURE__ */ jsx(EnquiryForm, {
			site,
			car,
			idPrefix: "modal-enquiry"
		});
		case "test-drive": return /* @__PURE__ */ jsx(TestDriveForm, {
			site,
			car,
			idPrefix: "modal-test-drive"
		});
		case "request-photos": return /* @__PURE__ */ jsx(RequestPhotosForm, {
			site,
			car,
			idPrefix: "modal-request-photos"
		});
		case "finance": return /* @__PURE__ */ jsx(FinanceForm, {
			site,
			car,
			idPrefix: "modal-finance"
		});
		case "find-similar": return /* @__PURE__ */ jsx(FindSimilarLeadForm, {
			site,
			car,
			idPrefix: "modal-find-similar"
		});
	}
}
/**
* 'Find Me Something Similar' inline (spec 1 §2, §4: in place of the sidebar's buttons when the
* car is not for sale).
*/
function FindSimilarForm({ car, site }) {
	return /* @__PURE__ */ jsxs("section", {
		className: lead_forms_module_default.inlineCard,
		"aria-labelledby": "find-similar-heading",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "find-similar-heading",
				className: lead_forms_module_default.inlineTitle,
				children: "Find Me Something Similar"
			}),
			/* @__PURE__ */ jsx(Text, {
				size: "sm",
				c: "dimmed",
				mb: "sm",
				children: "Tell us what you are after and we will find you a similar vehicle."
			}),
			/* @__PURE__ */ jsx(FindSimilarLeadForm, {
				site,
				car,
				idPrefix: "inline-find-similar"
			})
		]
	});
}
// ui/components/lead-forms/lead-form-types.ts
/** The form's view of a full car (pages that loaded one). */
function toLeadFormCar(car) {
	return {
		id: car.id,
		slug: car.slug,
		name: car.name || [
			car.year,
			car.make,
			car.model,
			car.badge
		].filter(Boolean).join(" "),
		make: car.make,
		model: car.model,
		car_type: car.car_type,
		status: car.status,
		stocknum: car.stocknum,
		dealership_slug: car.dealership_slug,
		dealership_id: car.dealership_id,
		year: car.year,
		badge: car.badge ?? null,
		tag: car.tag ?? null
	};
}
export { EnquiryForm, FinanceForm, FindSimilarForm, FindSimilarLeadForm, LeadFormModal, LeadFormsClientContext, MultiStepEnquiryForm, REQUEST_PHOTOS_Z_INDEX, RequestPhotosForm, TestDriveForm, TradeInLeadForm, ValuationWizardFields, enquiredCar, formLevelErrors as n, newIdempotencyKey, rememberContact, rememberedContact, storeEnquiredCar, storeSuccessCategory, successCategory, contactErrors as t, toLeadFormCar, useLeadFormsClient };
