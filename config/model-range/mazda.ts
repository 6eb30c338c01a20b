/**
 * The Mazda range of Harbour Motors (issue 11 item 2; spec 2 §2 'Explore Our Range', §3 Model).
 *
 * DEMO DATA: model names follow the current Australian Mazda line-up, but every from price,
 * status and description here was written for this demo. They are not Mazda's prices or
 * claims, and not a quote: the pages say so next to the prices.
 */
import type { SiteRange } from '../../domain/models/model-range';
import { manufacturer, modelsOf } from './range-builder';

const MAZDA = manufacturer(17, 'Mazda');

export const MAZDA_RANGE: SiteRange = {
  manufacturers: [MAZDA],
  models: modelsOf(MAZDA, [
    {
      id: 1701,
      name: 'CX-3',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'red',
      from: 28960,
      description: 'A compact city SUV that is easy to park, with a 2.0-litre petrol engine and a raised driving position.',
    },
    {
      id: 1702,
      name: 'CX-30',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'grey',
      from: 35090,
      description: 'A small SUV with a premium cabin, a choice of 2.0 or 2.5-litre engines and available all-wheel drive.',
    },
    {
      id: 1703,
      name: 'CX-5',
      bodies: ['suvs'],
      drawing: 'suv',
      colour: 'blue',
      from: 37110,
      description: 'The mid-size family SUV: room for five, a generous boot and front or all-wheel drive.',
    },
    {
      id: 1704,
      name: 'CX-60',
      bodies: ['suvs', 'hybrids'],
      drawing: 'suv',
      colour: 'white',
      from: 61110,
      description: 'A large five-seat SUV with rear-biased all-wheel drive, offered as a plug-in hybrid or an inline-six diesel.',
    },
    {
      id: 1705,
      name: 'CX-70',
      bodies: ['suvs', 'hybrids'],
      drawing: 'suv',
      colour: 'black',
      from: 74880,
      status: 'new',
      description: 'A two-row luxury SUV for those who want the space of the CX-90 without the third row.',
    },
    {
      id: 1706,
      name: 'CX-80',
      bodies: ['suvs', 'hybrids'],
      drawing: 'suv',
      colour: 'silver',
      from: 70385,
      description: 'Seven seats on the large-SUV platform, with plug-in hybrid and diesel versions.',
    },
    {
      id: 1707,
      name: 'CX-90',
      bodies: ['suvs', 'hybrids'],
      drawing: 'suv',
      colour: 'red',
      from: 76555,
      description: 'The flagship seven or eight-seat SUV, with a mild-hybrid inline-six and all-wheel drive as standard.',
    },
    {
      // '3' is the model as the stock lists it; the page calls it 'Mazda 3'. Its old address /mazda3 redirects.
      id: 1708,
      name: '3',
      slug: 'mazda3',
      newSlug: 'mazda-3',
      bodies: ['cars'],
      drawing: 'hatch',
      colour: 'red',
      from: 33600,
      description: 'The small car in hatch and sedan form, with a 2.0 or 2.5-litre engine and a cabin a class above.',
    },
    {
      // spec 2 §2 routes: /pages/mazda-bt-50-ute-centre — the BT-50's page lives there.
      id: 1709,
      name: 'BT-50',
      overrideUrl: '/pages/mazda-bt-50-ute-centre',
      bodies: ['utes'],
      drawing: 'ute',
      colour: 'white',
      from: 45930,
      description: 'A dual-cab and single-cab ute with a 3.0-litre turbo-diesel, 3.5-tonne towing and 4x2 or 4x4.',
    },
    {
      id: 1710,
      name: 'MX-5',
      bodies: ['sports', 'cars'],
      drawing: 'convertible',
      colour: 'red',
      from: 44020,
      description: 'The two-seat roadster: light, rear-wheel drive and available as a soft-top or a retractable hardtop.',
    },
    {
      id: 1711,
      name: '6e',
      bodies: ['cars'],
      drawing: 'sedan',
      colour: 'grey',
      status: 'coming_soon',
      secondImage: false,
      description: 'An all-electric liftback sedan, due in Australia soon. Register your interest for launch details and pricing.',
    },
  ]),
};
