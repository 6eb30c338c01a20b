/**
 * The shared default content pages every dealer site starts from (issue 11; spec 2 §2 routes;
 * spec 1 §2 informational pages). Words only — a site overrides a page by its slug in its own
 * `content.pages`, or switches it off with null.
 *
 * Placeholders (domain/site-content `fillPlaceholders`): `{{name}}`, `{{phone}}`, `{{email}}`,
 * `{{address}}`, `{{suburb}}`, `{{state}}`, `{{deposit}}` (the site's reserve-online deposit)
 * and `{{path:slug}}` (the canonical path of another content page of the site, so a link
 * follows the site's use_pages_path and a link to a switched-off page is caught by the tests).
 *
 * Copy that depends on what a site offers is built by the functions below from the options
 * a site passes (its features): a site without reserve online (features.reserveButton false)
 * never reads about reserving online.
 */
import type { ContentFaq, ContentPage, SiteContent } from '../../domain/site-content/site-content';

/** What the shared copy may say a site offers. */
export interface CopyOptions {
  /** features.reserveButton (spec 2 §9: a {{deposit}} deposit, fully refundable, holds the car 48 hours). */
  readonly reserveOnline: boolean;
  /** features.moneyBackGuarantee (spec 2 §9: the 48-hour money-back guarantee). */
  readonly moneyBackGuarantee?: boolean;
  /** The site sells used vehicles only (stock_filter.usedOnly): no new or demonstrator copy. */
  readonly usedOnly?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Terms and conditions (spec 1 §2, spec 2 §2; spec 2 §9 reserve online and the guarantee)

const termsIntro = (options: CopyOptions) => `## About these terms

These terms apply when you use the {{name}} website and when you ${options.reserveOnline ? 'enquire, reserve or buy' : 'enquire or buy'} through it. By using the website you accept them.

Nothing in these terms excludes, restricts or changes the consumer guarantees you have under the Australian Consumer Law, or any other right that cannot lawfully be excluded.`;

const TERMS_VEHICLES = `## Vehicle details and prices

- Descriptions, photos, specifications and odometer readings come from our stock records and manufacturer data and are given in good faith. Please confirm anything that matters to your decision with our team before you buy.
- Photos may show accessories or options that are not fitted to the vehicle for sale.
- Prices include GST. A price marked drive-away includes registration, stamp duty and the other government charges of putting the vehicle on the road; any other price may exclude those charges, and we will always tell you the full drive-away amount before you sign.
- Stock and prices change often. A vehicle is not sold to you until we both sign a contract of sale.`;

const TERMS_FINANCE = `## Finance and insurance estimates

Repayment examples and calculator results on this website are estimates for general information only. They are not an offer of credit and do not take your personal circumstances into account. Every application is subject to the lender's credit assessment, lending criteria, fees and charges. Read more about [finance and insurance]({{path:finance-and-insurance}}).`;

const TERMS_RESERVE = `## Reserving a vehicle online

- An available vehicle with a Reserve button can be reserved online by paying a deposit by card. The deposit is {{deposit}} unless the vehicle's page shows another amount.
- The reservation holds the vehicle for you for 48 hours: we will not sell it to anyone else in that time.
- The deposit is fully refundable. If you decide not to go ahead, tell us and we refund it in full to the card you paid with.
- If you buy the vehicle, the deposit comes off the purchase price.
- A reservation is not a contract of sale. The price, any trade-in and the delivery date are agreed when the contract is signed.`;

const TERMS_MONEY_BACK = `## 48-Hour Money-Back Guarantee

Changed your mind about a car you bought from us? You can return it for a refund under our 48-Hour Money-Back Guarantee, on these conditions:

1. **Ask within 48 hours.** Your refund request must reach us within 2 days (48 hours) of taking delivery. Call {{phone}} or email {{email}}.
2. **Return the car by 5pm the next day.** Bring the car back to the location that delivered it by 5pm on the day after your refund request.
3. **300 km or less.** The guarantee does not apply if the car has been driven more than 300 km since delivery.
4. **No damage.** The guarantee does not apply if the car has been damaged since delivery.
5. **Financed cars.** If you bought the car with finance, the guarantee applies only when the refund is enough to repay your lender in full. If the refund would not cover what you owe the lender, the guarantee does not apply.
6. **Two cars in 12 months.** Each customer can use the guarantee for at most 2 cars in any 12-month period.

Once the car is back and checked against these conditions, we refund the price you paid us for it — to you, or to your lender where the car was financed.

The guarantee is offered in addition to your rights under the Australian Consumer Law, not instead of them.`;

const TERMS_TRADE_IN = `## Trade-ins and valuations

Valuations of your current vehicle are covered by our [value my car terms and conditions]({{path:value-my-car-terms-and-conditions}}).`;

const TERMS_OTHER = `## Your information

How we collect, use and protect your personal information is explained in our [privacy policy]({{path:privacy-policy}}).

## Links and availability

We try to keep this website available and accurate, but we cannot promise it will always be uninterrupted or error-free. Links to other websites are provided for convenience; we are not responsible for their content.

## Contact us

Questions about these terms? Call {{phone}}, email {{email}} or visit us at {{address}}.`;

/** The terms page's body for a site offering what `options` say. */
export function termsBody(options: CopyOptions): string {
  return [
    termsIntro(options),
    ...(options.moneyBackGuarantee ? [TERMS_MONEY_BACK] : []),
    TERMS_VEHICLES,
    TERMS_FINANCE,
    ...(options.reserveOnline ? [TERMS_RESERVE] : []),
    TERMS_TRADE_IN,
    TERMS_OTHER,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// How buying works (spec 2 §2 /buying; spec 2 §9 reserve online and the guarantee)

/** The /buying page's body for a site offering what `options` say. */
export function buyingBody(options: CopyOptions): string {
  const stock = options.usedOnly ? '[every car in stock](/search/used-cars)' : '[our new, demo and used stock](/search)';
  const steps = [
    `## 1. Find the right car

Browse ${stock}: every listing shows the price, the kilometres, the features and plenty of photos. Use the [finance calculator](/finance) to see what the repayments could look like, and send us an enquiry from any car's page if you want to know more.`,
    `## 2. Test drive it

[Book a test drive](/book-test-drive) at a time that suits you. Take your time, bring the family, and ask us anything — we will give you the service history and any inspection reports we hold for the car.`,
    ...(options.reserveOnline
      ? [
          `## 3. Reserve it online

Found the one? Press **Reserve** on the car's page and pay a fully refundable deposit of {{deposit}} by card (the car's page shows its amount). We hold the car for you for 48 hours, so no one else can buy it while you arrange a test drive, finance or your trade-in. Change your mind and we refund the deposit in full; buy the car and it comes off the price.`,
        ]
      : [
          `## 3. Secure it

Found the one? Call us on {{phone}} or send an enquiry from the car's page and we will talk you through securing it while you arrange finance or your trade-in.`,
        ]),
    `## 4. Arrange finance

Our team works with a panel of lenders and can arrange your loan here at the dealership. [Get pre-approved]({{path:finance-pre-approval}}) before you choose, or [apply for finance](/apply-for-finance) once you have. Read more about [finance and insurance]({{path:finance-and-insurance}}).`,
    `## 5. Trade in your current vehicle

Tell us about your current vehicle through [Sell My Car](/sell-my-car) and our buyers will get back to you with a valuation. Its agreed value comes off the price of your next car, and we can pay out any finance still owing on it. Valuations are covered by our [value my car terms]({{path:value-my-car-terms-and-conditions}}).`,
    `## 6. Sign and drive away

Everything is agreed in writing in your contract of sale: the drive-away price, your trade-in, your deposit and the delivery date. Pay the balance by bank transfer or through your finance. For your protection we never change our bank details by email — if you ever receive such an email, call us on {{phone}} before you pay.

On delivery day we take you through your car's features, pair your phone and answer any last questions.`,
    ...(options.moneyBackGuarantee
      ? [
          `## Changed your mind? 48-hour money-back guarantee

If the car is not right for you, ask for a refund within 48 hours of delivery and return it by 5pm the next day, under the conditions in our [48-Hour Money-Back Guarantee terms]({{path:terms-and-conditions}}).`,
        ]
      : []),
    `## Our promise

Every vehicle we sell comes with the consumer guarantees of the Australian Consumer Law, and the [warranty]({{path:warranty}}) that applies to it. Still have questions? Our [FAQs]({{path:faqs}}) answer the common ones, or call us on {{phone}}.`,
  ];
  return steps.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Frequently asked questions (spec 2 §2 /pages/faqs; spec 2 §9 accordion)

/** The questions of the FAQ page for a site offering what `options` say. */
export function generalFaqs(options: CopyOptions): ContentFaq[] {
  return [
    {
      question: 'Do your prices include on-road costs?',
      answer:
        'A price marked **drive-away** includes registration, stamp duty and the other government charges of putting the vehicle on the road. Any other price may exclude those charges — ask us and we will give you the full drive-away figure in writing before you commit.',
    },
    ...(options.reserveOnline
      ? [
          {
            question: 'Can I reserve a car online?',
            answer:
              "Yes. Press **Reserve** on an available car and pay a fully refundable deposit of {{deposit}} by card (the car's page shows its amount). We hold the car for 48 hours. Change your mind and we refund the deposit in full; buy the car and the deposit comes off the price.",
          },
        ]
      : []),
    ...(options.moneyBackGuarantee
      ? [
          {
            question: 'What if I change my mind after I buy?',
            answer:
              'Our 48-hour money-back guarantee lets you ask for a refund within 48 hours of delivery and return the car by 5pm the next day, as long as it has done no more than 300 km and is undamaged. Read the [full conditions]({{path:terms-and-conditions}}).',
          },
        ]
      : []),
    {
      question: 'Can I trade in my current vehicle?',
      answer:
        'Yes. Tell us about it through [Sell My Car](/sell-my-car) and our buyers will get back to you with a valuation. The agreed value comes off the price of your next vehicle, and we can pay out any finance still owing on it.',
    },
    {
      question: 'Can you arrange finance?',
      answer:
        'Yes. Our finance team can arrange a loan with one of our lenders here at the dealership. Try the [finance calculator](/finance), get [pre-approved]({{path:finance-pre-approval}}), or [apply for finance](/apply-for-finance).',
    },
    {
      question: 'How do I book a test drive?',
      answer: "Use the Book a Test Drive button on any car's page, or [book a test drive](/book-test-drive) here. Please bring your current driver licence.",
    },
    {
      question: 'Is the vehicle history checked?',
      answer: options.usedOnly
        ? "Every car we sell is checked on the Personal Property Securities Register (PPSR) for money owing and for written-off and stolen records, and we give you clear title. Ask us for the car's service history and our inspection report."
        : 'Every used and demonstrator vehicle we sell is checked on the Personal Property Securities Register (PPSR) for money owing and for written-off and stolen records, and we give you clear title. Ask us for the service history of any used vehicle.',
    },
    {
      question: 'What warranty do I get?',
      answer:
        'It depends on the vehicle: our [warranty page]({{path:warranty}}) explains the cover on each kind of vehicle we sell, and your rights under the Australian Consumer Law.',
    },
    {
      question: 'How do I pay for my car?',
      answer:
        'The balance is paid by bank transfer or through your finance before delivery. We never change our bank details by email: if you receive an email asking you to pay into a different account, call us on {{phone}} before paying.',
    },
    {
      question: 'When are you open?',
      answer: 'Our [locations page]({{path:dealer-locator}}) lists the address, phone number and opening hours of each of our locations.',
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Warranty (spec 2 §9: 3-year standard; 5-year or 7-year unlimited km for some dealers;
// 5 years unlimited km for one manufacturer)

/** Keeping a warranty valid: true of every new-vehicle warranty in Australia. */
export const WARRANTY_SERVICING = `## Keeping your warranty valid

Have your vehicle serviced on time, as its logbook says, and keep the records. You do not have to service with us to keep a new-vehicle warranty: any qualified technician using genuine or equivalent parts and following the logbook will do. Of course, we would love to look after it for you.`;

/** The Australian Consumer Law note every warranty page carries. */
export const WARRANTY_CONSUMER_LAW = `## Your rights under the Australian Consumer Law

Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure. A warranty is in addition to these rights, not instead of them.`;

/** How to make a claim; it points to the roadside assist page on a site that has one. */
export function warrantyClaim(options: { roadsideAssist: boolean }): string {
  const stranded = options.roadsideAssist
    ? ' If your vehicle cannot be driven, our [roadside assist page]({{path:roadside-assist}}) explains what to do.'
    : ' If your vehicle cannot be driven, call the roadside assistance number in its handbook, or call us and we will help you work out the next step.';
  return `## Making a claim

Call us on {{phone}} or email {{email}} and tell us what is happening. Have your vehicle's registration or VIN and its service records handy.${stranded}`;
}

const WARRANTY_STANDARD = `## Our 3-year standard warranty

Every new vehicle we sell is covered by the manufacturer's new-vehicle warranty for at least 3 years — the standard term. Many manufacturers now give longer cover, and some set a kilometre limit; the exact terms are in your vehicle's warranty and service booklet, and we will confirm them in writing for the vehicle you choose.

## Demonstrator vehicles

A demonstrator's warranty starts on the day it was first registered. You receive the balance of the manufacturer's warranty, and we will show you the start date before you buy.

## Used vehicles

Used vehicles come with the dealer's statutory warranty wherever the law of your state provides one for the vehicle's age and kilometres, and with the balance of the manufacturer's warranty when it has not yet expired. Your contract of sale states exactly which cover applies.`;

/**
 * A warranty page's body: its headline cover (the 3-year standard by default), how to keep it
 * valid (the new-vehicle rule by default), how to claim, and the Australian Consumer Law.
 */
export function warrantyBody(options: { headline?: string; servicing?: string; roadsideAssist?: boolean } = {}): string {
  return [
    options.headline ?? WARRANTY_STANDARD,
    options.servicing ?? WARRANTY_SERVICING,
    warrantyClaim({ roadsideAssist: options.roadsideAssist ?? true }),
    WARRANTY_CONSUMER_LAW,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Finance (spec 2 §2 /finance-and-insurance, /finance-pre-approval)

/** The finance and insurance page's body; `vehicle` is what the site sells ('car', 'caravan'). */
export function financeAndInsuranceBody(vehicle = 'car'): string {
  return `## Finance arranged where you buy

Our finance team arranges loans with a panel of lenders, so you can choose your ${vehicle}, your finance and your insurance in one visit. We will explain the interest rate, the comparison rate, the fees and the repayments before you sign anything.

- **Consumer loans** for personal use, secured by the ${vehicle}, with weekly, fortnightly or monthly repayments.
- **Business finance** for ABN holders: chattel mortgages and leases, with the option of a balloon payment at the end of the term.
- **Pre-approval** so you know your budget before you choose: [get pre-approved]({{path:finance-pre-approval}}).

Work out the repayments with our [finance calculator](/finance), then [apply for finance](/apply-for-finance) or [send us a finance enquiry](/finance-enquiry).

## Insurance

We can arrange comprehensive insurance to start the day you take delivery, and tell you about gap cover and loan protection. Any advice we give about insurance is general advice only and does not take your objectives, financial situation or needs into account: read the product disclosure statement and the target market determination before you decide, and choose only the cover that suits you.

## Important information

Finance is subject to the lender's credit assessment and lending criteria. Fees and charges apply. Repayment examples on this website are estimates only and are not an offer of credit.`;
}

/** The pre-approval page's body. */
export function preApprovalBody(vehicle = 'car'): string {
  return `## Know your budget before you choose

Pre-approval means a lender has assessed your application and agreed, in principle, how much it will lend you. You can then shop for your ${vehicle} with a clear budget, and settle quickly once you have found the one.

## How it works

1. **Apply.** [Apply for finance](/apply-for-finance) online — it takes about five minutes — or [send us a finance enquiry](/finance-enquiry) and we will call you.
2. **We compare.** Our finance team takes your application to the lenders on our panel that suit your situation.
3. **You choose.** We call you with the approval, the rate, the fees and the repayments, so you can decide with the full picture.

## What to have ready

- Your driver licence
- Your two most recent payslips, or your latest tax return if you are self-employed
- Details of your income, expenses, debts and assets

Pre-approval is conditional: the lender confirms the loan once you have chosen your ${vehicle} and it has checked the details. Applying does not commit you to a loan.`;
}

// ---------------------------------------------------------------------------------------------
// About us (spec 2 §2 /about-us; its statistics and location cards come from the site's data)

export function aboutBody(options: Pick<CopyOptions, 'usedOnly'> = {}): string {
  const range = options.usedOnly ? 'quality used cars, each inspected and priced fairly' : 'new, demonstrator and used vehicles';
  return `## Who we are

{{name}} is a locally owned dealership in {{suburb}}, {{state}}. We sell ${range}, and we arrange finance and trade-ins in-house, so you deal with one team from your first question to the day you drive away.

## How we work

- **Clear prices.** Every price includes GST, and we explain any on-road costs before you sign.
- **No pressure.** Take a test drive, take your time and ask as many questions as you like.
- **Here after the sale.** We stay your first call for warranty questions, advice and your next vehicle.

Read [how buying from us works]({{path:buying}}), check the [warranty]({{path:warranty}}) that comes with your vehicle, or see [where to find us]({{path:dealer-locator}}). Want to join the team? Visit our [careers page]({{path:careers}}).`;
}

// ---------------------------------------------------------------------------------------------
// The default pages

const page = (fields: Omit<ContentPage, 'pages_path'> & { pages_path?: boolean }): ContentPage => ({ pages_path: false, ...fields });

export const DEFAULT_CONTENT: SiteContent = {
  pages: {
    'about-us': page({
      title: 'About {{name}}',
      summary: 'Locally owned and proudly part of the {{suburb}} community: the team, the locations and the way we look after our customers.',
      body: aboutBody(),
    }),
    buying: page({
      title: 'How Buying From Us Works',
      summary: 'From finding the right vehicle to driving it home: test drives, reserving online, finance and your trade-in, step by step.',
      body: buyingBody({ reserveOnline: true }),
      actions: [
        { label: 'Browse our stock', href: '/search' },
        { label: 'Book a test drive', href: '/book-test-drive' },
      ],
    }),
    faqs: page({
      title: 'Frequently Asked Questions',
      summary: 'Quick answers about prices, trade-ins, finance, test drives, warranty and more at {{name}}.',
      pages_path: true,
      body: 'Cannot find your answer below? Call us on {{phone}}, email {{email}} or [send us a message](/contact-us) and our team will get back to you.',
      faqs: generalFaqs({ reserveOnline: true }),
    }),
    'terms-and-conditions': page({
      title: 'Terms & Conditions',
      summary: 'The terms that apply when you use the {{name}} website and deal with us through it.',
      body: termsBody({ reserveOnline: true }),
    }),
    'privacy-policy': page({
      title: 'Privacy Policy',
      summary: 'How {{name}} collects, uses, stores and protects your personal information, under the Privacy Act 1988 and the Australian Privacy Principles.',
      body: `## Our commitment

{{name}} is bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains what personal information we collect, why, and how you can access or correct it.

## What we collect

- **Contact details** — your name, email address, phone number and postcode — when you enquire, book a test drive, buy a vehicle or ask us to value your car.
- **The details of your enquiry**, such as the vehicles you are interested in, your trade-in and your preferred location.
- **Finance and insurance details**, such as your income, employment and identification, only when you apply for finance or insurance through us.
- **How you use our website**, such as the pages you view and the buttons you press, so we can improve it.

## How we use it

We use your information to answer your enquiry, to provide what you ask us for — test drives, vehicle sales, valuations, finance and insurance, and care after the sale — to meet our legal obligations and, only if you agree, to tell you about offers and news. You can opt out of marketing at any time using the unsubscribe link in our messages or by calling {{phone}}.

## Who we share it with

We share your information only as needed to do what you asked: with lenders and insurers when you apply through us, with the vehicle's manufacturer for warranty, recall and safety purposes, with government agencies to register a vehicle, and with the service providers who run our systems, such as email and customer records, under confidentiality obligations. We do not sell your personal information.

## Information kept in your browser

To save you typing, this website keeps some details on your own device: the contact details you entered in a form and the cars you saved or viewed. They stay in your browser and you can clear them at any time with your browser's settings.

## Security, access and correction

We take reasonable steps to protect your information from misuse, loss and unauthorised access. You can ask to see the personal information we hold about you, or to correct it, by emailing {{email}} or calling {{phone}}.

## Complaints

If you have a concern about how we have handled your personal information, contact us first and we will respond within 30 days. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) on 1300 363 992 or at oaic.gov.au.

## Contact us

{{name}}, {{address}}. Phone {{phone}}, email {{email}}.`,
    }),
    warranty: page({
      title: 'Warranty',
      summary: 'The warranty cover on the vehicles {{name}} sells — a 3-year standard on every new vehicle — and how to keep it valid.',
      body: warrantyBody(),
    }),
    'roadside-assist': page({
      title: 'Roadside Assist',
      summary: 'Broken down, flat battery or locked out? What to do, who to call, and how {{name}} can help.',
      body: `## If you break down

1. **Get safe first.** Pull over as far from traffic as you can, switch on your hazard lights and, if it is safe, wait behind a barrier and away from the vehicle.
2. **In an emergency, call 000.**
3. **Check your cover.** Many new vehicles include the manufacturer's roadside assistance for a set period. The number to call is in your owner's handbook or service booklet, and often on a sticker on the windscreen. Roadside membership from your motoring club or insurer may cover you too.
4. **Call us.** Not sure whether you are covered? Call us on {{phone}} during opening hours and we will check for you and help you work out the next step.

## What roadside assistance usually covers

Flat batteries, flat tyres, running out of fuel, lost or locked-in keys, and towing to the nearest authorised repairer when the vehicle cannot be fixed at the roadside. The exact inclusions depend on your cover.

## Prevention is better

Regular servicing is the best roadside assistance there is. Keep your vehicle's warranty valid and its logbook up to date — read more on our [warranty page]({{path:warranty}}).`,
    }),
    fleet: page({
      title: 'Fleet & Business Sales',
      summary: 'One vehicle or a whole fleet: business pricing, finance for ABN holders and a dedicated contact at {{name}}.',
      body: `## Vehicles for your business

Whether you need one ute for a new starter or vehicles for a whole team, our fleet team looks after business customers from quote to handover and beyond.

- **Fleet pricing** for businesses, government and not-for-profit organisations.
- **Business finance** for ABN holders, including chattel mortgages and leases — read about [finance and insurance]({{path:finance-and-insurance}}).
- **Fit-outs and accessories** arranged before delivery, so vehicles arrive ready to work.
- **One contact** who knows your business, your fleet and its renewal dates.

## Talk to our fleet team

Tell us what your business needs with the form below, or call us on {{phone}}. We will come back to you with a quote.`,
      form: 'general-enquiry',
    }),
    careers: page({
      title: 'Careers',
      summary: 'Build your career with {{name}}: sales, service, parts and administration roles in {{suburb}}.',
      body: `## Why work with us

We are a team of people who like cars and like looking after customers. We invest in training, promote from within, and give good people room to grow.

- Manufacturer and in-house training, and apprenticeships for future technicians
- A supportive team and a workplace that values safety
- Competitive pay, with incentives in sales roles
- Staff pricing on vehicles, servicing, parts and accessories

## The roles we hire for

- **Sales consultants** who listen first and make buying easy
- **Qualified technicians and apprentices** in our workshop
- **Parts interpreters** who know their way around a catalogue
- **Customer service and administration** staff who keep the dealership running

## How to apply

We do not always advertise our vacancies, so we are happy to hear from good people at any time. Email your résumé and a short note about the role you are after to {{email}}, or drop in and see us at {{address}}.`,
    }),
    'value-my-car-terms-and-conditions': page({
      title: 'Value My Car Terms & Conditions',
      summary: 'The terms that apply when {{name}} values your current vehicle or makes an offer to buy it.',
      pages_path: true,
      body: `## About our valuations

When you ask us to value your vehicle — through [Sell My Car](/sell-my-car), by phone or at the dealership — we give you our estimate of what we would pay for it, based on the details you give us and the current market.

## Conditions

1. **An estimate until we inspect.** A valuation given without seeing the vehicle is an estimate. Our final offer is made after we inspect the vehicle and may differ if its condition, kilometres, specifications or history differ from what you told us.
2. **Valid for 7 days.** A valuation or offer is valid for 7 days from when we give it, as long as the vehicle's condition and kilometres do not change materially.
3. **Clear title.** You must own the vehicle or be authorised to sell it. We check the Personal Property Securities Register; any finance owing must be paid out, which we can do from the sale proceeds.
4. **What to bring.** The vehicle's registration papers, all keys, the service records and your driver licence.
5. **Payment.** We pay by bank transfer once the paperwork is complete and any finance is cleared, or we take the agreed value off the price of your next vehicle.
6. **No obligation.** You are under no obligation to accept our offer, and we may decline to make one.

## Your information

The details you give us are used to value your vehicle and contact you about it, as explained in our [privacy policy]({{path:privacy-policy}}).`,
    }),
    'finance-and-insurance': page({
      title: 'Finance & Insurance',
      summary: 'Car loans, business finance and insurance arranged by the {{name}} finance team, in one visit.',
      body: financeAndInsuranceBody(),
      actions: [
        { label: 'Apply for finance', href: '/apply-for-finance' },
        { label: 'Finance calculator', href: '/finance' },
      ],
    }),
    'finance-pre-approval': page({
      title: 'Finance Pre-Approval',
      summary: 'Find out how much you can borrow before you choose, and buy with confidence.',
      body: preApprovalBody(),
      actions: [
        { label: 'Apply for pre-approval', href: '/apply-for-finance' },
        { label: 'Send a finance enquiry', href: '/finance-enquiry' },
      ],
    }),
    // spec 2 §2 lists /parts/search, /vehicle-parts-and-accessories and /accessories: one page,
    // at the most descriptive path; the other two redirect to it (301).
    'vehicle-parts-and-accessories': page({
      title: 'Parts & Accessories',
      summary: 'Genuine parts and accessories for your vehicle, ordered and fitted by the {{name}} parts team.',
      redirect_from: ['/accessories', '/parts/search'],
      body: `## Genuine parts, the right fit

Our parts interpreters look up the exact part for your vehicle by its VIN, so it fits and performs the way it should. Genuine parts are made to the manufacturer's specifications and come with the manufacturer's parts warranty.

## Accessories

From floor mats, roof racks and tow bars to bike carriers and cargo solutions, we can supply accessories for your vehicle and have them fitted by our technicians.

## Order or ask for a price

Tell us what you need with the form below — include your vehicle's make, model and year, or its VIN, and a part number if you have one — and our parts team will get back to you with availability and a price. Prefer to talk? Call us on {{phone}}.`,
      form: 'parts-enquiry',
    }),
    // spec 1 §2 /dealer-locator: the site's locations, from its configuration.
    'dealer-locator': page({
      title: 'Our Locations',
      summary: 'The address, phone number and opening hours of every {{name}} location.',
      body: 'Drop in for a test drive, a chat about finance or a valuation of your current vehicle — or call ahead and we will have everything ready for you.',
      widget: 'locations',
    }),
  },
  blog: [],
};
