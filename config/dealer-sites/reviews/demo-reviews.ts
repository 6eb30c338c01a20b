/**
 * The demo sites' customer reviews (issue 11; spec 2 §2 reviews: summary and items; spec 2 §9:
 * up to 12 shown, minimum rating 4). Written for the demo; a real dealer's come from its
 * review provider. A summary is its locations' ratings combined (weighted by count) where the
 * site lists them; Saltbush Caravans' is set under the minimum to show the block hidden.
 */
import type { ReviewItem, SiteReviews } from '../../../domain/promotions/promotions';

type Review = Omit<ReviewItem, 'id'>;

const numbered = (first: number, reviews: Review[]): ReviewItem[] => reviews.map((review, i) => ({ id: first + i, ...review }));

export const HARBOUR_MOTORS_REVIEWS: Pick<SiteReviews, 'summary' | 'items'> = {
  summary: { average_rating: '4.6', count: 517 },
  items: numbered(2001, [
    {
      customer_name: 'Sarah M.',
      rating: 5,
      review_date: '2026-11-12',
      text: 'Bought a CX-5 from Josh and the whole thing took an afternoon. No pressure, clear pricing, and the car was detailed and ready when we came back the next day.',
    },
    {
      customer_name: 'Liam O.',
      rating: 5,
      review_date: '2026-11-03',
      text: 'Traded in my old Corolla and got a fair price without any haggling. The finance team explained every figure on the contract.',
    },
    {
      customer_name: 'Kylie B.',
      rating: 4,
      review_date: '2026-10-21',
      text: 'Great range of demos to choose from. Delivery took a few days longer than quoted, but they kept me updated the whole time.',
    },
    {
      customer_name: 'Raj P.',
      rating: 5,
      review_date: '2026-10-09',
      text: 'Second car we have bought here. Friendly team, honest advice on which grade we actually needed, and a smooth handover.',
    },
    {
      customer_name: 'Emma W.',
      rating: 5,
      review_date: '2026-09-27',
      text: 'Test drove three SUVs in one visit and never felt rushed. Ended up in a CX-60 and love it.',
    },
    {
      customer_name: 'Grant H.',
      rating: 3,
      review_date: '2026-09-14',
      text: 'The car is great, but the paperwork on pick-up day took longer than it should have. Sales staff were apologetic and helpful.',
    },
    {
      customer_name: 'Mei L.',
      rating: 5,
      review_date: '2026-08-30',
      text: 'They found me exactly the BT-50 I was after, with a canopy, and had it ready for a work trip the following week.',
    },
    {
      customer_name: 'Chris D.',
      rating: 5,
      review_date: '2026-08-11',
      text: 'Reserved my car online on a Sunday night and had a call first thing Monday. Easy.',
    },
    {
      customer_name: 'Hannah T.',
      rating: 4,
      review_date: '2026-07-25',
      text: 'Good experience overall and a fair trade-in offer. Would have liked a longer test drive, but happy with the car.',
    },
    {
      customer_name: 'Ben K.',
      rating: 5,
      review_date: '2026-07-08',
      text: 'Straight answers to every question. Our salesperson even set up the phone connection and showed us the safety features before we left.',
    },
    {
      customer_name: 'Olivia R.',
      rating: 5,
      review_date: '2026-06-19',
      text: 'First new car and I was nervous about the process. The team made it simple and were patient with all my questions.',
    },
    {
      customer_name: 'Peter S.',
      rating: 4,
      review_date: '2026-05-30',
      text: 'Solid dealership. Competitive price on a demo Mazda3 and no surprises on delivery.',
    },
    { customer_name: 'Dianne F.', rating: 5, review_date: '2026-05-02', text: 'Lovely people. They remembered us from our last purchase five years ago.' },
  ]),
};

export const SUNSET_COAST_SUZUKI_REVIEWS: Pick<SiteReviews, 'summary' | 'items'> = {
  summary: { average_rating: '4.7', count: 294 },
  items: numbered(5001, [
    {
      customer_name: 'Jess A.',
      rating: 5,
      review_date: '2026-11-18',
      text: 'Picked up my new Swift today. Ashleigh was fantastic from the first enquiry to handover, and the price was exactly as quoted.',
    },
    {
      customer_name: 'Mark T.',
      rating: 5,
      review_date: '2026-11-06',
      text: 'Waited a few months for a Jimny XL and the team kept me posted the whole way. Worth it.',
    },
    {
      customer_name: 'Anh N.',
      rating: 5,
      review_date: '2026-10-24',
      text: 'Very patient staff. We test drove the Vitara twice before deciding and nobody pushed us.',
    },
    {
      customer_name: 'Rebecca J.',
      rating: 4,
      review_date: '2026-10-10',
      text: 'Happy with the car and the deal. The showroom was busy on Saturday so expect a short wait.',
    },
    {
      customer_name: 'Steve G.',
      rating: 5,
      review_date: '2026-09-29',
      text: 'Traded in our old ute for an S-Cross. Fair valuation and everything was sorted in one visit.',
    },
    { customer_name: 'Pooja K.', rating: 5, review_date: '2026-09-12', text: 'Clear explanation of the finance options and no pressure to take extras.' },
    {
      customer_name: 'Callum W.',
      rating: 5,
      review_date: '2026-08-28',
      text: 'Great little dealership. They even walked me through the Jimny low-range before my first beach trip.',
    },
    {
      customer_name: 'Louise M.',
      rating: 4,
      review_date: '2026-08-09',
      text: 'Friendly and knowledgeable. Took a while to get the registration sorted but they handled it for us.',
    },
    {
      customer_name: 'Daniel C.',
      rating: 5,
      review_date: '2026-07-21',
      text: 'Bought our daughter her first car here. Safe, affordable and the team were great with her.',
    },
    { customer_name: 'Sophie H.', rating: 5, review_date: '2026-07-03', text: 'Honest, easy to deal with, and they answered emails quickly.' },
    { customer_name: 'Ivan P.', rating: 4, review_date: '2026-06-15', text: 'Good price on a demonstrator Vitara. Handover was thorough.' },
    {
      customer_name: 'Grace Y.',
      rating: 5,
      review_date: '2026-05-27',
      text: 'Second Suzuki from Sunset Coast and the experience was just as good as the first.',
    },
  ]),
};

export const BAYSIDE_PRE_OWNED_REVIEWS: Pick<SiteReviews, 'summary' | 'items'> = {
  summary: { average_rating: '4.9', count: 1750 },
  items: numbered(3001, [
    {
      customer_name: 'Tom R.',
      rating: 5,
      review_date: '2026-11-15',
      text: 'The car was exactly as described online, with the full service history in the glovebox. Refreshing for a used car yard.',
    },
    {
      customer_name: 'Alicia V.',
      rating: 5,
      review_date: '2026-11-01',
      text: 'Reserved a RAV4 online, paid the deposit and collected it two days later. No games.',
    },
    {
      customer_name: 'Josh F.',
      rating: 5,
      review_date: '2026-10-17',
      text: 'The inspection report answered every question I had before I even asked. Very transparent team.',
    },
    {
      customer_name: 'Nadia S.',
      rating: 4,
      review_date: '2026-09-30',
      text: 'Good range and fair prices. A small scratch was fixed before delivery without any fuss.',
    },
    {
      customer_name: 'Warren B.',
      rating: 5,
      review_date: '2026-09-08',
      text: 'Sold them my car and bought another in the same visit. Fast, fair and friendly.',
    },
    { customer_name: 'Ella C.', rating: 5, review_date: '2026-08-19', text: 'Loved that the price on the website was the price. No pressure at all.' },
    {
      customer_name: 'Hamish D.',
      rating: 5,
      review_date: '2026-07-29',
      text: 'Helped me find a reliable first car on a tight budget and explained the warranty clearly.',
    },
    { customer_name: 'Yuki M.', rating: 4, review_date: '2026-07-02', text: 'Easy process from enquiry to pick-up. Would buy from them again.' },
  ]),
};

export const SUNSTATE_MOTOR_GROUP_REVIEWS: Pick<SiteReviews, 'summary' | 'items'> = {
  summary: { average_rating: '4.7', count: 2134 },
  items: numbered(1001, [
    {
      customer_name: 'Michelle K.',
      rating: 5,
      review_date: '2026-11-16',
      text: 'We compared three brands across the group in one weekend. Every dealership was welcoming and the prices were clear.',
    },
    { customer_name: 'Aaron P.', rating: 4, review_date: '2026-10-30', text: 'Good choice of stock and a fair trade-in. Delivery day was well organised.' },
    {
      customer_name: 'Sam L.',
      rating: 5,
      review_date: '2026-10-13',
      text: "Bought a work ute and my partner's hatch from the group this year. Consistently good service.",
    },
    {
      customer_name: 'Fiona G.',
      rating: 5,
      review_date: '2026-09-21',
      text: 'Our salesperson found the exact colour we wanted at another of their dealerships and had it brought over.',
    },
    {
      customer_name: 'Nick E.',
      rating: 4,
      review_date: '2026-08-26',
      text: 'Professional from start to finish. Finance approval took a day longer than hoped.',
    },
    {
      customer_name: 'Rosa T.',
      rating: 5,
      review_date: '2026-08-04',
      text: 'Friendly team who listened to what we needed instead of selling us the most expensive option.',
    },
  ]),
};

/** Average 3.9, under the minimum of 4 (spec 2 §5): configured, and hidden on the site. */
export const SALTBUSH_CARAVANS_REVIEWS: Pick<SiteReviews, 'summary' | 'items'> = {
  summary: { average_rating: '3.9', count: 41 },
  items: numbered(4001, [
    { customer_name: 'Bruce A.', rating: 5, review_date: '2026-10-05', text: 'Great advice on towing weights before we bought our first van.' },
    { customer_name: 'Janet W.', rating: 3, review_date: '2026-09-11', text: 'Nice van, but the handover was rushed.' },
    { customer_name: 'Col M.', rating: 4, review_date: '2026-08-02', text: 'Good selection of pop-tops and a fair trade.' },
    { customer_name: 'Trish H.', rating: 2, review_date: '2026-06-20', text: 'Waited longer than promised for a warranty repair.' },
  ]),
};
