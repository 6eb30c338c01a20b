/**
 * Cars popular in Australia, with the series, badges and powertrains a dealer feed carries.
 * Prices: today's drive-away price of that badge new (AUD), see catalogue-model.ts.
 */
import {
  A4, A5, A6, A7, A8, A9, A10, CAB_CHASSIS, CONVERTIBLE, COUPE, CVT, DCT6, DCT7, DCT8, HATCH, M5, M6,
  PEOPLE_MOVER, R1, SEDAN, SUV, UTE, VAN, WAGON, type CatalogueModel, ev, model, pt,
} from './catalogue-model';

const toyota: CatalogueModel[] = [
  model('Toyota', 'HiLux', {
    body: UTE, pop: 10, resale: 1.15, seats: 5, doors: 4, dims: [5325, 1855, 1815], tank: 80, gvm: 3050, drive: '4WD',
    gens: 'KUN26R:2011-2015, GUN126R:2016-',
    pts: {
      d30: pt('diesel', 4, 3.0, 'Turbo', 343, 8.9, A4, M5),
      d24: pt('diesel', 4, 2.4, 'Turbo', 400, 7.9, A6, M6, 0.3),
      d28: pt('diesel', 4, 2.8, 'Turbo', 500, 8.4, A6, M6),
    },
    badges: [
      ['Workmate', 40000, 'd30', 0, { to: 2015, drive: 'RWD' }],
      ['SR', 48000, 'd30', 1, { to: 2015 }],
      ['SR5', 58000, 'd30', 2, { to: 2015, weight: 2 }],
      ['Workmate', 44000, 'd24', 0, { from: 2016, drive: 'RWD' }],
      ['SR', 58000, 'd28', 1, { from: 2016 }],
      ['SR5', 67000, 'd28', 2, { from: 2016, weight: 3 }],
      ['Rogue', 74000, 'd28', 3, { from: 2018 }],
      ['Rugged X', 73000, 'd28', 3, { from: 2018, to: 2020 }],
      ['GR Sport', 79000, 'd28', 3, { from: 2023 }],
    ],
  }),
  model('Toyota', 'RAV4', {
    body: SUV, pop: 9, resale: 1.15, seats: 5, doors: 4, dims: [4600, 1855, 1685], tank: 55, gvm: 2180, drive: 'FWD',
    gens: 'ASA44R:2013-2018, AXAH54R:2019-',
    pts: {
      p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 187, 7.4, CVT, M6, 0.1),
      p25o: pt('petrol', 4, 2.5, 'Naturally Aspirated', 233, 8.5, A6),
      p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 243, 6.5, CVT),
      h25: pt('hybrid', 4, 2.5, 'Naturally Aspirated', 221, 4.7, CVT),
    },
    badges: [
      ['GX', 34000, 'p20', 0, { to: 2018 }],
      ['GXL', 41000, 'p25o', 1, { to: 2018, drive: 'AWD' }],
      ['Cruiser', 47000, 'p25o', 2, { to: 2018, drive: 'AWD' }],
      ['GX', 38000, 'p25', 0, { from: 2019 }],
      ['GX Hybrid', 41500, 'h25', 0, { from: 2019, weight: 2 }],
      ['GXL Hybrid', 46500, 'h25', 1, { from: 2019, weight: 3 }],
      ['XSE Hybrid', 51000, 'h25', 2, { from: 2022, drive: 'AWD' }],
      ['Cruiser Hybrid', 54500, 'h25', 2, { from: 2019, drive: 'AWD', weight: 2 }],
      ['Edge', 57000, 'p25', 3, { from: 2019, to: 2024, drive: 'AWD' }],
    ],
  }),
  model('Toyota', 'LandCruiser', {
    body: SUV, pop: 4, resale: 1.25, seats: 7, doors: 4, dims: [4985, 1980, 1950], tank: 110, gvm: 3280, drive: '4WD',
    gens: 'VDJ200R:2012-2021, FJA300R:2022-',
    pts: {
      v8d: pt('diesel', 8, 4.5, 'Twin Turbo', 650, 9.5, A6),
      v6d: pt('diesel', 6, 3.3, 'Twin Turbo', 700, 8.9, A10),
    },
    badges: [
      ['GX', 80000, 'v8d', 0, { to: 2021 }],
      ['GXL', 90000, 'v8d', 1, { to: 2021, weight: 2 }],
      ['VX', 102000, 'v8d', 2, { to: 2021 }],
      ['Sahara', 122000, 'v8d', 3, { to: 2021 }],
      ['GX', 96000, 'v6d', 0, { from: 2022 }],
      ['GXL', 107000, 'v6d', 1, { from: 2022, weight: 2 }],
      ['VX', 119000, 'v6d', 2, { from: 2022 }],
      ['Sahara', 132000, 'v6d', 3, { from: 2022 }],
      ['GR Sport', 141000, 'v6d', 3, { from: 2022 }],
      ['Sahara ZX', 144000, 'v6d', 3, { from: 2022 }],
    ],
  }),
  model('Toyota', 'LandCruiser 70', {
    body: CAB_CHASSIS, pop: 2, resale: 1.3, seats: 3, doors: 2, dims: [5230, 1870, 1955], tank: 130, gvm: 3510, drive: '4WD', ancap: null,
    gens: 'VDJ79R:2012-2023, GDJ79R:2024-',
    pts: {
      v8d: pt('diesel', 8, 4.5, 'Turbo', 430, 10.7, M5),
      d28: pt('diesel', 4, 2.8, 'Turbo', 500, 9.6, A6, M5, 0.3),
    },
    badges: [
      ['Workmate', 78000, 'v8d', 0, { to: 2023 }],
      ['GXL', 86000, 'v8d', 1, { to: 2023 }],
      ['Workmate', 80000, 'd28', 0, { from: 2024 }],
      ['GXL', 88000, 'd28', 1, { from: 2024 }],
    ],
  }),
  model('Toyota', 'Prado', {
    body: SUV, pop: 4, resale: 1.15, seats: 7, doors: 4, dims: [4995, 1885, 1890], tank: 110, gvm: 2990, drive: '4WD',
    gens: 'GDJ150R:2015-2024, GDJ250R:2025-',
    pts: { d28: pt('diesel', 4, 2.8, 'Turbo', 500, 8.0, A6), d28e: pt('hybrid', 4, 2.8, 'Turbo', 500, 7.9, A8) },
    badges: [
      ['GX', 62000, 'd28', 0, { to: 2024 }],
      ['GXL', 70000, 'd28', 1, { to: 2024, weight: 2 }],
      ['VX', 80000, 'd28', 2, { to: 2024 }],
      ['Kakadu', 92000, 'd28', 3, { to: 2024 }],
      ['GX', 74000, 'd28e', 0, { from: 2025 }],
      ['GXL', 84000, 'd28e', 1, { from: 2025, weight: 2 }],
      ['VX', 93000, 'd28e', 2, { from: 2025 }],
      ['Kakadu', 101000, 'd28e', 3, { from: 2025 }],
    ],
  }),
  model('Toyota', 'Corolla', {
    body: HATCH, pop: 8, resale: 1.2, seats: 5, doors: 4, dims: [4375, 1790, 1435], tank: 50, gvm: 1800, drive: 'FWD',
    gens: 'ZRE182R:2012-2018, MZEA12R:2019-',
    pts: {
      p18: pt('petrol', 4, 1.8, 'Naturally Aspirated', 173, 6.1, CVT, M6),
      p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 205, 6.0, CVT),
      h18: pt('hybrid', 4, 1.8, 'Naturally Aspirated', 142, 4.2, CVT),
    },
    badges: [
      ['Ascent', 25000, 'p18', 0, { to: 2018 }],
      ['Ascent Sport', 27000, 'p18', 0, { to: 2018, weight: 2 }],
      ['SX', 30000, 'p18', 1, { to: 2018 }],
      ['ZR', 35000, 'p18', 2, { to: 2018 }],
      ['Ascent Sport', 30500, 'p20', 0, { from: 2019, weight: 2 }],
      ['Ascent Sport Hybrid', 33500, 'h18', 0, { from: 2019, weight: 2 }],
      ['SX Hybrid', 36500, 'h18', 1, { from: 2019 }],
      ['ZR Hybrid', 40500, 'h18', 2, { from: 2019 }],
    ],
  }),
  model('Toyota', 'Camry', {
    body: SEDAN, pop: 4, resale: 1.0, seats: 5, doors: 4, dims: [4905, 1840, 1445], tank: 50, gvm: 2100, drive: 'FWD',
    gens: 'ASV50R:2012-2017, AXVH71R:2018-2024, AXVH80R:2025-',
    pts: { p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 231, 7.8, A6), h25: pt('hybrid', 4, 2.5, 'Naturally Aspirated', 221, 4.2, CVT) },
    badges: [
      ['Altise', 33000, 'p25', 0, { to: 2017, weight: 2 }],
      ['Atara SX', 38000, 'p25', 1, { to: 2017 }],
      ['Ascent Hybrid', 40000, 'h25', 0, { from: 2018, weight: 2 }],
      ['SX Hybrid', 45500, 'h25', 1, { from: 2018 }],
      ['SL Hybrid', 52000, 'h25', 2, { from: 2018 }],
    ],
  }),
  model('Toyota', 'Kluger', {
    body: SUV, pop: 3, resale: 1.05, seats: 7, doors: 4, dims: [4966, 1930, 1755], tank: 72, gvm: 2750, drive: 'AWD',
    gens: 'GSU55R:2014-2021, GYU75R:2022-',
    pts: { v6: pt('petrol', 6, 3.5, 'Naturally Aspirated', 350, 9.5, A8), p24t: pt('petrol', 4, 2.4, 'Turbo', 420, 8.9, A8), h25: pt('hybrid', 4, 2.5, 'Naturally Aspirated', 242, 5.6, CVT) },
    badges: [
      ['GX', 52000, 'v6', 0, { to: 2021, drive: 'FWD' }],
      ['GXL', 63000, 'v6', 1, { to: 2021 }],
      ['Grande', 75000, 'v6', 3, { to: 2021 }],
      ['GX', 59000, 'p24t', 0, { from: 2022 }],
      ['GXL Hybrid', 72000, 'h25', 1, { from: 2022, weight: 2 }],
      ['Grande Hybrid', 84000, 'h25', 3, { from: 2022 }],
    ],
  }),
  model('Toyota', 'HiAce', {
    body: VAN, pop: 3, resale: 1.1, seats: 3, doors: 4, dims: [5265, 1950, 1990], tank: 70, gvm: 3300, drive: 'RWD', kmPerYear: [15_000, 30_000],
    gens: 'KDH201R:2012-2018, GDH300R:2019-',
    pts: { d30: pt('diesel', 4, 3.0, 'Turbo', 300, 8.9, A4, M5), d28: pt('diesel', 4, 2.8, 'Turbo', 450, 8.4, A6) },
    badges: [['LWB Van', 42000, 'd30', 0, { to: 2018 }], ['LWB Van', 52000, 'd28', 0, { from: 2019 }], ['SLWB Van', 57000, 'd28', 1, { from: 2019 }]],
  }),
  model('Toyota', 'Yaris Cross', {
    body: SUV, pop: 3, resale: 1.05, seats: 5, doors: 4, dims: [4180, 1765, 1590], tank: 42, gvm: 1655, drive: 'FWD',
    gens: 'MXPB10R:2020-',
    pts: { p15: pt('petrol', 3, 1.5, 'Naturally Aspirated', 145, 5.4, CVT), h15: pt('hybrid', 3, 1.5, 'Naturally Aspirated', 120, 3.8, CVT) },
    badges: [['GX', 31000, 'p15', 0], ['GXL Hybrid', 37500, 'h15', 1, { weight: 2 }], ['Urban Hybrid', 42000, 'h15', 2, { drive: 'AWD' }]],
  }),
  model('Toyota', 'GR86', {
    body: COUPE, pop: 1, resale: 1.1, seats: 4, doors: 2, dims: [4265, 1775, 1310], tank: 50, gvm: 1700, drive: 'RWD',
    gens: 'ZN8:2022-',
    pts: { p24: pt('premium', 4, 2.4, 'Naturally Aspirated', 250, 9.5, A6, M6, 0.6) },
    badges: [['GT', 47000, 'p24', 1], ['GTS', 52000, 'p24', 2]],
  }),
];

const ford: CatalogueModel[] = [
  model('Ford', 'Ranger', {
    body: UTE, pop: 10, resale: 1.1, seats: 5, doors: 4, dims: [5370, 1918, 1884], tank: 80, gvm: 3280, drive: '4WD',
    gens: 'PX:2012-2015, PX MkII:2016-2018, PX MkIII:2019-2022, PY:2023-',
    pts: {
      d32: pt('diesel', 5, 3.2, 'Turbo', 470, 8.9, A6, M6),
      d20bt: pt('diesel', 4, 2.0, 'Twin Turbo', 500, 7.4, A10),
      d20: pt('diesel', 4, 2.0, 'Turbo', 405, 7.2, A6, M6),
      v6d: pt('diesel', 6, 3.0, 'Turbo', 600, 8.4, A10),
      v6p: pt('premium', 6, 3.0, 'Twin Turbo', 583, 12.0, A10),
    },
    badges: [
      ['XL', 46000, 'd32', 0, { to: 2022, drive: '4WD' }],
      ['XLT', 58000, 'd32', 2, { to: 2022, weight: 3 }],
      ['Wildtrak', 64000, 'd32', 3, { to: 2018, weight: 2 }],
      ['Wildtrak', 66000, 'd20bt', 3, { from: 2019, to: 2022, weight: 2 }],
      ['Raptor', 78000, 'd20bt', 3, { from: 2019, to: 2022 }],
      ['XL', 56000, 'd20', 0, { from: 2023 }],
      ['XLS', 59000, 'd20', 1, { from: 2023 }],
      ['XLT', 67000, 'd20bt', 2, { from: 2023, weight: 3 }],
      ['Sport', 70000, 'v6d', 2, { from: 2023 }],
      ['Wildtrak', 76000, 'v6d', 3, { from: 2023, weight: 3 }],
      ['Platinum', 83000, 'v6d', 3, { from: 2023 }],
      ['Raptor', 95000, 'v6p', 3, { from: 2023 }],
    ],
  }),
  model('Ford', 'Everest', {
    body: SUV, pop: 5, resale: 1.05, seats: 7, doors: 4, dims: [4914, 1923, 1842], tank: 80, gvm: 3150, drive: '4WD',
    gens: 'UA:2015-2018, UA II:2019-2022, UB:2023-',
    pts: { d32: pt('diesel', 5, 3.2, 'Turbo', 470, 8.5, A6), d20bt: pt('diesel', 4, 2.0, 'Twin Turbo', 500, 7.1, A10), v6d: pt('diesel', 6, 3.0, 'Turbo', 600, 8.5, A10) },
    badges: [
      ['Trend', 62000, 'd32', 1, { to: 2022 }],
      ['Titanium', 74000, 'd32', 3, { to: 2018 }],
      ['Titanium', 77000, 'd20bt', 3, { from: 2019, to: 2022 }],
      ['Ambiente', 60000, 'd20bt', 0, { from: 2019, to: 2022, drive: 'RWD' }],
      ['Ambiente', 62000, 'd20bt', 0, { from: 2023 }],
      ['Trend', 70000, 'd20bt', 1, { from: 2023, weight: 2 }],
      ['Sport', 75000, 'v6d', 2, { from: 2023 }],
      ['Platinum', 90000, 'v6d', 3, { from: 2023 }],
    ],
  }),
  model('Ford', 'Mustang', {
    body: COUPE, pop: 1, resale: 0.95, seats: 4, doors: 2, dims: [4789, 1916, 1381], tank: 61, gvm: 2150, drive: 'RWD',
    gens: 'FN:2015-2023, S650:2024-',
    pts: { p23t: pt('premium', 4, 2.3, 'Turbo', 448, 9.5, A10), v8: pt('premium', 8, 5.0, 'Naturally Aspirated', 556, 12.7, A10, M6, 0.35) },
    badges: [['EcoBoost', 64000, 'p23t', 1], ['GT', 82000, 'v8', 2, { weight: 2 }], ['Mach 1', 96000, 'v8', 3, { from: 2021, to: 2023 }], ['Dark Horse', 110000, 'v8', 3, { from: 2024 }]],
  }),
  model('Ford', 'Transit Custom', {
    body: VAN, pop: 2, resale: 0.95, seats: 3, doors: 4, dims: [5050, 2080, 1980], tank: 70, gvm: 3200, drive: 'FWD', kmPerYear: [15_000, 30_000],
    gens: 'VN:2018-2023, VO:2024-',
    pts: { d20: pt('diesel', 4, 2.0, 'Turbo', 405, 7.6, A6, M6, 0.2) },
    badges: [['320S SWB', 52000, 'd20', 0], ['340L LWB', 56000, 'd20', 1]],
  }),
  model('Ford', 'Falcon', {
    body: SEDAN, pop: 2, resale: 1.1, seats: 5, doors: 4, dims: [4949, 1868, 1453], tank: 68, gvm: 2290, drive: 'RWD', ancap: 5,
    gens: 'FG:2012-2014, FG X:2015-2016',
    pts: { i6: pt('petrol', 6, 4.0, 'Naturally Aspirated', 391, 9.9, A6), i6t: pt('petrol', 6, 4.0, 'Turbo', 576, 11.7, A6, M6, 0.2), v8s: pt('premium', 8, 5.0, 'Supercharged', 570, 13.6, A6, M6, 0.3) },
    badges: [['XR6', 42000, 'i6', 1, { weight: 2 }], ['G6E', 45000, 'i6', 2], ['XR6 Turbo', 52000, 'i6t', 2], ['XR8', 60000, 'v8s', 3]],
  }),
];

const mazda: CatalogueModel[] = [
  model('Mazda', 'CX-5', {
    body: SUV, pop: 9, resale: 1.05, seats: 5, doors: 4, dims: [4575, 1845, 1680], tank: 58, gvm: 2150, drive: 'FWD',
    gens: 'KE:2012-2017, KF:2018-',
    pts: {
      p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 200, 6.9, A6, M6, 0.1),
      p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 252, 7.4, A6),
      p25t: pt('petrol', 4, 2.5, 'Turbo', 420, 8.2, A6),
      d22: pt('diesel', 4, 2.2, 'Twin Turbo', 450, 5.7, A6),
    },
    badges: [
      ['Maxx', 31000, 'p20', 0, { to: 2017 }],
      ['Maxx Sport', 36000, 'p25', 1, { to: 2017, drive: 'AWD', weight: 2 }],
      ['Grand Touring', 46000, 'd22', 3, { to: 2017, drive: 'AWD' }],
      ['Maxx', 36000, 'p20', 0, { from: 2018 }],
      ['Maxx Sport', 41000, 'p25', 1, { from: 2018, weight: 3 }],
      ['Touring', 45000, 'p25', 2, { from: 2018, drive: 'AWD', weight: 2 }],
      ['GT SP', 52000, 'p25t', 3, { from: 2021, drive: 'AWD' }],
      ['Akera', 55000, 'p25t', 3, { from: 2018, drive: 'AWD' }],
    ],
  }),
  model('Mazda', 'CX-3', {
    body: SUV, pop: 5, resale: 1.0, seats: 5, doors: 4, dims: [4275, 1765, 1550], tank: 48, gvm: 1680, drive: 'FWD',
    gens: 'DK:2015-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 195, 6.3, A6, M6, 0.1) },
    badges: [['Neo Sport', 28000, 'p20', 0, { weight: 2 }], ['Maxx Sport', 31500, 'p20', 1, { weight: 2 }], ['sTouring', 35000, 'p20', 2], ['Akari', 38000, 'p20', 3, { drive: 'AWD' }]],
  }),
  model('Mazda', 'CX-30', {
    body: SUV, pop: 4, resale: 1.0, seats: 5, doors: 4, dims: [4395, 1795, 1540], tank: 51, gvm: 1860, drive: 'FWD',
    gens: 'DM:2020-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 200, 6.5, A6), p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 252, 6.6, A6) },
    badges: [['G20 Pure', 34000, 'p20', 0], ['G20 Evolve', 37000, 'p20', 1, { weight: 2 }], ['G25 Touring', 41000, 'p25', 2], ['G25 Astina', 47000, 'p25', 3, { drive: 'AWD' }]],
  }),
  model('Mazda', '3', {
    body: HATCH, pop: 6, resale: 1.0, seats: 5, doors: 4, dims: [4460, 1795, 1435], tank: 51, gvm: 1800, drive: 'FWD',
    gens: 'BM:2014-2016, BN:2017-2019, BP:2020-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 200, 6.2, A6, M6, 0.15), p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 252, 6.6, A6) },
    badges: [
      ['Neo', 25000, 'p20', 0, { to: 2019 }],
      ['Maxx', 28000, 'p20', 1, { to: 2019, weight: 2 }],
      ['SP25', 31000, 'p25', 2, { to: 2019, weight: 2 }],
      ['SP25 Astina', 37000, 'p25', 3, { to: 2019 }],
      ['G20 Pure', 31000, 'p20', 0, { from: 2020 }],
      ['G20 Evolve', 34000, 'p20', 1, { from: 2020, weight: 2 }],
      ['G25 GT', 40000, 'p25', 2, { from: 2020 }],
      ['G25 Astina', 43000, 'p25', 3, { from: 2020 }],
    ],
  }),
  model('Mazda', 'BT-50', {
    body: UTE, pop: 5, resale: 1.0, seats: 5, doors: 4, dims: [5280, 1870, 1810], tank: 76, gvm: 3100, drive: '4WD',
    gens: 'UR:2015-2020, TF:2021-',
    pts: { d32: pt('diesel', 5, 3.2, 'Turbo', 470, 9.2, A6, M6), d30: pt('diesel', 4, 3.0, 'Turbo', 450, 8.0, A6, M6, 0.1) },
    badges: [
      ['XT', 45000, 'd32', 0, { to: 2020 }],
      ['XTR', 52000, 'd32', 2, { to: 2020, weight: 2 }],
      ['GT', 56000, 'd32', 3, { to: 2020 }],
      ['XT', 56000, 'd30', 0, { from: 2021 }],
      ['XTR', 63000, 'd30', 2, { from: 2021, weight: 2 }],
      ['GT', 67000, 'd30', 3, { from: 2021 }],
      ['Thunder', 73000, 'd30', 3, { from: 2022 }],
    ],
  }),
  model('Mazda', 'CX-9', {
    body: SUV, pop: 3, resale: 0.95, seats: 7, doors: 4, dims: [5075, 1969, 1747], tank: 74, gvm: 2610, drive: 'FWD',
    gens: 'TC:2016-2024',
    pts: { p25t: pt('petrol', 4, 2.5, 'Turbo', 420, 8.8, A6) },
    badges: [['Sport', 50000, 'p25t', 0], ['Touring', 58000, 'p25t', 1, { weight: 2 }], ['GT', 66000, 'p25t', 2, { drive: 'AWD' }], ['Azami', 72000, 'p25t', 3, { drive: 'AWD' }]],
  }),
  model('Mazda', 'CX-60', {
    body: SUV, pop: 2, resale: 0.9, seats: 5, doors: 4, dims: [4740, 1890, 1685], tank: 58, gvm: 2565, drive: 'AWD',
    gens: 'KH:2023-',
    pts: { phev: pt('plugin', 4, 2.5, 'Naturally Aspirated', 500, 2.1, A8), d33: pt('diesel', 6, 3.3, 'Turbo', 550, 4.9, A8) },
    badges: [['G40e Evolve', 64000, 'phev', 1], ['D50e Touring', 73000, 'd33', 2], ['D50e Azami', 82000, 'd33', 3]],
  }),
  model('Mazda', 'MX-5', {
    body: CONVERTIBLE, pop: 1, resale: 1.05, seats: 2, doors: 2, dims: [3915, 1735, 1230], tank: 45, gvm: 1300, drive: 'RWD',
    gens: 'ND:2015-',
    pts: { p20: pt('premium', 4, 2.0, 'Naturally Aspirated', 205, 6.9, A6, M6, 0.55) },
    badges: [['Roadster', 42000, 'p20', 1], ['Roadster GT', 48000, 'p20', 2], ['RF GT', 52000, 'p20', 3]],
  }),
];

const mitsubishi: CatalogueModel[] = [
  model('Mitsubishi', 'Triton', {
    body: UTE, pop: 8, resale: 0.95, seats: 5, doors: 4, dims: [5305, 1815, 1795], tank: 75, gvm: 2900, drive: '4WD',
    gens: 'MQ:2015-2018, MR:2019-2024, MV:2025-',
    pts: { d24: pt('diesel', 4, 2.4, 'Turbo', 430, 7.6, A6, M6), d24bt: pt('diesel', 4, 2.4, 'Twin Turbo', 470, 7.7, A6, M6, 0.1) },
    badges: [
      ['GLX', 42000, 'd24', 0, { to: 2024 }],
      ['GLX+', 47000, 'd24', 1, { to: 2024, weight: 2 }],
      ['GLS', 52000, 'd24', 2, { to: 2024, weight: 2 }],
      ['GSR', 57000, 'd24', 3, { from: 2021, to: 2024 }],
      ['GLX', 49000, 'd24bt', 0, { from: 2025 }],
      ['GLX+', 55000, 'd24bt', 1, { from: 2025, weight: 2 }],
      ['GLS', 60000, 'd24bt', 2, { from: 2025 }],
      ['GSR', 66000, 'd24bt', 3, { from: 2025 }],
    ],
  }),
  model('Mitsubishi', 'Outlander', {
    body: SUV, pop: 6, resale: 0.95, seats: 7, doors: 4, dims: [4710, 1862, 1745], tank: 55, gvm: 2370, drive: 'FWD',
    gens: 'ZK:2014-2015, ZL:2016-2021, ZM:2022-',
    pts: {
      p24o: pt('petrol', 4, 2.4, 'Naturally Aspirated', 222, 7.2, CVT),
      p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 245, 7.2, CVT),
      phev: pt('plugin', 4, 2.4, 'Naturally Aspirated', 332, 1.5, '1 Speed Automatic'),
    },
    badges: [
      ['ES', 31000, 'p24o', 0, { to: 2021, weight: 2 }],
      ['LS', 36000, 'p24o', 1, { to: 2021, drive: 'AWD', weight: 2 }],
      ['Exceed', 43000, 'p24o', 3, { to: 2021, drive: 'AWD' }],
      ['PHEV ES', 48000, 'phev', 1, { from: 2016, to: 2021, drive: 'AWD', seats: 5 }],
      ['ES', 37000, 'p25', 0, { from: 2022, weight: 2 }],
      ['LS', 42000, 'p25', 1, { from: 2022, drive: 'AWD', weight: 2 }],
      ['Aspire', 46000, 'p25', 2, { from: 2022, drive: 'AWD' }],
      ['Exceed', 50000, 'p25', 3, { from: 2022, drive: 'AWD' }],
      ['PHEV Exceed', 66000, 'phev', 3, { from: 2022, drive: 'AWD' }],
    ],
  }),
  model('Mitsubishi', 'ASX', {
    body: SUV, pop: 4, resale: 0.9, seats: 5, doors: 4, dims: [4365, 1810, 1640], tank: 63, gvm: 1870, drive: 'FWD',
    gens: 'XC:2013-2016, XD:2017-2024',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 197, 7.6, CVT, M5, 0.1), p24: pt('petrol', 4, 2.4, 'Naturally Aspirated', 222, 7.9, CVT) },
    badges: [['ES', 26000, 'p20', 0, { weight: 2 }], ['LS', 29000, 'p20', 1, { weight: 2 }], ['Exceed', 34000, 'p24', 3, { from: 2019 }]],
  }),
  model('Mitsubishi', 'Pajero Sport', {
    body: SUV, pop: 4, resale: 1.0, seats: 7, doors: 4, dims: [4825, 1815, 1835], tank: 68, gvm: 2710, drive: '4WD',
    gens: 'QE:2016-2019, QF:2020-',
    pts: { d24: pt('diesel', 4, 2.4, 'Turbo', 430, 8.0, A8) },
    badges: [['GLX', 50000, 'd24', 0], ['GLS', 57000, 'd24', 2, { weight: 2 }], ['Exceed', 62000, 'd24', 3]],
  }),
  model('Mitsubishi', 'Pajero', {
    body: SUV, pop: 2, resale: 1.0, seats: 7, doors: 4, dims: [4900, 1875, 1900], tank: 88, gvm: 2810, drive: '4WD',
    gens: 'NW:2012-2014, NX:2015-2021',
    pts: { d32: pt('diesel', 4, 3.2, 'Turbo', 441, 9.2, A5) },
    badges: [['GLX', 48000, 'd32', 0], ['GLS', 54000, 'd32', 2], ['Exceed', 60000, 'd32', 3]],
  }),
];

const hyundai: CatalogueModel[] = [
  model('Hyundai', 'i30', {
    body: HATCH, pop: 7, resale: 0.95, seats: 5, doors: 4, dims: [4340, 1795, 1455], tank: 50, gvm: 1820, drive: 'FWD',
    gens: 'GD:2012-2016, PD:2017-',
    pts: {
      p18: pt('petrol', 4, 1.8, 'Naturally Aspirated', 178, 7.1, A6, M6),
      p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 203, 7.3, A6, M6, 0.1),
      p16t: pt('petrol', 4, 1.6, 'Turbo', 265, 7.5, DCT7),
      p20t: pt('premium', 4, 2.0, 'Turbo', 392, 8.5, DCT8, M6, 0.4),
    },
    badges: [
      ['Active', 22000, 'p18', 0, { to: 2016, weight: 2 }],
      ['Elite', 26000, 'p18', 2, { to: 2016 }],
      ['SR', 28000, 'p18', 2, { to: 2016 }],
      ['Active', 25500, 'p20', 0, { from: 2017, weight: 3 }],
      ['Elite', 30000, 'p20', 2, { from: 2017 }],
      ['N Line', 34000, 'p16t', 2, { from: 2018, weight: 2 }],
      ['N', 50000, 'p20t', 3, { from: 2018 }],
    ],
  }),
  model('Hyundai', 'Tucson', {
    body: SUV, pop: 7, resale: 0.95, seats: 5, doors: 4, dims: [4630, 1865, 1665], tank: 54, gvm: 2250, drive: 'FWD',
    gens: 'TL:2016-2021, NX4:2022-',
    pts: {
      p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 192, 8.1, A6),
      p16t: pt('petrol', 4, 1.6, 'Turbo', 265, 7.7, DCT7),
      d20: pt('diesel', 4, 2.0, 'Turbo', 416, 6.3, A8),
      hev: pt('hybrid', 4, 1.6, 'Turbo', 350, 5.2, A6),
    },
    badges: [
      ['Active', 31000, 'p20', 0, { to: 2021, weight: 2 }],
      ['Active X', 34000, 'p20', 1, { to: 2021, weight: 2 }],
      ['Elite', 40000, 'd20', 2, { to: 2021, drive: 'AWD' }],
      ['Highlander', 46000, 'p16t', 3, { to: 2021, drive: 'AWD' }],
      ['Tucson', 37000, 'p20', 0, { from: 2022, weight: 2 }],
      ['Elite', 43000, 'p20', 2, { from: 2022, weight: 2 }],
      ['N Line', 48000, 'p16t', 2, { from: 2022, drive: 'AWD' }],
      ['Highlander', 54000, 'd20', 3, { from: 2022, drive: 'AWD' }],
      ['Elite Hybrid', 50000, 'hev', 2, { from: 2025, drive: 'AWD' }],
    ],
  }),
  model('Hyundai', 'Kona', {
    body: SUV, pop: 5, resale: 0.9, seats: 5, doors: 4, dims: [4355, 1825, 1580], tank: 47, gvm: 1800, drive: 'FWD',
    gens: 'OS:2018-2023, SX2:2024-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 180, 6.2, CVT), hev: pt('hybrid', 4, 1.6, 'Naturally Aspirated', 265, 3.9, DCT6), ev: ev(255) },
    badges: [
      ['Active', 28000, 'p20', 0, { to: 2023, weight: 2 }],
      ['Elite', 32000, 'p20', 1, { to: 2023 }],
      ['Highlander', 37000, 'p20', 3, { to: 2023 }],
      ['Electric Elite', 58000, 'ev', 2, { from: 2019, to: 2023 }],
      ['Kona', 34000, 'p20', 0, { from: 2024, weight: 2 }],
      ['Premium Hybrid', 44000, 'hev', 2, { from: 2024 }],
      ['Electric Premium', 64000, 'ev', 3, { from: 2024 }],
    ],
  }),
  model('Hyundai', 'Santa Fe', {
    body: SUV, pop: 3, resale: 0.95, seats: 7, doors: 4, dims: [4785, 1900, 1710], tank: 67, gvm: 2600, drive: 'AWD',
    gens: 'DM:2013-2018, TM:2019-2023, MX5:2024-',
    pts: { d22: pt('diesel', 4, 2.2, 'Turbo', 440, 6.1, A8), hev: pt('hybrid', 4, 1.6, 'Turbo', 367, 5.6, A6) },
    badges: [
      ['Active', 46000, 'd22', 0, { to: 2023, weight: 2 }],
      ['Elite', 54000, 'd22', 2, { to: 2023 }],
      ['Highlander', 62000, 'd22', 3, { to: 2023 }],
      ['Santa Fe Hybrid', 58000, 'hev', 1, { from: 2024 }],
      ['Calligraphy Hybrid', 76000, 'hev', 3, { from: 2024 }],
    ],
  }),
  model('Hyundai', 'Ioniq 5', {
    body: SUV, pop: 2, resale: 0.85, seats: 5, doors: 4, dims: [4635, 1890, 1647], tank: null, gvm: 2460, drive: 'RWD',
    gens: 'NE:2022-',
    pts: { rwd: ev(350), awd: ev(605) },
    badges: [['Dynamiq', 66000, 'rwd', 1, { weight: 2 }], ['Techniq', 74000, 'awd', 2, { drive: 'AWD' }], ['Epiq', 82000, 'awd', 3, { drive: 'AWD' }]],
  }),
  model('Hyundai', 'iLoad', {
    body: VAN, pop: 1, resale: 1.0, seats: 3, doors: 4, dims: [5150, 1920, 1925], tank: 75, gvm: 3160, drive: 'RWD', kmPerYear: [15_000, 30_000], ancap: 4,
    gens: 'TQ4:2012-2021',
    pts: { d25: pt('diesel', 4, 2.5, 'Turbo', 441, 8.8, A5, M6, 0.25) },
    badges: [['Van', 44000, 'd25', 0], ['Crew Van', 47000, 'd25', 1]],
  }),
];

const kia: CatalogueModel[] = [
  model('Kia', 'Sportage', {
    body: SUV, pop: 7, resale: 0.95, seats: 5, doors: 4, dims: [4660, 1865, 1665], tank: 54, gvm: 2250, drive: 'FWD',
    gens: 'QL:2016-2021, NQ5:2022-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 192, 8.1, A6), d20: pt('diesel', 4, 2.0, 'Turbo', 416, 6.3, A8), hev: pt('hybrid', 4, 1.6, 'Turbo', 350, 5.2, A6) },
    badges: [
      ['Si', 32000, 'p20', 0, { to: 2021, weight: 2 }],
      ['SX', 36000, 'p20', 1, { to: 2021 }],
      ['GT-Line', 48000, 'd20', 3, { to: 2021, drive: 'AWD' }],
      ['S', 36000, 'p20', 0, { from: 2022, weight: 2 }],
      ['SX', 40000, 'p20', 1, { from: 2022, weight: 2 }],
      ['SX+', 47000, 'd20', 2, { from: 2022, drive: 'AWD' }],
      ['GT-Line', 54000, 'd20', 3, { from: 2022, drive: 'AWD' }],
      ['GT-Line Hybrid', 56000, 'hev', 3, { from: 2025, drive: 'AWD' }],
    ],
  }),
  model('Kia', 'Cerato', {
    body: HATCH, pop: 6, resale: 0.95, seats: 5, doors: 4, dims: [4510, 1800, 1440], tank: 50, gvm: 1770, drive: 'FWD',
    gens: 'YD:2013-2018, BD:2019-2024',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 192, 7.4, A6, M6), p16t: pt('petrol', 4, 1.6, 'Turbo', 265, 6.8, DCT7) },
    badges: [['S', 25000, 'p20', 0, { weight: 3 }], ['Sport', 28000, 'p20', 1, { weight: 2 }], ['Sport+', 31000, 'p20', 2], ['GT', 36000, 'p16t', 3, { from: 2019 }]],
  }),
  model('Kia', 'Seltos', {
    body: SUV, pop: 4, resale: 0.95, seats: 5, doors: 4, dims: [4370, 1800, 1615], tank: 50, gvm: 1790, drive: 'FWD',
    gens: 'SP2:2020-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 180, 6.8, CVT), p16t: pt('petrol', 4, 1.6, 'Turbo', 265, 7.6, DCT7) },
    badges: [['S', 31000, 'p20', 0, { weight: 2 }], ['Sport', 33500, 'p20', 1, { weight: 2 }], ['Sport+', 37000, 'p16t', 2, { drive: 'AWD' }], ['GT-Line', 43000, 'p16t', 3, { drive: 'AWD' }]],
  }),
  model('Kia', 'Sorento', {
    body: SUV, pop: 4, resale: 0.95, seats: 7, doors: 4, dims: [4810, 1900, 1700], tank: 67, gvm: 2620, drive: 'AWD',
    gens: 'UM:2015-2020, MQ4:2021-',
    pts: { v6: pt('petrol', 6, 3.5, 'Naturally Aspirated', 332, 9.7, A8), d22: pt('diesel', 4, 2.2, 'Turbo', 440, 6.1, DCT8), phev: pt('plugin', 4, 1.6, 'Turbo', 350, 1.6, A6) },
    badges: [
      ['Sport', 48000, 'd22', 1, { to: 2020, weight: 2 }],
      ['GT-Line', 60000, 'd22', 3, { to: 2020 }],
      ['S', 50000, 'v6', 0, { from: 2021, drive: 'FWD' }],
      ['Sport', 56000, 'd22', 1, { from: 2021, weight: 2 }],
      ['GT-Line', 68000, 'd22', 3, { from: 2021 }],
      ['GT-Line PHEV', 82000, 'phev', 3, { from: 2022 }],
    ],
  }),
  model('Kia', 'Carnival', {
    body: PEOPLE_MOVER, pop: 3, resale: 1.0, seats: 8, doors: 5, dims: [5155, 1995, 1775], tank: 72, gvm: 2770, drive: 'FWD',
    gens: 'YP:2015-2020, KA4:2021-',
    pts: { v6: pt('petrol', 6, 3.5, 'Naturally Aspirated', 355, 9.6, A8), d22: pt('diesel', 4, 2.2, 'Turbo', 440, 6.5, A8), hev: pt('hybrid', 4, 1.6, 'Turbo', 367, 6.6, A6) },
    badges: [['S', 50000, 'v6', 0, { weight: 2 }], ['Sport', 55000, 'd22', 1], ['Platinum', 70000, 'd22', 3], ['GT-Line Hybrid', 80000, 'hev', 3, { from: 2025 }]],
  }),
  model('Kia', 'Picanto', {
    body: HATCH, pop: 3, resale: 0.95, seats: 5, doors: 4, dims: [3595, 1595, 1485], tank: 35, gvm: 1400, drive: 'FWD', ancap: 3,
    gens: 'JA:2017-',
    pts: { p12: pt('petrol', 4, 1.25, 'Naturally Aspirated', 122, 5.0, A4, M5, 0.25), p10t: pt('petrol', 3, 1.0, 'Turbo', 172, 4.8, M5) },
    badges: [['S', 19000, 'p12', 0, { weight: 3 }], ['GT-Line', 21500, 'p12', 2], ['GT', 22000, 'p10t', 3, { from: 2018 }]],
  }),
  model('Kia', 'EV6', {
    body: SUV, pop: 1, resale: 0.85, seats: 5, doors: 4, dims: [4695, 1890, 1550], tank: null, gvm: 2520, drive: 'RWD',
    gens: 'CV:2022-',
    pts: { rwd: ev(350), awd: ev(605), gt: ev(740) },
    badges: [['Air', 73000, 'rwd', 1], ['GT-Line', 86000, 'awd', 2, { drive: 'AWD' }], ['GT', 101000, 'gt', 3, { from: 2023, drive: 'AWD' }]],
  }),
];

const isuzu: CatalogueModel[] = [
  model('Isuzu', 'D-Max', {
    body: UTE, pop: 8, resale: 1.0, seats: 5, doors: 4, dims: [5325, 1880, 1810], tank: 76, gvm: 3100, drive: '4WD',
    gens: 'TF:2012-2020, RG:2021-',
    pts: { d30o: pt('diesel', 4, 3.0, 'Turbo', 430, 8.1, A5, M6), d30: pt('diesel', 4, 3.0, 'Turbo', 450, 8.0, A6, M6, 0.15) },
    badges: [
      ['SX', 38000, 'd30o', 0, { to: 2020 }],
      ['LS-M', 45000, 'd30o', 1, { to: 2020, weight: 2 }],
      ['LS-U', 49000, 'd30o', 2, { to: 2020, weight: 2 }],
      ['LS-Terrain', 53000, 'd30o', 3, { from: 2019, to: 2020 }],
      ['SX', 48000, 'd30', 0, { from: 2021 }],
      ['LS-M', 54000, 'd30', 1, { from: 2021 }],
      ['LS-U', 59000, 'd30', 2, { from: 2021, weight: 3 }],
      ['X-Terrain', 66000, 'd30', 3, { from: 2021, weight: 2 }],
    ],
  }),
  model('Isuzu', 'MU-X', {
    body: SUV, pop: 5, resale: 1.0, seats: 7, doors: 4, dims: [4850, 1870, 1825], tank: 80, gvm: 2800, drive: '4WD',
    gens: 'UC:2013-2021, RJ:2022-',
    pts: { d30o: pt('diesel', 4, 3.0, 'Turbo', 430, 7.9, A6), d30: pt('diesel', 4, 3.0, 'Turbo', 450, 8.3, A6) },
    badges: [
      ['LS-M', 44000, 'd30o', 0, { to: 2021, drive: 'RWD' }],
      ['LS-U', 48000, 'd30o', 1, { to: 2021, weight: 2 }],
      ['LS-T', 53000, 'd30o', 3, { to: 2021 }],
      ['LS-M', 52000, 'd30', 0, { from: 2022 }],
      ['LS-U', 57000, 'd30', 1, { from: 2022, weight: 2 }],
      ['LS-T', 64000, 'd30', 3, { from: 2022, weight: 2 }],
    ],
  }),
];

const nissan: CatalogueModel[] = [
  model('Nissan', 'Navara', {
    body: UTE, pop: 7, resale: 0.95, seats: 5, doors: 4, dims: [5255, 1850, 1840], tank: 80, gvm: 2910, drive: '4WD',
    gens: 'D23:2015-2025',
    pts: { d23: pt('diesel', 4, 2.3, 'Twin Turbo', 450, 7.0, A7, M6) },
    badges: [['SL', 48000, 'd23', 0], ['ST', 53000, 'd23', 1, { weight: 2 }], ['ST-X', 60000, 'd23', 2, { weight: 3 }], ['PRO-4X', 66000, 'd23', 3, { from: 2021, weight: 2 }]],
  }),
  model('Nissan', 'X-Trail', {
    body: SUV, pop: 6, resale: 0.95, seats: 5, doors: 4, dims: [4680, 1840, 1725], tank: 55, gvm: 2200, drive: 'FWD',
    gens: 'T32:2014-2022, T33:2023-',
    pts: { p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 244, 7.4, CVT), epower: pt('hybrid', 3, 1.5, 'Turbo', 525, 6.1, R1) },
    badges: [
      ['ST', 35000, 'p25', 0, { weight: 3 }],
      ['ST-L', 42000, 'p25', 1, { drive: 'AWD', weight: 2 }],
      ['Ti', 49000, 'p25', 2, { drive: 'AWD' }],
      ['Ti-L', 55000, 'p25', 3, { drive: 'AWD' }],
      ['Ti e-POWER', 59000, 'epower', 2, { from: 2023, drive: 'AWD' }],
      ['Ti-L e-POWER', 64000, 'epower', 3, { from: 2023, drive: 'AWD' }],
    ],
  }),
  model('Nissan', 'Patrol', {
    body: SUV, pop: 2, resale: 1.15, seats: 8, doors: 4, dims: [5175, 1995, 1940], tank: 140, gvm: 3500, drive: '4WD',
    gens: 'Y62:2013-',
    pts: { v8: pt('petrol', 8, 5.6, 'Naturally Aspirated', 560, 14.4, A7) },
    badges: [['Ti', 86000, 'v8', 1, { weight: 2 }], ['Ti-L', 99000, 'v8', 3], ['Warrior', 106000, 'v8', 3, { from: 2022 }]],
  }),
  model('Nissan', 'Qashqai', {
    body: SUV, pop: 4, resale: 0.9, seats: 5, doors: 4, dims: [4425, 1835, 1625], tank: 55, gvm: 1970, drive: 'FWD',
    gens: 'J11:2014-2022, J12:2023-',
    pts: { p20: pt('petrol', 4, 2.0, 'Naturally Aspirated', 200, 6.9, CVT), p13t: pt('petrol', 4, 1.3, 'Turbo', 250, 6.1, CVT), epower: pt('hybrid', 3, 1.5, 'Turbo', 330, 5.3, R1) },
    badges: [
      ['ST', 30000, 'p20', 0, { to: 2022, weight: 2 }],
      ['ST+', 33000, 'p20', 1, { to: 2022 }],
      ['Ti', 39000, 'p20', 3, { to: 2022 }],
      ['ST', 36000, 'p13t', 0, { from: 2023, weight: 2 }],
      ['ST+', 40000, 'p13t', 1, { from: 2023 }],
      ['Ti', 47000, 'p13t', 2, { from: 2023 }],
      ['Ti e-POWER', 54000, 'epower', 3, { from: 2023 }],
    ],
  }),
];

const suzuki: CatalogueModel[] = [
  model('Suzuki', 'Swift', {
    body: HATCH, pop: 6, resale: 1.0, seats: 5, doors: 4, dims: [3860, 1735, 1495], tank: 37, gvm: 1365, drive: 'FWD', ancap: 4,
    gens: 'FZ:2011-2016, AZ:2017-2024, AZH:2025-',
    pts: {
      p14: pt('petrol', 4, 1.4, 'Naturally Aspirated', 130, 6.2, A4, M5, 0.3),
      p12: pt('petrol', 4, 1.2, 'Naturally Aspirated', 120, 4.8, CVT, M5, 0.2),
      p10t: pt('petrol', 3, 1.0, 'Turbo', 160, 5.2, A6),
      p14t: pt('premium', 4, 1.4, 'Turbo', 230, 6.1, A6, M6, 0.4),
      mhev: pt('hybrid', 3, 1.2, 'Naturally Aspirated', 112, 4.0, CVT),
    },
    badges: [
      ['GL', 17000, 'p14', 0, { to: 2016, weight: 2 }],
      ['Sport', 24000, 'p14', 3, { to: 2016 }],
      ['GL Navigator', 21000, 'p12', 0, { from: 2017, to: 2024, weight: 3 }],
      ['GLX Turbo', 25000, 'p10t', 2, { from: 2017, to: 2024 }],
      ['Sport', 31000, 'p14t', 3, { from: 2018, to: 2024, weight: 2 }],
      ['Hybrid', 24000, 'mhev', 0, { from: 2025, weight: 2 }],
      ['Hybrid Plus', 26500, 'mhev', 1, { from: 2025, weight: 2 }],
      ['Hybrid GLX', 29500, 'mhev', 2, { from: 2025 }],
    ],
  }),
  model('Suzuki', 'Vitara', {
    body: SUV, pop: 4, resale: 1.0, seats: 5, doors: 4, dims: [4175, 1775, 1610], tank: 47, gvm: 1670, drive: 'FWD',
    gens: 'LY:2015-',
    pts: { p16: pt('petrol', 4, 1.6, 'Naturally Aspirated', 156, 6.2, A6, M5, 0.1), p14t: pt('petrol', 4, 1.4, 'Turbo', 220, 6.2, A6) },
    badges: [['Vitara', 31000, 'p16', 0, { weight: 3 }], ['Turbo', 37000, 'p14t', 2], ['Turbo ALLGRIP', 42000, 'p14t', 3, { drive: 'AWD' }]],
  }),
  model('Suzuki', 'Jimny', {
    body: SUV, pop: 5, resale: 1.3, seats: 4, doors: 2, dims: [3480, 1645, 1725], tank: 40, gvm: 1435, drive: '4WD', ancap: 3,
    gens: 'SJ:2012-2018, GJ:2019-',
    pts: { p13: pt('petrol', 4, 1.3, 'Naturally Aspirated', 110, 7.8, A4, M5, 0.4), p15: pt('petrol', 4, 1.5, 'Naturally Aspirated', 130, 6.9, A4, M5, 0.4) },
    badges: [
      ['Sierra', 22000, 'p13', 0, { to: 2018 }],
      ['Jimny', 34000, 'p15', 1, { from: 2019, weight: 3 }],
      ['Lite', 32000, 'p15', 0, { from: 2021 }],
      ['XL', 38000, 'p15', 2, { from: 2024, doors: 4, weight: 2 }],
    ],
  }),
  model('Suzuki', 'S-Cross', {
    body: SUV, pop: 2, resale: 0.95, seats: 5, doors: 4, dims: [4300, 1785, 1585], tank: 47, gvm: 1730, drive: 'FWD',
    gens: 'JY:2014-2021, JYB:2022-',
    pts: { p14t: pt('petrol', 4, 1.4, 'Turbo', 220, 6.2, A6) },
    badges: [['Turbo', 35000, 'p14t', 1], ['Turbo Prestige', 42000, 'p14t', 3, { drive: 'AWD' }]],
  }),
];

const evMakers: CatalogueModel[] = [
  model('Tesla', 'Model 3', {
    body: SEDAN, pop: 4, resale: 0.85, seats: 5, doors: 4, dims: [4720, 1850, 1441], tank: null, gvm: 2255, drive: 'RWD',
    gens: '{MY}:2019-',
    pts: { rwd: ev(420), lr: ev(493), perf: ev(660) },
    badges: [
      ['Standard Range Plus', 62000, 'rwd', 1, { to: 2021, weight: 2 }],
      ['Rear-Wheel Drive', 60000, 'rwd', 1, { from: 2022, weight: 3 }],
      ['Long Range', 72000, 'lr', 2, { drive: 'AWD' }],
      ['Performance', 86000, 'perf', 3, { drive: 'AWD' }],
    ],
  }),
  model('Tesla', 'Model Y', {
    body: SUV, pop: 5, resale: 0.85, seats: 5, doors: 4, dims: [4751, 1921, 1624], tank: null, gvm: 2390, drive: 'RWD',
    gens: '{MY}:2022-',
    pts: { rwd: ev(420), lr: ev(493), perf: ev(660) },
    badges: [['Rear-Wheel Drive', 64000, 'rwd', 1, { weight: 3 }], ['Long Range', 75000, 'lr', 2, { drive: 'AWD' }], ['Performance', 89000, 'perf', 3, { drive: 'AWD' }]],
  }),
  model('BYD', 'Atto 3', {
    body: SUV, pop: 4, resale: 0.8, seats: 5, doors: 4, dims: [4455, 1875, 1615], tank: null, gvm: 2200, drive: 'FWD',
    gens: 'EV:2022-',
    pts: { fwd: ev(310) },
    badges: [['Standard Range', 46000, 'fwd', 1, { weight: 2 }], ['Extended Range', 50000, 'fwd', 2]],
  }),
  model('BYD', 'Seal', {
    body: SEDAN, pop: 2, resale: 0.8, seats: 5, doors: 4, dims: [4800, 1875, 1460], tank: null, gvm: 2480, drive: 'RWD',
    gens: 'EV:2023-',
    pts: { rwd: ev(360), awd: ev(670) },
    badges: [['Dynamic', 52000, 'rwd', 1], ['Premium', 60000, 'rwd', 2], ['Performance', 70000, 'awd', 3, { drive: 'AWD' }]],
  }),
  model('BYD', 'Shark 6', {
    body: UTE, pop: 3, resale: 0.85, seats: 5, doors: 4, dims: [5457, 1971, 1925], tank: 60, gvm: 3200, drive: 'AWD',
    gens: 'PHEV:2025-',
    pts: { phev: pt('plugin', 4, 1.5, 'Turbo', 650, 2.0, '1 Speed Automatic') },
    badges: [['Premium', 60000, 'phev', 3]],
  }),
  model('MG', 'ZS', {
    body: SUV, pop: 6, resale: 0.8, seats: 5, doors: 4, dims: [4323, 1809, 1653], tank: 45, gvm: 1760, drive: 'FWD', ancap: 4,
    gens: 'AZS1:2018-2024, AZS2:2025-',
    pts: { p15: pt('petrol', 4, 1.5, 'Naturally Aspirated', 150, 6.9, A4), p13t: pt('petrol', 3, 1.3, 'Turbo', 230, 6.9, A6), ev: ev(280), hev: pt('hybrid', 4, 1.5, 'Naturally Aspirated', 250, 4.9, '3 Speed Automatic') },
    badges: [
      ['Excite', 25000, 'p15', 0, { to: 2024, weight: 3 }],
      ['Essence', 28000, 'p13t', 2, { to: 2024 }],
      ['EV Excite', 45000, 'ev', 1, { from: 2021, to: 2024 }],
      ['Vibe', 26000, 'p15', 0, { from: 2025, weight: 2 }],
      ['Hybrid+ Excite', 33000, 'hev', 1, { from: 2025, weight: 2 }],
      ['Hybrid+ Essence', 36000, 'hev', 2, { from: 2025 }],
    ],
  }),
  model('MG', 'MG3', {
    body: HATCH, pop: 4, resale: 0.8, seats: 5, doors: 4, dims: [4113, 1797, 1502], tank: 36, gvm: 1450, drive: 'FWD', ancap: null,
    gens: 'SZP1:2014-2024, Hybrid+:2025-',
    pts: { p15: pt('petrol', 4, 1.5, 'Naturally Aspirated', 150, 6.7, A4), hev: pt('hybrid', 4, 1.5, 'Naturally Aspirated', 250, 4.3, '3 Speed Automatic') },
    badges: [['Core', 18000, 'p15', 0, { to: 2024, weight: 2 }], ['Excite', 20000, 'p15', 1, { to: 2024 }], ['Hybrid+ Excite', 27000, 'hev', 1, { from: 2025 }], ['Hybrid+ Essence', 30000, 'hev', 2, { from: 2025 }]],
  }),
  model('MG', 'HS', {
    body: SUV, pop: 4, resale: 0.8, seats: 5, doors: 4, dims: [4574, 1876, 1685], tank: 55, gvm: 2060, drive: 'FWD',
    gens: 'SAS23:2019-2024, AS23:2025-',
    pts: { p15t: pt('petrol', 4, 1.5, 'Turbo', 250, 7.3, DCT7), phev: pt('plugin', 4, 1.5, 'Turbo', 370, 1.7, '10 Speed Automatic') },
    badges: [['Vibe', 34000, 'p15t', 0, { weight: 2 }], ['Excite', 37000, 'p15t', 1, { weight: 2 }], ['Essence', 41000, 'p15t', 2], ['Essence PHEV', 53000, 'phev', 3, { from: 2022 }]],
  }),
];

const european: CatalogueModel[] = [
  model('Volkswagen', 'Amarok', {
    body: UTE, pop: 4, resale: 1.0, seats: 5, doors: 4, dims: [5350, 1910, 1888], tank: 80, gvm: 3300, drive: '4WD',
    gens: '2H:2012-2022, NF:2023-',
    pts: {
      d20: pt('diesel', 4, 2.0, 'Twin Turbo', 420, 8.3, A8, M6, 0.1),
      v6o: pt('diesel', 6, 3.0, 'Turbo', 580, 9.5, A8),
      d20n: pt('diesel', 4, 2.0, 'Twin Turbo', 500, 7.6, A10),
      v6: pt('diesel', 6, 3.0, 'Turbo', 600, 8.9, A10),
    },
    badges: [
      ['Core', 48000, 'd20', 0, { to: 2022 }],
      ['Highline', 58000, 'd20', 2, { to: 2022 }],
      ['V6 Highline', 66000, 'v6o', 2, { from: 2017, to: 2022, weight: 2 }],
      ['V6 Ultimate 580', 76000, 'v6o', 3, { from: 2017, to: 2022 }],
      ['Life', 62000, 'd20n', 1, { from: 2023 }],
      ['Style', 68000, 'v6', 2, { from: 2023, weight: 2 }],
      ['PanAmericana', 80000, 'v6', 3, { from: 2023 }],
      ['Aventura', 82000, 'v6', 3, { from: 2023 }],
    ],
  }),
  model('Volkswagen', 'Golf', {
    body: HATCH, pop: 3, resale: 0.9, seats: 5, doors: 4, dims: [4284, 1789, 1456], tank: 50, gvm: 1820, drive: 'FWD',
    gens: '7:2013-2017, 7.5:2018-2020, 8:2021-',
    pts: { p14t: pt('premium', 4, 1.4, 'Turbo', 250, 5.8, A8), p20t: pt('premium', 4, 2.0, 'Turbo', 370, 7.0, DCT7), r: pt('premium', 4, 2.0, 'Turbo', 420, 7.8, DCT7) },
    badges: [['110TSI Life', 37000, 'p14t', 0, { weight: 2 }], ['110TSI R-Line', 43000, 'p14t', 2], ['GTI', 58000, 'p20t', 3, { weight: 2 }], ['R', 72000, 'r', 3, { drive: 'AWD' }]],
  }),
  model('Volkswagen', 'Tiguan', {
    body: SUV, pop: 3, resale: 0.9, seats: 5, doors: 4, dims: [4509, 1839, 1675], tank: 58, gvm: 2220, drive: 'FWD',
    gens: '5N:2016-2024, CT:2025-',
    pts: { p14t: pt('premium', 4, 1.4, 'Turbo', 250, 6.3, DCT6), p20t: pt('premium', 4, 2.0, 'Turbo', 350, 8.2, DCT7) },
    badges: [['110TSI Life', 44000, 'p14t', 0, { weight: 2 }], ['132TSI Elegance', 56000, 'p20t', 2, { drive: 'AWD' }], ['162TSI R-Line', 63000, 'p20t', 3, { drive: 'AWD' }]],
  }),
  model('Subaru', 'Outback', {
    body: WAGON, pop: 4, resale: 1.0, seats: 5, doors: 4, dims: [4870, 1875, 1675], tank: 63, gvm: 2250, drive: 'AWD',
    gens: 'BS:2015-2020, BT:2021-',
    pts: { p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 252, 7.3, CVT), p24t: pt('petrol', 4, 2.4, 'Turbo', 350, 9.0, CVT) },
    badges: [['AWD', 45000, 'p25', 0, { weight: 2 }], ['AWD Sport', 50000, 'p25', 2], ['AWD Touring', 54000, 'p25', 3], ['AWD Touring XT', 60000, 'p24t', 3, { from: 2023 }]],
  }),
  model('Subaru', 'Forester', {
    body: SUV, pop: 5, resale: 1.0, seats: 5, doors: 4, dims: [4640, 1815, 1730], tank: 63, gvm: 2120, drive: 'AWD',
    gens: 'S4:2013-2018, S5:2019-2024, S6:2025-',
    pts: { p25: pt('petrol', 4, 2.5, 'Naturally Aspirated', 239, 7.4, CVT), hev: pt('hybrid', 4, 2.0, 'Naturally Aspirated', 196, 6.7, CVT) },
    badges: [['2.5i', 38000, 'p25', 0, { weight: 2 }], ['2.5i-L', 41000, 'p25', 1, { weight: 2 }], ['2.5i Premium', 44000, 'p25', 2], ['2.5i-S', 49000, 'p25', 3], ['Hybrid S', 51000, 'hev', 3, { from: 2021 }]],
  }),
  model('Subaru', 'WRX', {
    body: SEDAN, pop: 2, resale: 1.05, seats: 5, doors: 4, dims: [4670, 1825, 1465], tank: 60, gvm: 2050, drive: 'AWD',
    gens: 'VA:2014-2021, VB:2022-',
    pts: { p20t: pt('premium', 4, 2.0, 'Turbo', 350, 9.2, CVT, M6, 0.5), p24t: pt('premium', 4, 2.4, 'Turbo', 350, 8.5, CVT, M6, 0.4), sti: pt('premium', 4, 2.5, 'Turbo', 407, 10.5, M6) },
    badges: [['WRX', 42000, 'p20t', 1, { to: 2021, weight: 2 }], ['Premium', 47000, 'p20t', 2, { to: 2021 }], ['STI', 58000, 'sti', 3, { to: 2021 }], ['WRX', 50000, 'p24t', 1, { from: 2022 }], ['RS', 58000, 'p24t', 2, { from: 2022 }], ['tS', 62000, 'p24t', 3, { from: 2022 }]],
  }),
  model('Mercedes-Benz', 'C-Class', {
    body: SEDAN, pop: 3, resale: 0.85, seats: 5, doors: 4, dims: [4751, 1820, 1438], tank: 66, gvm: 2300, drive: 'RWD',
    gens: 'W205:2015-2021, W206:2022-',
    pts: { p20t: pt('premium', 4, 2.0, 'Turbo', 300, 6.6, A9), p20t2: pt('premium', 4, 2.0, 'Turbo', 400, 6.9, A9), amg: pt('premium', 8, 4.0, 'Twin Turbo', 700, 10.0, A9) },
    badges: [['C200', 72000, 'p20t', 1, { weight: 3 }], ['C300', 88000, 'p20t2', 2, { weight: 2 }], ['C63 S AMG', 170000, 'amg', 3, { to: 2021 }]],
  }),
  model('Mercedes-Benz', 'GLC', {
    body: SUV, pop: 3, resale: 0.85, seats: 5, doors: 4, dims: [4716, 1890, 1640], tank: 62, gvm: 2550, drive: 'AWD',
    gens: 'X253:2016-2022, X254:2023-',
    pts: { p20t: pt('premium', 4, 2.0, 'Turbo', 350, 7.4, A9), amg: pt('premium', 6, 3.0, 'Turbo', 520, 9.8, A9) },
    badges: [['GLC250 4MATIC', 75000, 'p20t', 1, { to: 2022, weight: 2 }], ['GLC300 4MATIC', 92000, 'p20t', 2, { weight: 2 }], ['GLC43 AMG 4MATIC', 120000, 'amg', 3]],
  }),
  model('BMW', '3 Series', {
    body: SEDAN, pop: 2, resale: 0.85, seats: 5, doors: 4, dims: [4709, 1827, 1435], tank: 59, gvm: 2130, drive: 'RWD',
    gens: 'F30:2012-2018, G20:2019-',
    pts: { p20t: pt('premium', 4, 2.0, 'Turbo', 300, 6.1, A8), p20t2: pt('premium', 4, 2.0, 'Turbo', 400, 6.4, A8), p30t: pt('premium', 6, 3.0, 'Turbo', 500, 7.8, A8) },
    badges: [['320i', 72000, 'p20t', 1, { weight: 2 }], ['330i M Sport', 82000, 'p20t2', 2, { weight: 2 }], ['M340i xDrive', 112000, 'p30t', 3, { from: 2019, drive: 'AWD' }]],
  }),
  model('BMW', 'X5', {
    body: SUV, pop: 2, resale: 0.85, seats: 5, doors: 4, dims: [4922, 2004, 1745], tank: 80, gvm: 2900, drive: 'AWD',
    gens: 'F15:2014-2018, G05:2019-',
    pts: { d30: pt('diesel', 6, 3.0, 'Turbo', 650, 7.2, A8), p30t: pt('premium', 6, 3.0, 'Turbo', 450, 9.5, A8) },
    badges: [['xDrive30d', 128000, 'd30', 2, { weight: 2 }], ['xDrive40i', 136000, 'p30t', 3]],
  }),
];

const others: CatalogueModel[] = [
  model('Honda', 'CR-V', {
    body: SUV, pop: 4, resale: 1.0, seats: 5, doors: 4, dims: [4635, 1855, 1679], tank: 57, gvm: 2140, drive: 'FWD',
    gens: 'RM:2012-2017, RW:2018-2023, RS:2024-',
    pts: { p24: pt('petrol', 4, 2.4, 'Naturally Aspirated', 222, 8.7, A5), p15t: pt('petrol', 4, 1.5, 'Turbo', 240, 7.0, CVT), hev: pt('hybrid', 4, 2.0, 'Naturally Aspirated', 335, 5.3, CVT) },
    badges: [
      ['VTi', 32000, 'p24', 0, { to: 2017 }],
      ['VTi-L', 40000, 'p24', 2, { to: 2017, drive: 'AWD' }],
      ['VTi', 37000, 'p15t', 0, { from: 2018, weight: 2 }],
      ['VTi L7', 46000, 'p15t', 2, { from: 2018, seats: 7 }],
      ['VTi LX AWD', 52000, 'p15t', 3, { from: 2018, drive: 'AWD' }],
      ['e:HEV RS', 62000, 'hev', 3, { from: 2024, drive: 'AWD' }],
    ],
  }),
  model('Honda', 'Civic', {
    body: HATCH, pop: 3, resale: 0.95, seats: 5, doors: 4, dims: [4560, 1802, 1415], tank: 47, gvm: 1740, drive: 'FWD',
    gens: 'FK:2017-2021, FL:2022-',
    pts: { p18: pt('petrol', 4, 1.8, 'Naturally Aspirated', 174, 6.4, CVT), p15t: pt('petrol', 4, 1.5, 'Turbo', 240, 6.3, CVT), hev: pt('hybrid', 4, 2.0, 'Naturally Aspirated', 315, 4.2, CVT), typer: pt('premium', 4, 2.0, 'Turbo', 420, 8.8, M6) },
    badges: [['VTi-S', 28000, 'p18', 0, { to: 2021, weight: 2 }], ['RS', 37000, 'p15t', 2, { to: 2021 }], ['VTi LX', 50000, 'p15t', 2, { from: 2022 }], ['e:HEV LX', 56000, 'hev', 3, { from: 2023 }], ['Type R', 74000, 'typer', 3, { weight: 1 }]],
  }),
  model('GWM', 'Cannon', {
    body: UTE, pop: 4, resale: 0.85, seats: 5, doors: 4, dims: [5410, 1934, 1886], tank: 78, gvm: 3150, drive: '4WD', kmPerYear: [12_000, 25_000],
    gens: 'NPW:2021-',
    pts: { d20: pt('diesel', 4, 2.0, 'Turbo', 400, 9.4, A8) },
    badges: [['Cannon', 37000, 'd20', 0], ['Cannon-L', 41000, 'd20', 1, { weight: 2 }], ['Cannon-X', 46000, 'd20', 3]],
  }),
  model('GWM', 'Haval Jolion', {
    body: SUV, pop: 4, resale: 0.85, seats: 5, doors: 4, dims: [4472, 1841, 1574], tank: 55, gvm: 1890, drive: 'FWD',
    gens: 'A01:2021-',
    pts: { p15t: pt('petrol', 4, 1.5, 'Turbo', 210, 8.1, DCT7), hev: pt('hybrid', 4, 1.5, 'Naturally Aspirated', 375, 4.7, '2 Speed Automatic') },
    badges: [['Premium', 28000, 'p15t', 0, { weight: 2 }], ['Lux', 31000, 'p15t', 1, { weight: 2 }], ['Ultra', 34000, 'p15t', 2], ['Ultra Hybrid', 39000, 'hev', 3, { from: 2022 }]],
  }),
  model('GWM', 'Haval H6', {
    body: SUV, pop: 3, resale: 0.85, seats: 5, doors: 4, dims: [4653, 1886, 1730], tank: 61, gvm: 2200, drive: 'FWD',
    gens: 'B01:2021-',
    pts: { p20t: pt('petrol', 4, 2.0, 'Turbo', 325, 7.4, DCT7), hev: pt('hybrid', 4, 1.5, 'Turbo', 530, 5.2, '2 Speed Automatic') },
    badges: [['Premium', 35000, 'p20t', 0], ['Lux', 38000, 'p20t', 1, { weight: 2 }], ['Ultra', 42000, 'p20t', 2, { drive: 'AWD' }], ['Ultra Hybrid', 48000, 'hev', 3]],
  }),
  model('LDV', 'T60', {
    body: UTE, pop: 3, resale: 0.8, seats: 5, doors: 4, dims: [5365, 1900, 1845], tank: 75, gvm: 3050, drive: '4WD',
    gens: 'SK8C:2017-2020, SKC8:2021-',
    pts: { d28: pt('diesel', 4, 2.8, 'Turbo', 360, 9.6, A6, M6), d20: pt('diesel', 4, 2.0, 'Twin Turbo', 500, 9.0, A8) },
    badges: [['Pro', 38000, 'd28', 0, { to: 2020 }], ['Luxe', 44000, 'd28', 2, { to: 2020, weight: 2 }], ['Max Pro', 44000, 'd20', 1, { from: 2021 }], ['Max Luxe', 50000, 'd20', 2, { from: 2021, weight: 2 }]],
  }),
  model('Holden', 'Commodore', {
    body: SEDAN, pop: 3, resale: 1.05, seats: 5, doors: 4, dims: [4964, 1898, 1471], tank: 71, gvm: 2280, drive: 'RWD',
    gens: 'VF:2013-2015, VF II:2016-2017, ZB:2018-2020',
    pts: { v6: pt('petrol', 6, 3.6, 'Naturally Aspirated', 350, 9.0, A6), v8: pt('premium', 8, 6.2, 'Naturally Aspirated', 570, 12.9, A6, M6, 0.35), p20t: pt('premium', 4, 2.0, 'Turbo', 350, 7.6, A9), v6z: pt('petrol', 6, 3.6, 'Naturally Aspirated', 381, 9.3, A9) },
    badges: [
      ['Evoke', 38000, 'v6', 0, { to: 2017, weight: 2 }],
      ['SV6', 43000, 'v6', 2, { to: 2017, weight: 2 }],
      ['SS', 52000, 'v8', 2, { to: 2017, weight: 2 }],
      ['SS-V Redline', 60000, 'v8', 3, { to: 2017 }],
      ['LT', 38000, 'p20t', 1, { from: 2018 }],
      ['RS', 45000, 'v6z', 2, { from: 2018, drive: 'AWD' }],
      ['Calais-V', 52000, 'v6z', 3, { from: 2018, drive: 'AWD' }],
    ],
  }),
  model('Holden', 'Colorado', {
    body: UTE, pop: 4, resale: 0.9, seats: 5, doors: 4, dims: [5361, 1872, 1800], tank: 76, gvm: 3150, drive: '4WD',
    gens: 'RG:2012-2016, RG MY17:2017-2020',
    pts: { d28: pt('diesel', 4, 2.8, 'Turbo', 500, 8.6, A6, M6) },
    badges: [['LS', 46000, 'd28', 0, { weight: 2 }], ['LTZ', 54000, 'd28', 2, { weight: 3 }], ['Z71', 58000, 'd28', 3, { from: 2017, weight: 2 }], ['LSX', 50000, 'd28', 1, { from: 2018 }]],
  }),
];

export const CAR_MODELS: readonly CatalogueModel[] = [
  ...toyota, ...ford, ...mazda, ...mitsubishi, ...hyundai, ...kia, ...isuzu, ...nissan, ...suzuki,
  ...evMakers, ...european, ...others,
];
