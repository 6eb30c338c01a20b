/**
 * Motorcycles and trucks (stock of a 'group' site's bike and truck dealerships) and
 * caravans (the 'caravan' template site), spec 1 §1 and §3. Caravans carry their floor
 * plan's specifications (spec 1 §3 "Other"); they have no engine (powertrain '-').
 */
import {
  AMT6, AMT12, M6, type CaravanSpec, type CatalogueModel, bike, caravanBody, model, pt, truckBody,
} from './catalogue-model';

const DCT_BIKE = '6 Speed DCT';
const ALLISON = '6 Speed Allison Automatic';

const bikeDefaults = {
  itemType: 'motorcycle' as const,
  seats: 2,
  doors: null,
  drive: 'chain' as const,
  kmPerYear: [2_000, 7_000] as const,
  gens: '{MY}:2014-',
};

export const MOTORCYCLE_MODELS: readonly CatalogueModel[] = [
  model('Yamaha', 'MT-07', {
    ...bikeDefaults, body: bike('Naked'), pop: 5, resale: 1.0, tank: 14, colours: ['blue', 'grey', 'black'],
    pts: { p: pt('petrol', 2, 0.689, 'Naturally Aspirated', 67, 4.3, M6) },
    badges: [['LAMS', 12800, 'p', 1, { weight: 3 }], ['HO', 13300, 'p', 2]],
  }),
  model('Yamaha', 'Tenere 700', {
    ...bikeDefaults, body: bike('Adventure Touring'), pop: 3, resale: 1.05, tank: 16, gens: '{MY}:2020-', colours: ['blue', 'white', 'black'],
    pts: { p: pt('petrol', 2, 0.689, 'Naturally Aspirated', 68, 4.4, M6) },
    badges: [['Standard', 18500, 'p', 1, { weight: 2 }], ['World Raid', 23000, 'p', 3]],
  }),
  model('Yamaha', 'MT-09', {
    ...bikeDefaults, body: bike('Naked'), pop: 2, resale: 0.95, tank: 14, colours: ['blue', 'grey', 'black'],
    pts: { p: pt('premium', 3, 0.89, 'Naturally Aspirated', 93, 5.0, M6) },
    badges: [['Standard', 17000, 'p', 1], ['SP', 21000, 'p', 3]],
  }),
  model('Yamaha', 'WR450F', {
    ...bikeDefaults, body: bike('Enduro'), pop: 2, seats: 1, tank: 8, kmPerYear: [1_000, 4_000], colours: ['blue'],
    pts: { p: pt('premium', 1, 0.45, 'Naturally Aspirated', 47, 6.5, '5 Speed Manual') },
    badges: [['WR450F', 15000, 'p', 2]],
  }),
  model('Kawasaki', 'Ninja 400', {
    ...bikeDefaults, body: bike('Sport'), pop: 4, tank: 14, gens: '{MY}:2018-', colours: ['green', 'black', 'red'],
    pts: { p: pt('petrol', 2, 0.399, 'Naturally Aspirated', 38, 4.0, M6) },
    badges: [['ABS', 8500, 'p', 1, { weight: 2 }], ['KRT Edition', 9000, 'p', 2]],
  }),
  model('Kawasaki', 'Z900', {
    ...bikeDefaults, body: bike('Naked'), pop: 3, tank: 17, gens: '{MY}:2017-', colours: ['green', 'black', 'grey'],
    pts: { p: pt('premium', 4, 0.948, 'Naturally Aspirated', 98, 5.8, M6) },
    badges: [['Standard', 15500, 'p', 1, { weight: 2 }], ['SE', 18000, 'p', 3]],
  }),
  model('Kawasaki', 'Versys 650', {
    ...bikeDefaults, body: bike('Adventure Touring'), pop: 2, tank: 21, colours: ['green', 'black', 'grey'],
    pts: { p: pt('petrol', 2, 0.649, 'Naturally Aspirated', 61, 4.6, M6) },
    badges: [['LAMS', 12500, 'p', 1]],
  }),
  model('KTM', '390 Duke', {
    ...bikeDefaults, body: bike('Naked'), pop: 3, resale: 0.9, tank: 15, colours: ['orange', 'black'],
    pts: { p: pt('petrol', 1, 0.373, 'Naturally Aspirated', 37, 3.4, M6) },
    badges: [['390 Duke', 8900, 'p', 1]],
  }),
  model('KTM', '890 Adventure', {
    ...bikeDefaults, body: bike('Adventure Touring'), pop: 2, resale: 0.9, tank: 20, gens: '{MY}:2021-', colours: ['orange', 'black', 'white'],
    pts: { p: pt('premium', 2, 0.889, 'Naturally Aspirated', 100, 4.5, M6) },
    badges: [['Standard', 21500, 'p', 1], ['R', 25000, 'p', 3]],
  }),
  model('KTM', '300 EXC', {
    ...bikeDefaults, body: bike('Enduro'), pop: 2, seats: 1, tank: 9, kmPerYear: [1_000, 4_000], colours: ['orange'],
    pts: { p: pt('premium', 1, 0.293, 'Naturally Aspirated', 40, 6.0, M6) },
    badges: [['TPI', 15500, 'p', 2], ['Six Days TPI', 17000, 'p', 3]],
  }),
  model('Honda', 'CB650R', {
    ...bikeDefaults, body: bike('Naked'), pop: 2, tank: 15, gens: '{MY}:2019-', colours: ['red', 'black', 'grey'],
    pts: { p: pt('petrol', 4, 0.649, 'Naturally Aspirated', 63, 5.0, M6) },
    badges: [['Standard', 14000, 'p', 1], ['LAMS', 13000, 'p', 0]],
  }),
  model('Honda', 'Africa Twin', {
    ...bikeDefaults, body: bike('Adventure Touring'), pop: 2, resale: 1.0, tank: 18, colours: ['red', 'white', 'black'],
    pts: { p: pt('premium', 2, 1.084, 'Naturally Aspirated', 112, 4.9, M6), dct: pt('premium', 2, 1.084, 'Naturally Aspirated', 112, 4.9, DCT_BIKE) },
    badges: [['CRF1100L', 25000, 'p', 1], ['CRF1100L DCT', 27500, 'dct', 2], ['Adventure Sports ES', 32000, 'dct', 3]],
  }),
  model('Harley-Davidson', 'Street Glide', {
    ...bikeDefaults, body: bike('Touring'), pop: 2, resale: 0.9, drive: 'belt', tank: 23, colours: ['black', 'red', 'grey'],
    pts: { p: pt('premium', 2, 1.868, 'Naturally Aspirated', 155, 5.6, M6) },
    badges: [['Special', 48000, 'p', 2], ['ST', 52000, 'p', 3, { from: 2022 }]],
  }),
  model('BMW', 'R 1250 GS', {
    ...bikeDefaults, body: bike('Adventure Touring'), pop: 2, resale: 0.9, drive: 'shaft', tank: 20, gens: '{MY}:2019-2023', colours: ['white', 'black', 'blue'],
    pts: { p: pt('premium', 2, 1.254, 'Naturally Aspirated', 143, 4.8, M6) },
    badges: [['Standard', 33000, 'p', 1], ['Adventure', 38000, 'p', 3]],
  }),
  model('Triumph', 'Bonneville T120', {
    ...bikeDefaults, body: bike('Classic'), pop: 1, tank: 14, colours: ['black', 'green', 'red'],
    pts: { p: pt('petrol', 2, 1.2, 'Naturally Aspirated', 105, 5.0, M6) },
    badges: [['T120', 23000, 'p', 2], ['T120 Black', 23500, 'p', 2]],
  }),
  model('Suzuki', 'DR650SE', {
    ...bikeDefaults, body: bike('Dual Sport'), pop: 2, resale: 1.05, seats: 2, tank: 13, colours: ['white', 'black'],
    pts: { p: pt('petrol', 1, 0.644, 'Naturally Aspirated', 55, 4.7, '5 Speed Manual') },
    badges: [['DR650SE', 10500, 'p', 1], ['DR650SE LAMS', 10500, 'p', 0]],
  }),
  model('Ducati', 'Monster', {
    ...bikeDefaults, body: bike('Naked'), pop: 1, resale: 0.85, tank: 14, gens: '{MY}:2021-', colours: ['red', 'black', 'grey'],
    pts: { p: pt('premium', 2, 0.937, 'Naturally Aspirated', 94, 5.2, M6) },
    badges: [['Monster', 22000, 'p', 1], ['Monster+', 23000, 'p', 2], ['SP', 27000, 'p', 3, { from: 2023 }]],
  }),
];

const truckDefaults = {
  itemType: 'truck' as const,
  seats: 3,
  doors: 2,
  ancap: null,
  kmPerYear: [20_000, 45_000] as const,
  colours: ['white', 'white', 'white', 'white', 'white', 'silver', 'red', 'blue'] as const,
};

export const TRUCK_MODELS: readonly CatalogueModel[] = [
  model('Isuzu', 'NPR', {
    ...truckDefaults, body: truckBody('Cab Chassis'), pop: 5, resale: 1.05, dims: [6170, 1995, 2290], tank: 100, gvm: 8700, drive: '4x2',
    gens: 'N Series:2012-',
    pts: { d52: pt('diesel', 4, 5.2, 'Turbo', 513, 15.0, AMT6, M6, 0.3) },
    badges: [['45-155 Tradepack', 74000, 'd52', 1, { weight: 2 }], ['65-190 Crew', 92000, 'd52', 2]],
  }),
  model('Isuzu', 'FRR', {
    ...truckDefaults, body: truckBody('Pantech'), pop: 3, resale: 1.0, dims: [8170, 2240, 3420], tank: 200, gvm: 11000, drive: '4x2',
    gens: 'F Series:2012-',
    pts: { d52: pt('diesel', 4, 5.2, 'Turbo', 706, 20.0, ALLISON) },
    badges: [['110-260 Pantech', 128000, 'd52', 2]],
  }),
  model('Isuzu', 'FVZ', {
    ...truckDefaults, body: truckBody('Tipper'), pop: 1, dims: [8515, 2490, 2850], tank: 300, gvm: 26000, drive: '6x4', kmPerYear: [40_000, 90_000],
    gens: 'F Series:2012-',
    pts: { d78: pt('diesel', 6, 7.8, 'Turbo', 1020, 28.0, ALLISON) },
    badges: [['260-300 Tipper', 185000, 'd78', 2]],
  }),
  model('Hino', '300 Series', {
    ...truckDefaults, body: truckBody('Cab Chassis'), pop: 4, resale: 1.0, dims: [5990, 1995, 2265], tank: 100, gvm: 6500, drive: '4x2',
    gens: 'XKU:2012-',
    pts: { d40: pt('diesel', 4, 4.0, 'Turbo', 464, 13.5, AMT6, M6, 0.3), hev: pt('hybrid', 4, 4.0, 'Turbo', 464, 11.0, AMT6) },
    badges: [['617 Standard Cab', 72000, 'd40', 1, { weight: 2 }], ['716 Hybrid Wide Cab', 90000, 'hev', 2, { from: 2017 }]],
  }),
  model('Hino', '500 Series', {
    ...truckDefaults, body: truckBody('Pantech'), pop: 2, dims: [8400, 2490, 3500], tank: 200, gvm: 11000, drive: '4x2',
    gens: 'FC:2012-',
    pts: { d51: pt('diesel', 4, 5.1, 'Turbo', 706, 20.0, ALLISON) },
    badges: [['FC 1124 Pantech', 130000, 'd51', 2]],
  }),
  model('Hino', '700 Series', {
    ...truckDefaults, body: truckBody('Prime Mover'), pop: 1, resale: 0.95, dims: [7100, 2490, 3300], tank: 600, gvm: 26000, drive: '6x4', kmPerYear: [90_000, 160_000], seats: 2,
    gens: 'SS:2012-',
    pts: { d13: pt('diesel', 6, 12.9, 'Turbo', 2157, 45.0, AMT12) },
    badges: [['SS 2848 Prime Mover', 265000, 'd13', 3]],
  }),
  model('Fuso', 'Canter', {
    ...truckDefaults, body: truckBody('Tray'), pop: 4, resale: 1.0, dims: [6000, 1995, 2260], tank: 100, gvm: 6000, drive: '4x2',
    gens: 'FEB:2012-',
    pts: { d30: pt('diesel', 4, 3.0, 'Turbo', 430, 12.5, '6 Speed Dual Clutch', M6, 0.25) },
    badges: [['515 Wide Cab', 70000, 'd30', 1, { weight: 2 }], ['918 Wide Cab Crew', 88000, 'd30', 2]],
  }),
  model('Fuso', 'Fighter', {
    ...truckDefaults, body: truckBody('Pantech'), pop: 2, dims: [8690, 2490, 3400], tank: 200, gvm: 16000, drive: '4x2',
    gens: 'FK:2012-',
    pts: { d77: pt('diesel', 6, 7.7, 'Turbo', 883, 24.0, ALLISON) },
    badges: [['1627 Pantech', 158000, 'd77', 2]],
  }),
  model('Volvo', 'FH', {
    ...truckDefaults, body: truckBody('Prime Mover'), pop: 1, resale: 0.95, dims: [7200, 2490, 3900], tank: 700, gvm: 27000, drive: '6x4', kmPerYear: [100_000, 180_000], seats: 2,
    gens: 'FH4:2014-2021, FH5:2022-',
    pts: { d13: pt('diesel', 6, 12.8, 'Turbo', 2600, 48.0, AMT12) },
    badges: [['540 Globetrotter', 340000, 'd13', 3]],
  }),
  model('Kenworth', 'T610', {
    ...truckDefaults, body: truckBody('Prime Mover'), pop: 1, resale: 1.0, dims: [7500, 2490, 3800], tank: 800, gvm: 27500, drive: '6x4', kmPerYear: [100_000, 180_000], seats: 2,
    gens: 'T610:2017-',
    pts: { x15: pt('diesel', 6, 15.0, 'Turbo', 2779, 50.0, '18 Speed Manual') },
    badges: [['SAR Prime Mover', 360000, 'x15', 3]],
  }),
];

/** Caravan floor plans: length ft, width ft, tare kg, ATM kg, axle, sleeps. */
function plan(lengthFt: number, widthFt: number, tare: number, atm: number, axle: CaravanSpec['axle'], sleeps: number): { caravan: CaravanSpec } {
  return { caravan: { lengthFt, widthFt, tare, atm, axle, sleeps } };
}

const caravanDefaults = {
  itemType: 'caravan' as const,
  seats: null,
  doors: 1,
  drive: null,
  ancap: null,
  kmPerYear: [0, 0] as const,
  colours: ['grey', 'black', 'silver', 'blue', 'grey', 'black', 'bronze', 'red'] as const,
  gens: '{MY}:2012-',
  pts: {},
};

export const CARAVAN_MODELS: readonly CatalogueModel[] = [
  model('Jayco', 'Journey Outback', {
    ...caravanDefaults, body: caravanBody(), pop: 5, resale: 1.05,
    badges: [['21.66-3', 82000, '-', 2, { ...plan(21.6, 7.7, 2450, 3000, 'Tandem', 2), weight: 2 }], ['19.61-3', 76000, '-', 1, plan(19.6, 7.7, 2260, 2800, 'Tandem', 2)], ['21.68-4 Family', 85000, '-', 2, plan(21.6, 7.7, 2560, 3200, 'Tandem', 5)]],
  }),
  model('Jayco', 'Crosstrak', {
    ...caravanDefaults, body: caravanBody(), pop: 3, gens: '{MY}:2020-',
    badges: [['16.49-3', 72000, '-', 2, plan(16.4, 7.5, 1980, 2500, 'Single', 2)], ['18.55-4', 79000, '-', 2, plan(18.5, 7.5, 2190, 2700, 'Tandem', 3)]],
  }),
  model('Jayco', 'Conquest', {
    ...caravanDefaults, body: caravanBody(), pop: 3,
    badges: [['24.73-4 Family', 93000, '-', 2, plan(24.0, 7.9, 2850, 3500, 'Tandem', 6)], ['22.64-4', 88000, '-', 2, plan(22.0, 7.9, 2640, 3300, 'Tandem', 2)]],
  }),
  model('Jayco', 'Silverline', {
    ...caravanDefaults, body: caravanBody(), pop: 2, resale: 1.0,
    badges: [['21.66-3 Outback', 108000, '-', 3, plan(21.6, 7.9, 2720, 3300, 'Tandem', 2)], ['23.76-3 Outback', 115000, '-', 3, plan(23.0, 7.9, 2890, 3500, 'Tandem', 2)]],
  }),
  model('Jayco', 'Starcraft', {
    ...caravanDefaults, body: caravanBody('Pop Top'), pop: 4,
    badges: [['17.55-3', 58000, '-', 1, { ...plan(17.5, 7.5, 1790, 2300, 'Single', 2), weight: 2 }], ['19.61-3', 63000, '-', 1, plan(19.6, 7.5, 1980, 2500, 'Tandem', 3)]],
  }),
  model('Viscount', 'Grand Tourer', {
    ...caravanDefaults, body: caravanBody(), pop: 2,
    badges: [['20ft Ensuite', 64000, '-', 1, plan(20.0, 7.5, 2180, 2800, 'Tandem', 2)], ['18ft Club Lounge', 59000, '-', 1, plan(18.0, 7.5, 2020, 2600, 'Single', 2)]],
  }),
  model('Viscount', 'V2K', {
    ...caravanDefaults, body: caravanBody(), pop: 1,
    badges: [['22ft Family Bunk', 70000, '-', 2, plan(22.0, 7.5, 2420, 3000, 'Tandem', 6)]],
  }),
  model('Coromal', 'Element', {
    ...caravanDefaults, body: caravanBody(), pop: 2,
    badges: [['E602', 74000, '-', 2, plan(20.0, 7.6, 2320, 2900, 'Tandem', 2)], ['E542', 69000, '-', 1, plan(18.0, 7.6, 2100, 2600, 'Single', 2)]],
  }),
  model('Coromal', 'Appeal', {
    ...caravanDefaults, body: caravanBody(), pop: 1,
    badges: [['582', 66000, '-', 1, plan(19.0, 7.5, 2150, 2700, 'Tandem', 2)]],
  }),
  model('Avan', 'Aspire', {
    ...caravanDefaults, body: caravanBody('Pop Top'), pop: 2, resale: 1.05,
    badges: [['555', 64000, '-', 1, plan(18.2, 7.4, 1750, 2200, 'Single', 2)], ['655 Hard Top', 71000, '-', 2, plan(21.5, 7.4, 2050, 2600, 'Tandem', 2)]],
  }),
  model('Avan', 'Cruiseliner', {
    ...caravanDefaults, body: caravanBody('Camper Trailer'), pop: 1,
    badges: [['3', 45000, '-', 0, plan(14.0, 7.0, 1150, 1600, 'Single', 3)]],
  }),
  model('Lotus Caravans', 'Trooper', {
    ...caravanDefaults, body: caravanBody(), pop: 1, resale: 1.1,
    badges: [['21ft Off-Road', 128000, '-', 3, plan(21.0, 7.9, 2790, 3500, 'Tandem', 2)]],
  }),
  model('New Age', 'Manta Ray', {
    ...caravanDefaults, body: caravanBody(), pop: 2,
    badges: [['MR19ERS', 84000, '-', 2, plan(19.0, 7.7, 2390, 3000, 'Tandem', 2)], ['MR21ERS2', 92000, '-', 2, plan(21.0, 7.7, 2560, 3300, 'Tandem', 4)]],
  }),
  model('Zone RV', 'Z-20', {
    ...caravanDefaults, body: caravanBody(), pop: 1, resale: 1.1, gens: '{MY}:2016-',
    badges: [['Z-20 Off-Road', 136000, '-', 3, plan(20.0, 7.9, 2550, 3500, 'Tandem', 2)]],
  }),
  model('Crusader', 'Excalibur', {
    ...caravanDefaults, body: caravanBody(), pop: 1,
    badges: [['24ft Tri-Bunk', 98000, '-', 2, plan(24.0, 7.9, 2900, 3500, 'Tandem', 6)]],
  }),
];
