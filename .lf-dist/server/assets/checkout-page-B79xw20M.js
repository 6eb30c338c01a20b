import { n as formLevelErrors, newIdempotencyKey, rememberContact, rememberedContact, storeEnquiredCar, storeSuccessCategory, t as contactErrors, useLeadFormsClient } from "./lead-forms-DQprtN0m.js";
import { a as whyNotReservable, i as reserveDeposit, n as RESERVE_ONLINE_CATEGORY, r as notReservableMessage, t as RESERVATION_TERMS } from "./reservation-CntYwuIW.js";
import { t as formatDollars } from "./money-GHsViG3Y.js";
import { n as priceLabel, t as priceDisplay } from "./price-display-DvLqW9Ts.js";
import { r as realImages } from "./images-B7hXf7gl.js";
import { A as PinIcon, M as ShieldIcon, S as DollarIcon, p as useSite, y as ClockIcon } from "../entry-server.js";
import { useEffect, useRef, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { Alert, Badge, Button, Container, Group, Skeleton, Text, TextInput } from "@mantine/core";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as E from "fp-ts/Either";
import { useForm } from "@mantine/form";
// domain/payments/card.ts
/**
* A payment card as the reserve-online form sends it (issue 6). Rules are ours: the number
* is 12–19 digits passing the Luhn check (spaces and hyphens allowed between digits), the
* expiry MM/YY is this month or later, the CVC 3 or 4 digits.
*/
var CARD_NUMBER_MESSAGE = "Please check your card number: it is not a valid card number.";
var CARD_EXPIRY_MESSAGE = "Please enter the expiry as MM/YY";
var CARD_EXPIRED_MESSAGE = "This card has expired";
var CARD_CVC_MESSAGE = "Please enter the 3 or 4 digit security code";
var CARD_NAME_MESSAGE = "Please enter the name on the card";
/** The Luhn (mod 10) check digit test. */
function passesLuhn(digits) {
	if (!/^\d+$/.test(digits)) return false;
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		let d = Number(digits[digits.length - 1 - i]);
		if (i % 2 === 1) {
			d *= 2;
			if (d > 9) d -= 9;
		}
		sum += d;
	}
	return sum % 10 === 0;
}
var CardNumber = { 
/** The digits of a valid card number, else CARD_NUMBER_MESSAGE. */
parse(input) {
	const raw = (input ?? "").trim();
	if (!/^[\d -]+$/.test(raw)) return E.left(CARD_NUMBER_MESSAGE);
	const digits = raw.replace(/[ -]/g, "");
	if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) return E.left(CARD_NUMBER_MESSAGE);
	return E.right(digits);
} };
/** 'MM/YY' or 'MM/YYYY' (spaces allowed around the slash), this month or later on `today`. */
function parseExpiry(input, today) {
	const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec((input ?? "").trim());
	if (!match) return E.left(CARD_EXPIRY_MESSAGE);
	const month = Number(match[1]);
	const year = match[2]?.length === 2 ? 2e3 + Number(match[2]) : Number(match[2]);
	if (month < 1 || month > 12) return E.left(CARD_EXPIRY_MESSAGE);
	const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
	if (year * 12 + (month - 1) < current) return E.left(CARD_EXPIRED_MESSAGE);
	return E.right({
		month,
		year
	});
}
function parseCvc(input) {
	const value = (input ?? "").trim();
	return /^\d{3,4}$/.test(value) ? E.right(value) : E.left(CARD_CVC_MESSAGE);
}
/** The card, or its errors keyed card.number, card.expiry, card.cvc, card.name. */
function parseCard(input, today) {
	const errors = {};
	const number = CardNumber.parse(input.number);
	if (E.isLeft(number)) errors["card.number"] = number.left;
	const expiry = parseExpiry(input.expiry, today);
	if (E.isLeft(expiry)) errors["card.expiry"] = expiry.left;
	const cvc = parseCvc(input.cvc);
	if (E.isLeft(cvc)) errors["card.cvc"] = cvc.left;
	const name = (input.name ?? "").trim();
	if (name === "" || name.length > 100) errors["card.name"] = CARD_NAME_MESSAGE;
	if (E.isLeft(number) || E.isLeft(expiry) || E.isLeft(cvc) || Object.keys(errors).length > 0) return E.left(errors);
	return E.right({
		number: number.right,
		expiry: expiry.right,
		cvc: cvc.right,
		name
	});
}
var checkout_module_default = {
	page: "_page_1k0ae_1",
	breadcrumb: "_breadcrumb_1k0ae_6",
	title: "_title_1k0ae_21",
	layout: "_layout_1k0ae_27",
	summary: "_summary_1k0ae_40",
	image: "_image_1k0ae_47",
	imagePlaceholder: "_imagePlaceholder_1k0ae_56",
	summaryBody: "_summaryBody_1k0ae_65",
	carName: "_carName_1k0ae_69",
	price: "_price_1k0ae_74",
	location: "_location_1k0ae_81",
	terms: "_terms_1k0ae_89",
	panel: "_panel_1k0ae_113",
	panelTitle: "_panelTitle_1k0ae_121",
	testBadge: "_testBadge_1k0ae_126",
	testNote: "_testNote_1k0ae_131",
	form: "_form_1k0ae_135",
	fieldset: "_fieldset_1k0ae_142",
	legend: "_legend_1k0ae_152",
	two: "_two_1k0ae_162",
	three: "_three_1k0ae_163",
	cardName: "_cardName_1k0ae_173",
	errorList: "_errorList_1k0ae_189",
	receipt: "_receipt_1k0ae_194",
	reference: "_reference_1k0ae_216"
};
// ui/features/checkout/checkout-page.tsx
/** The card fields' labels, for the form-level list (spec 2 §5). */
var LABELS = {
	name: "Name",
	email: "Email",
	phone: "Phone",
	"card.number": "Card number",
	"card.expiry": "Expiry",
	"card.cvc": "Security code",
	"card.name": "Name on card"
};
/** '4242424242424242' → '4242 4242 4242 4242' while typing. */
function groupDigits(text) {
	return text.replace(/[^\d]/g, "").slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
}
/** '1234' → '12/34' while typing. */
function expiryText(text) {
	const digits = text.replace(/[^\d]/g, "").slice(0, 4);
	return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
function holdUntilText(iso) {
	return new Date(iso).toLocaleString("en-AU", {
		weekday: "long",
		day: "numeric",
		month: "long",
		hour: "numeric",
		minute: "2-digit"
	});
}
/**
* Reserve online (spec 1 §2, §9; spec 2 §2, §4, §9): /cars/{slug}/checkout (and /buy-online on
* the variant). Only a reservable car can be reserved; the deposit (the car's, else the site's,
* else $200) holds it for 48 hours and is fully refundable. The card goes through the payment
* port; the offline test provider is marked TEST MODE.
*/
function CheckoutPage() {
	const site = useSite();
	const { car } = useLoaderData();
	const reason = whyNotReservable(car, site.features.reserveButton);
	const deposit = reserveDeposit(car, site.reserve_deposit);
	const image = realImages(car)[0];
	const price = priceDisplay(car, {
		subscriptions: site.features.subscriptions,
		noPriceText: site.labels.noPriceText
	});
	return /* @__PURE__ */ jsxs(Container, {
		size: "xl",
		className: checkout_module_default.page,
		children: [
			/* @__PURE__ */ jsxs("nav", {
				"aria-label": "Breadcrumb",
				className: checkout_module_default.breadcrumb,
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: "/",
						children: "Home"
					}),
					" / ",
					/* @__PURE__ */ jsx(Link, {
						to: `/cars/${car.slug}`,
						children: car.name
					}),
					" / ",
					/* @__PURE__ */ jsx("span", {
						"aria-current": "page",
						children: "Reserve online"
					})
				]
			}),
			/* @__PURE__ */ jsx("h1", {
				className: checkout_module_default.title,
				children: "Reserve this vehicle online"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: checkout_module_default.layout,
				children: [/* @__PURE__ */ jsxs("section", {
					className: checkout_module_default.summary,
					"aria-label": "Vehicle",
					children: [
						image ? /* @__PURE__ */ jsx("img", {
							src: image.image.url,
							alt: car.name,
							width: 1280,
							height: 960,
							className: checkout_module_default.image
						}) : /* @__PURE__ */ jsx("div", {
							className: checkout_module_default.imagePlaceholder,
							children: "Photos coming soon"
						}),
						/* @__PURE__ */ jsxs("div", {
							className: checkout_module_default.summaryBody,
							children: [
								/* @__PURE__ */ jsx("h2", {
									className: checkout_module_default.carName,
									children: car.name
								}),
								/* @__PURE__ */ jsxs(Text, {
									size: "sm",
									c: "dimmed",
									children: ["Stock number ", car.stocknum]
								}),
								reason?._tag !== "NotAvailable" ? /* @__PURE__ */ jsx("div", {
									className: checkout_module_default.price,
									children: priceLabel(price)
								}) : null,
								car.location ? /* @__PURE__ */ jsxs(Text, {
									size: "sm",
									className: checkout_module_default.location,
									children: [
										/* @__PURE__ */ jsx(PinIcon, { size: 14 }),
										" ",
										car.location.name
									]
								}) : null
							]
						}),
						reason ? null : /* @__PURE__ */ jsxs("ul", {
							className: checkout_module_default.terms,
							"aria-label": "Reservation terms",
							children: [
								/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(DollarIcon, { size: 18 }), /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsxs("strong", { children: [formatDollars(deposit), " deposit"] }), ", fully refundable."] })] }),
								/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(ClockIcon, { size: 18 }), /* @__PURE__ */ jsxs("span", { children: [
									"We hold the vehicle for you for ",
									/* @__PURE__ */ jsxs("strong", { children: [48, " hours"] }),
									"."
								] })] }),
								/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(ShieldIcon, { size: 18 }), /* @__PURE__ */ jsx("span", { children: "Change your mind? We refund the deposit in full." })] })
							]
						})
					]
				}), reason ? /* @__PURE__ */ jsxs("section", {
					className: checkout_module_default.panel,
					"aria-labelledby": "not-reservable-heading",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "not-reservable-heading",
							className: checkout_module_default.panelTitle,
							children: "This vehicle can’t be reserved online"
						}),
						/* @__PURE__ */ jsx(Alert, {
							color: "orange",
							variant: "light",
							role: "status",
							children: notReservableMessage(reason)
						}),
						/* @__PURE__ */ jsxs(Group, {
							mt: "lg",
							gap: "sm",
							children: [
								/* @__PURE__ */ jsx(Button, {
									component: Link,
									to: `/cars/${car.slug}`,
									variant: "default",
									children: "View the vehicle"
								}),
								/* @__PURE__ */ jsx(Button, {
									component: Link,
									to: `/contact?car_id=${car.slug}`,
									children: "Contact us"
								}),
								/* @__PURE__ */ jsx(Button, {
									component: Link,
									to: `/search?query=${encodeURIComponent(`${car.make} ${car.model}`)}`,
									variant: "subtle",
									children: "Browse similar cars"
								})
							]
						})
					]
				}) : /* @__PURE__ */ jsx(ReservationPanel, { deposit })]
			})
		]
	});
}
function ReservationPanel({ deposit }) {
	const site = useSite();
	const { car } = useLoaderData();
	const client = useLeadFormsClient();
	const [payments, setPayments] = useState(null);
	const [paymentsFailed, setPaymentsFailed] = useState(false);
	const [phase, setPhase] = useState({ step: "form" });
	const [formError, setFormError] = useState(null);
	const [attempted, setAttempted] = useState(false);
	const pendingKey = useRef(null);
	const form = useForm({
		mode: "controlled",
		initialValues: {
			name: "",
			email: "",
			phone: "",
			card: {
				number: "",
				expiry: "",
				cvc: "",
				name: ""
			}
		},
		validate: (values) => {
			const contact = contactErrors(values);
			const card = parseCard(values.card, /* @__PURE__ */ new Date());
			return {
				...contact,
				...card._tag === "Left" ? card.left : {}
			};
		}
	});
	useEffect(() => {
		client.paymentsConfig().then(setPayments, () => setPaymentsFailed(true));
		const remembered = rememberedContact();
		if (Object.keys(remembered).length > 0) form.setValues(remembered);
	}, [client]);
	if (phase.step === "reserved") {
		const r = phase.reservation;
		return /* @__PURE__ */ jsxs("section", {
			className: checkout_module_default.panel,
			"aria-labelledby": "reserved-heading",
			role: "status",
			children: [
				/* @__PURE__ */ jsx(Badge, {
					color: "green",
					variant: "light",
					size: "lg",
					mb: "sm",
					children: "Reserved"
				}),
				/* @__PURE__ */ jsxs("h2", {
					id: "reserved-heading",
					className: checkout_module_default.panelTitle,
					children: [
						"The ",
						car.name,
						" is reserved for you"
					]
				}),
				/* @__PURE__ */ jsxs(Text, { children: [
					"We are holding it until ",
					/* @__PURE__ */ jsx("strong", { children: holdUntilText(r.expires_at) }),
					". Our team will contact you shortly to arrange the next steps."
				] }),
				/* @__PURE__ */ jsxs("dl", {
					className: checkout_module_default.receipt,
					children: [
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Deposit paid" }), /* @__PURE__ */ jsx("dd", { children: formatDollars(r.deposit) })] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Card" }), /* @__PURE__ */ jsxs("dd", { children: [
							r.payment.brand,
							" •••• ",
							r.payment.last4,
							r.payment.test_mode ? " (test mode)" : ""
						] })] }),
						/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Reference" }), /* @__PURE__ */ jsx("dd", {
							className: checkout_module_default.reference,
							children: r.reservation_id.slice(0, 8).toUpperCase()
						})] })
					]
				}),
				/* @__PURE__ */ jsxs(Group, {
					gap: "sm",
					children: [/* @__PURE__ */ jsx(Button, {
						component: Link,
						to: `/cars/${car.slug}`,
						children: "Back to the vehicle"
					}), /* @__PURE__ */ jsx(Button, {
						component: Link,
						to: "/search",
						variant: "default",
						children: "Keep browsing"
					})]
				})
			]
		});
	}
	const submit = form.onSubmit(async (values) => {
		setFormError(null);
		setPhase({ step: "paying" });
		const key = pendingKey.current ?? newIdempotencyKey();
		pendingKey.current = key;
		let answer;
		try {
			answer = await client.reserveCar(car.slug, {
				...values,
				url: window.location.href,
				user_agent: navigator.userAgent.slice(0, 1e3)
			}, key);
		} catch {
			setPhase({ step: "form" });
			setFormError("We could not reach the payment service. Please check your connection and try again: you will not be charged twice.");
			return;
		}
		pendingKey.current = null;
		rememberContact(values);
		if (answer.ok) {
			storeEnquiredCar({
				id: car.id,
				slug: car.slug,
				name: car.name,
				car_type: car.car_type
			});
			storeSuccessCategory({
				category: RESERVE_ONLINE_CATEGORY,
				lead_id: answer.reservation.lead_id,
				car_type: car.car_type,
				at: (/* @__PURE__ */ new Date()).toISOString()
			});
			setPhase({
				step: "reserved",
				reservation: answer.reservation
			});
			return;
		}
		setPhase({ step: "form" });
		setFormError(answer.message);
		const fields = Object.fromEntries(Object.entries(answer.fields).filter(([k]) => k in LABELS));
		if (Object.keys(fields).length > 0) form.setErrors(fields);
	}, () => setAttempted(true));
	const paying = phase.step === "paying";
	const errorList = attempted ? formLevelErrors(Object.fromEntries(Object.entries(form.errors).filter(([, v]) => typeof v === "string")), LABELS) : null;
	const numberProps = form.getInputProps("card.number");
	const expiryProps = form.getInputProps("card.expiry");
	return /* @__PURE__ */ jsxs("section", {
		className: checkout_module_default.panel,
		"aria-labelledby": "reserve-heading",
		children: [/* @__PURE__ */ jsxs(Group, {
			justify: "space-between",
			align: "flex-start",
			wrap: "nowrap",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("h2", {
				id: "reserve-heading",
				className: checkout_module_default.panelTitle,
				children: ["Reserve for ", formatDollars(deposit)]
			}), /* @__PURE__ */ jsxs(Text, {
				size: "sm",
				c: "dimmed",
				children: [
					"Fully refundable · held for ",
					48,
					" hours"
				]
			})] }), payments?.test_mode ? /* @__PURE__ */ jsx(Badge, {
				color: "orange",
				variant: "filled",
				size: "lg",
				radius: "sm",
				className: checkout_module_default.testBadge,
				children: "TEST MODE"
			}) : null]
		}), /* @__PURE__ */ jsxs("form", {
			"aria-label": "Reserve online form",
			noValidate: true,
			onSubmit: submit,
			className: checkout_module_default.form,
			children: [
				/* @__PURE__ */ jsxs("fieldset", {
					className: checkout_module_default.fieldset,
					children: [
						/* @__PURE__ */ jsx("legend", {
							className: checkout_module_default.legend,
							children: "Your details"
						}),
						/* @__PURE__ */ jsx(TextInput, {
							label: "Name",
							autoComplete: "name",
							withAsterisk: true,
							...form.getInputProps("name")
						}),
						/* @__PURE__ */ jsxs("div", {
							className: checkout_module_default.two,
							children: [/* @__PURE__ */ jsx(TextInput, {
								label: "Email",
								type: "email",
								autoComplete: "email",
								withAsterisk: true,
								...form.getInputProps("email")
							}), /* @__PURE__ */ jsx(TextInput, {
								label: "Phone",
								type: "tel",
								autoComplete: "tel",
								withAsterisk: true,
								...form.getInputProps("phone")
							})]
						})
					]
				}),
				/* @__PURE__ */ jsxs("fieldset", {
					className: checkout_module_default.fieldset,
					children: [
						/* @__PURE__ */ jsx("legend", {
							className: checkout_module_default.legend,
							children: "Card payment"
						}),
						payments === null && !paymentsFailed ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Skeleton, {
							height: 36,
							radius: "sm",
							mb: "sm"
						}), /* @__PURE__ */ jsx(Skeleton, {
							height: 36,
							radius: "sm"
						})] }) : null,
						paymentsFailed ? /* @__PURE__ */ jsxs(Alert, {
							color: "red",
							variant: "light",
							children: [
								"Card payments are unavailable right now. Please try again shortly or call us on ",
								site.phone,
								"."
							]
						}) : null,
						payments ? /* @__PURE__ */ jsxs(Fragment, { children: [
							payments.test_mode ? /* @__PURE__ */ jsxs(Alert, {
								color: "orange",
								variant: "light",
								title: "Test mode: no real money is taken",
								className: checkout_module_default.testNote,
								role: "note",
								children: [
									"Use the test card ",
									/* @__PURE__ */ jsx("strong", { children: "4242 4242 4242 4242" }),
									" with any future expiry and any 3-digit security code. 4000 0000 0000 0002 is declined."
								]
							}) : null,
							/* @__PURE__ */ jsx(TextInput, {
								label: "Card number",
								inputMode: "numeric",
								autoComplete: "cc-number",
								placeholder: "1234 1234 1234 1234",
								withAsterisk: true,
								...numberProps,
								onChange: (event) => numberProps.onChange(groupDigits(event.currentTarget.value)),
								onBlur: () => {
									const value = form.getValues().card.number;
									if (value && CardNumber.parse(value)._tag === "Left") form.setFieldError("card.number", CARD_NUMBER_MESSAGE);
								}
							}),
							/* @__PURE__ */ jsxs("div", {
								className: checkout_module_default.three,
								children: [
									/* @__PURE__ */ jsx(TextInput, {
										label: "Expiry (MM/YY)",
										inputMode: "numeric",
										autoComplete: "cc-exp",
										placeholder: "MM/YY",
										withAsterisk: true,
										...expiryProps,
										onChange: (event) => expiryProps.onChange(expiryText(event.currentTarget.value))
									}),
									/* @__PURE__ */ jsx(TextInput, {
										label: "Security code",
										inputMode: "numeric",
										autoComplete: "cc-csc",
										placeholder: "CVC",
										maxLength: 4,
										withAsterisk: true,
										...form.getInputProps("card.cvc")
									}),
									/* @__PURE__ */ jsx(TextInput, {
										label: "Name on card",
										autoComplete: "cc-name",
										withAsterisk: true,
										className: checkout_module_default.cardName,
										...form.getInputProps("card.name")
									})
								]
							})
						] }) : null
					]
				}),
				formError ? /* @__PURE__ */ jsx(Alert, {
					color: "red",
					variant: "light",
					role: "alert",
					title: "Your reservation was not made",
					children: formError
				}) : errorList && errorList._tag === "Some" ? /* @__PURE__ */ jsx(Alert, {
					color: "red",
					variant: "light",
					role: "alert",
					title: errorList.value.title,
					children: /* @__PURE__ */ jsx("ul", {
						className: checkout_module_default.errorList,
						children: errorList.value.items.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
					})
				}) : null,
				/* @__PURE__ */ jsxs(Button, {
					type: "submit",
					size: "lg",
					fullWidth: true,
					loading: paying,
					disabled: paying || payments === null,
					children: [
						"Pay ",
						formatDollars(deposit),
						" deposit and reserve"
					]
				}),
				/* @__PURE__ */ jsx(Text, {
					size: "xs",
					c: "dimmed",
					ta: "center",
					children: RESERVATION_TERMS.join(" ")
				})
			]
		})]
	});
}
export { CheckoutPage };
