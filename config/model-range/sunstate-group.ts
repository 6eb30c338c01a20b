/**
 * The ranges of the Sunstate Motor Group's car franchises — Hyundai, Kia, Toyota, Ford and
 * Mitsubishi (issue 11 item 2; spec 1 §2 /brands and /{brand}/overview; spec 2 §2, §3).
 *
 * DEMO DATA: model names follow the current Australian line-ups, but every from price,
 * status and description here was written for this demo. They are not the manufacturers'
 * prices or claims, and not a quote: the pages say so next to the prices. The two logos are
 * plain lettering badges drawn for the demo (ui/public/logos/brands), not the brands' marks.
 */
import type { SiteRange } from '../../domain/models/model-range';
import { manufacturer, modelsOf } from './range-builder';

const HYUNDAI = manufacturer(11, 'Hyundai');
const KIA = manufacturer(14, 'Kia');
const TOYOTA = manufacturer(26, 'Toyota', '/logos/brands/toyota.svg');
const FORD = manufacturer(8, 'Ford');
const MITSUBISHI = manufacturer(19, 'Mitsubishi', '/logos/brands/mitsubishi.svg');

export const SUNSTATE_GROUP_RANGE: SiteRange = {
  manufacturers: [HYUNDAI, KIA, TOYOTA, FORD, MITSUBISHI],
  models: [
    ...modelsOf(HYUNDAI, [
      {
        id: 1101, name: 'Venue', bodies: ['suvs'], drawing: 'suv', colour: 'white', from: 25750,
        description: 'A light SUV for the city, with a 1.6-litre engine, a high seating position and a tidy turning circle.',
      },
      {
        id: 1102, name: 'i30', bodies: ['cars', 'hybrids'], drawing: 'hatch', colour: 'blue', from: 28720,
        description: 'The small car as a hatch or sedan, including the i30 Sedan Hybrid for the lowest running costs.',
      },
      {
        id: 1103, name: 'Kona', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'green', from: 34000,
        description: 'A small SUV with petrol, hybrid and electric versions and a roomy second row.',
      },
      {
        id: 1104, name: 'Tucson', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'silver', from: 36450,
        description: 'The mid-size family SUV, with petrol, diesel and hybrid engines and front or all-wheel drive.',
      },
      {
        // Its old address /santafe redirects to /santa-fe.
        id: 1105, name: 'Santa Fe', slug: 'santafe', newSlug: 'santa-fe', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'grey', from: 55500, status: 'new',
        description: 'The all-new seven-seat SUV, boxier and roomier than before, with a 1.6-litre turbo hybrid.',
      },
      {
        id: 1106, name: 'i30 N', slug: 'i30-n', bodies: ['sports', 'cars'], drawing: 'hatch', colour: 'red', from: 51200,
        description: 'The hot hatch: a 2.0-litre turbo, a limited-slip differential and a manual or eight-speed dual-clutch.',
      },
    ]),
    ...modelsOf(KIA, [
      {
        id: 1401, name: 'Picanto', bodies: ['cars'], drawing: 'hatch', colour: 'yellow', from: 17690,
        description: 'The smallest Kia: an easy city car with a 1.2-litre engine and plenty of standard safety gear.',
      },
      {
        id: 1402, name: 'K4', bodies: ['cars'], drawing: 'sedan', colour: 'blue', from: 29990, status: 'new',
        description: 'The small sedan that replaces the Cerato, with a larger cabin and a 2.0-litre or 1.6-litre turbo engine.',
      },
      {
        id: 1403, name: 'Seltos', bodies: ['suvs'], drawing: 'suv', colour: 'orange', from: 30990,
        description: 'A small SUV with a big boot, front or all-wheel drive and a turbo-petrol option.',
      },
      {
        id: 1404, name: 'Sportage', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'grey', from: 35370,
        description: 'The mid-size SUV with petrol, diesel and hybrid engines and one of the largest boots in its class.',
      },
      {
        id: 1405, name: 'Sorento', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'black', from: 49990,
        description: 'A seven-seat family SUV, with a diesel or a plug-in hybrid.',
      },
      {
        id: 1406, name: 'EV6', bodies: ['suvs', 'sports'], drawing: 'suv', colour: 'silver', from: 69990,
        description: 'An electric crossover with fast charging, rear or all-wheel drive, and the high-performance GT.',
      },
      {
        // A model page at an address of its own (spec 2 §3 override_url).
        id: 1407, name: 'Tasman', overrideUrl: '/kia/tasman', bodies: ['utes'], drawing: 'ute', colour: 'white', from: 49990, status: 'new',
        description: 'Kia’s first ute: dual-cab, 2.2-litre turbo-diesel, 3.5-tonne towing and an X-Pro off-road grade.',
      },
    ]),
    ...modelsOf(TOYOTA, [
      {
        id: 2601, name: 'Yaris Cross', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'orange', from: 30160,
        description: 'A light SUV with a frugal 1.5-litre hybrid and available all-wheel drive.',
      },
      {
        id: 2602, name: 'Corolla', bodies: ['cars', 'hybrids'], drawing: 'hatch', colour: 'white', from: 30500,
        description: 'The small car as a hatch or sedan, hybrid as standard across the range.',
      },
      {
        id: 2603, name: 'Camry', bodies: ['cars', 'hybrids'], drawing: 'sedan', colour: 'silver', from: 39990,
        description: 'The mid-size sedan, now hybrid-only, with a spacious back seat and a big boot.',
      },
      {
        id: 2604, name: 'RAV4', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'blue', from: 37250,
        description: 'The best-selling mid-size SUV, with hybrid front or all-wheel drive.',
      },
      {
        id: 2605, name: 'Kluger', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'grey', from: 60400,
        description: 'A seven-seat SUV with a 2.5-litre hybrid or a 2.4-litre turbo-petrol.',
      },
      {
        id: 2606, name: 'Prado', bodies: ['suvs'], drawing: 'suv', colour: 'beige', from: 73000, status: 'new',
        description: 'The new-generation Prado: a tougher look, a 2.8-litre turbo-diesel with mild-hybrid assist and seven seats.',
      },
      {
        id: 2607, name: 'LandCruiser', bodies: ['suvs'], drawing: 'suv', colour: 'white', from: 98000,
        description: 'The LandCruiser 300 Series: a twin-turbo V6 diesel, full-time four-wheel drive and a 3.5-tonne towing capacity.',
      },
      {
        id: 2608, name: 'HiLux', bodies: ['utes'], drawing: 'ute', colour: 'silver', from: 30320,
        description: 'The ute, in single, extra and double cab, two or four-wheel drive, from workhorse to the GR Sport.',
      },
      {
        id: 2609, name: 'GR86', bodies: ['sports', 'cars'], drawing: 'coupe', colour: 'red', from: 46990,
        description: 'A rear-wheel-drive sports coupe with a 2.4-litre flat-four and a six-speed manual or automatic.',
      },
    ]),
    ...modelsOf(FORD, [
      {
        id: 801, name: 'Ranger', bodies: ['utes'], drawing: 'ute', colour: 'blue', from: 37000,
        description: 'Australia’s favourite ute: diesel four or V6, single, super and double cab, 4x2 or 4x4.',
      },
      {
        id: 802, name: 'Ranger PHEV', slug: 'ranger-phev', bodies: ['utes', 'hybrids'], drawing: 'ute', colour: 'grey', from: 71990, status: 'new',
        description: 'The plug-in hybrid Ranger: electric-only driving around town, 3.5-tonne towing and 4x4.',
      },
      {
        id: 803, name: 'Everest', bodies: ['suvs'], drawing: 'suv', colour: 'bronze', from: 55990,
        description: 'A seven-seat off-road SUV built on the Ranger, with a V6 diesel on the upper grades.',
      },
      {
        id: 804, name: 'Mustang', bodies: ['sports', 'cars'], drawing: 'coupe', colour: 'orange', from: 66990,
        description: 'The V8 fastback and convertible, with a ten-speed automatic or a six-speed manual.',
      },
      {
        id: 805, name: 'Mustang Mach-E', slug: 'mustang-mach-e', bodies: ['suvs'], drawing: 'suv', colour: 'white', status: 'coming_soon', secondImage: false,
        description: 'The electric Mustang SUV. Register your interest for updated pricing and arrival dates.',
      },
    ]),
    ...modelsOf(MITSUBISHI, [
      {
        id: 1901, name: 'ASX', bodies: ['suvs'], drawing: 'suv', colour: 'red', from: 29990,
        description: 'A small SUV with a 2.0-litre or 2.4-litre engine and a high-riding, practical cabin.',
      },
      {
        id: 1902, name: 'Eclipse Cross', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'red', from: 33990,
        description: 'A small SUV with a turbo-petrol engine or a plug-in hybrid with twin-motor all-wheel drive.',
      },
      {
        id: 1903, name: 'Outlander', bodies: ['suvs', 'hybrids'], drawing: 'suv', colour: 'grey', from: 38490,
        description: 'The seven-seat family SUV, also offered as a plug-in hybrid with around 80 km of electric range.',
      },
      {
        id: 1904, name: 'Pajero Sport', bodies: ['suvs'], drawing: 'suv', colour: 'white', from: 50690,
        description: 'A ladder-frame seven-seat SUV with a 2.4-litre turbo-diesel and Super Select 4WD.',
      },
      {
        id: 1905, name: 'Triton', bodies: ['utes'], drawing: 'ute', colour: 'black', from: 35990, status: 'new',
        description: 'The new-generation ute, with a 2.4-litre bi-turbo diesel and 3.5-tonne towing.',
      },
    ]),
  ],
};
