/**
 * The demo sites' vehicle reviews (issue 11; spec 2 §2 '/blog/vehicle-reviews', blog cards),
 * by site slug. Written for the demo; a real dealer's articles come from its configuration.
 * Images are the app's own vehicle pictures (/media/cars/{body}/{colour}/{view}.webp).
 * `{{name}}` and `{{phone}}` are filled from the site (domain/site-content fillPlaceholders).
 */
import type { BlogArticle } from '../../../domain/site-content/site-content';

const HARBOUR_MOTORS: BlogArticle[] = [
  {
    slug: 'mazda-cx-5-review',
    heading: 'Mazda CX-5 review: still the family SUV to beat',
    image: '/media/cars/suv/red/0.webp',
    description:
      'A week with the CX-5 Touring shows why it is still the mid-size SUV we recommend most: quiet, well made, easy to park and genuinely enjoyable to drive.',
    date: '2026-10-14',
    author: 'Daniel Pereira',
    body: `The CX-5 has been Mazda's best seller in Australia for years, and a week of school runs, a trip up to Port Stephens and a Saturday at the tip reminded us why. It does nothing badly, and a few things better than anything else at its price.

## Inside

The cabin is the CX-5's strongest card. The materials feel a class above, the driving position is easy to get right, and the rotary controller for the infotainment screen means you are not jabbing at glass on a bumpy road. Rear-seat space suits two adults or three children, and the boot swallows a week of groceries with a pram on top.

## On the road

Most buyers choose the 2.5-litre petrol with the six-speed automatic, and it is a good match: smooth in traffic, relaxed at 110 km/h, and never short of breath with four on board. The steering is light around town but weights up nicely on a country road, and the ride stays settled over the patchy bits of the Pacific Highway.

## What we like

- A cabin that feels more expensive than it is
- Composed, quiet ride on long trips
- All-wheel drive available on most grades

## What could be better

- The boot is good rather than class-leading
- Rear air vents are not on every grade

## Our verdict

If you want one car that does the family run on weekdays and a road trip at the weekend, the CX-5 is hard to beat. Come and drive one: the {{name}} team can line up the grade you are interested in, or call us on {{phone}}.`,
  },
  {
    slug: 'mazda-bt-50-review',
    heading: 'Mazda BT-50 review: a workhorse that is easy to live with',
    image: '/media/cars/ute/grey/0.webp',
    description:
      'The BT-50 pairs a proven turbo-diesel with a comfortable cabin. We loaded it up, hitched a trailer and took it off the bitumen to see how it copes.',
    date: '2026-09-02',
    author: 'Priya Natarajan',
    body: `Utes have to be several cars at once: a work truck on Monday, a family car on Wednesday and a weekend tow vehicle. The BT-50 handles that juggling act better than most.

## The engine

Under the bonnet is a 3.0-litre four-cylinder turbo-diesel that it shares with the Isuzu D-Max, an engine with a strong reputation for reliability. It is not the quietest at idle, but it pulls cleanly from low revs and settles into a quiet cruise on the freeway.

## Work and play

Dual-cab 4x4 models are rated to tow up to 3,500 kg braked, and with a tandem trailer on the back the BT-50 felt steady and predictable. Off the bitumen, low range and a rear diff lock on 4x4 grades make easy work of a steep fire trail.

## In the cabin

This is where the BT-50 feels most like a Mazda. The seats are supportive on long days, the dash is simple to use with gloves on, and the higher grades add leather-accented trim that wears well.

## What we like

- Proven, torquey turbo-diesel
- Comfortable cabin for a working ute
- Rear diff lock on 4x4 grades

## What could be better

- The rear seat is upright on long trips
- Some rivals offer more power

## Our verdict

A ute that is as comfortable in the school car park as on a building site. Ask us about tray and canopy options, or book a test drive and bring your trailer along.`,
  },
  {
    slug: 'mazda3-hatch-review',
    heading: 'Mazda3 hatch review: small-car size, big-car quality',
    image: '/media/cars/hatch/blue/0.webp',
    description:
      'The Mazda3 is proof that a small car does not have to feel cheap. We spent a week commuting in the hatch to see whether the style comes at a cost.',
    date: '2026-07-22',
    author: 'Daniel Pereira',
    body: `Few small cars turn heads the way the Mazda3 hatch does. The good news is that there is plenty of substance under the sleek panels.

## Living with it

The 2.0-litre petrol is all most drivers will need in town, and it is frugal on the daily commute. The 2.5-litre in higher grades is the one for regular freeway runs, with more urge for overtaking. Both come with a conventional six-speed automatic that shifts smoothly and never hunts between gears.

## Inside

The dashboard is beautifully finished and uncluttered, and the head-up display on higher grades keeps your eyes on the road. The front seats are excellent. The trade-off for that swoopy roofline is a darker back seat and a boot that suits shopping rather than flat-pack furniture.

## What we like

- Premium feel for the price
- Quiet at highway speeds
- Sharp, confident handling

## What could be better

- Rear visibility through the thick rear pillars
- Tighter back seat than some rivals

## Our verdict

For singles and couples who want a small car that feels special every day, the Mazda3 hatch is a standout. If you need more room in the back, ask us about the sedan or the CX-30.`,
  },
];

const SUNSET_COAST_SUZUKI: BlogArticle[] = [
  {
    slug: 'suzuki-jimny-review',
    heading: 'Suzuki Jimny review: small, tough and full of character',
    image: '/media/cars/suv/green/0.webp',
    description:
      'The Jimny is a genuine four-wheel drive in a pocket-sized body. We took it from the Perth CBD to the tracks north of Lancelin to see where it shines.',
    date: '2026-10-28',
    author: 'Megan Clarke',
    body: `There is nothing else quite like the Jimny. It has a ladder-frame chassis, a proper part-time four-wheel-drive system with low range, and a body short enough to park almost anywhere in Perth.

## Off the road

On the sand tracks north of Lancelin the Jimny was in its element. Its light weight and short overhangs mean it skips over soft sand and crests that would trouble far bigger 4WDs. Let the tyres down, select low range, and it simply keeps going.

## On the road

The 1.5-litre four-cylinder petrol is happy around town but works hard at freeway speeds, and the boxy shape means some wind noise. Think of it as a characterful second car or a weekend toy rather than a long-distance tourer.

## Three doors or five

The three-door is the icon, but the five-door Jimny XL adds a longer wheelbase, easier access to the back seat and a far more useful boot. If you carry passengers, it is the one we would choose.

## What we like

- Real off-road ability with low range
- Compact size for city parking
- Huge personality

## What could be better

- Busy at freeway speeds
- Small boot in the three-door

## Our verdict

Buy a Jimny with your heart and you will not be disappointed. Talk to the {{name}} team about the three-door and five-door, or call us on {{phone}}.`,
  },
  {
    slug: 'suzuki-swift-hybrid-review',
    heading: 'Suzuki Swift Hybrid review: the city car that sips',
    image: '/media/cars/hatch/blue/0.webp',
    description:
      'The latest Swift brings a mild-hybrid three-cylinder and more standard safety kit. After a week of city driving we were impressed by how little fuel it used.',
    date: '2026-09-16',
    author: 'Tom Nguyen',
    body: `The Swift has always been a fun, affordable small car. The latest generation keeps that spirit and adds a mild-hybrid 1.2-litre three-cylinder that is noticeably thrifty in stop-start traffic.

## Around town

The little engine is smooth for a three-cylinder, and the mild-hybrid system helps it pull away from the lights without fuss. The CVT automatic is tuned for economy, so relax and it rewards you at the pump. Light steering and a tight turning circle make it a natural in shopping centre car parks.

## Inside

The cabin is simple and well laid out, with a clear touchscreen and physical controls for the air-conditioning. Four adults fit for short trips, and the boot is fine for the weekly shop.

## Safety

Every grade carries a suite of driver-assistance features, including autonomous emergency braking and lane-keeping assistance. Ask us to walk you through the full list for each grade.

## What we like

- Low running costs
- Easy to drive and park
- Strong standard safety

## What could be better

- Small boot
- CVT can drone when pushed

## Our verdict

An easy recommendation for first-car buyers, downsizers and anyone who mostly drives in the city. Book a test drive and see how far a tank goes.`,
  },
  {
    slug: 'suzuki-vitara-review',
    heading: 'Suzuki Vitara review: the sensible small SUV with a fun side',
    image: '/media/cars/suv/orange/0.webp',
    description:
      'The Vitara is roomy, well priced and more fun to drive than most small SUVs. We tested the turbo with ALLGRIP all-wheel drive on a trip to Margaret River.',
    date: '2026-08-05',
    author: 'Megan Clarke',
    body: `Small SUVs are everywhere, but few feel as light on their feet as the Vitara. It is compact enough for the city, practical enough for a family of four, and priced sharply.

## On the road

The turbocharged 1.4-litre petrol in the upper grade is lively and flexible, with enough pull for easy overtaking on the Bussell Highway. The Vitara is light for its size, which helps both the handling and the fuel use. ALLGRIP all-wheel drive on selected grades adds grip on gravel and wet roads.

## Inside

The cabin is hard-wearing rather than plush, but everything is where you expect it. Rear-seat room is good for the class, and the boot took two suitcases and a cooler for our weekend away.

## What we like

- Punchy turbo engine
- Light, agile handling
- ALLGRIP all-wheel drive available

## What could be better

- Some hard plastics inside
- Road noise on coarse surfaces

## Our verdict

If you want a small SUV that is easy to own and still fun on a winding road, put the Vitara on your list. The team at {{name}} can help you choose between the grades.`,
  },
];

export const DEMO_BLOG: Readonly<Record<string, BlogArticle[]>> = {
  'harbour-motors': HARBOUR_MOTORS,
  'sunset-coast-suzuki': SUNSET_COAST_SUZUKI,
};

export const demoBlogOf = (slug: string): BlogArticle[] => DEMO_BLOG[slug] ?? [];
