/**
 * The market data of the simulated valuation provider: popular Australian cars with their
 * series, badges and drivetrains and the price of each badge new (AUD, drive-away). Figures
 * copied from the demo catalogue (config/demo-inventory/catalogue-cars.ts) so the trade-in
 * offers agree with the stock on the demo sites; adapters do not import config/, hence a copy.
 */

export type Drive = 'FWD' | 'AWD' | '4WD' | 'RWD';

export interface MarketVariant {
  /** The badge, as a valuation guide names it ('SR5', 'Maxx Sport'). */
  readonly name: string;
  /** First and last model year the badge was sold with this drivetrain. */
  readonly from: number;
  readonly to: number;
  /** Drive-away price new, AUD. */
  readonly priceNew: number;
  readonly transmission: string;
  readonly cylinders: number;
  readonly drive: Drive;
  /** Engine code, the prefix of the engine number. */
  readonly engine: string;
}

export interface MarketModel {
  readonly make: string;
  readonly model: string;
  /** Body as a valuation guide names it. */
  readonly body: string;
  /** How well the model holds its value against the average (1 = average; HiLux 1.15). */
  readonly resale: number;
  /** World manufacturer identifier: the first three characters of its VINs. */
  readonly wmi: string;
  /** The make's four letters in a Redbook code ('AUVTOYO2019...'). */
  readonly redbookMake: string;
  /** Series (model code) by model year. */
  readonly series: readonly { readonly code: string; readonly from: number; readonly to: number }[];
  readonly variants: readonly MarketVariant[];
}

const A4 = '4 Speed Automatic';
const A5 = '5 Speed Automatic';
const A6 = '6 Speed Automatic';
const A8 = '8 Speed Automatic';
const A10 = '10 Speed Automatic';
const CVT = 'Continuous Variable';
const DCT7 = '7 Speed Auto Dual Clutch';
const DCT8 = '8 Speed Auto Dual Clutch';
const NOW = 2026;

const v = (name: string, from: number, to: number, priceNew: number, transmission: string, cylinders: number, drive: Drive, engine: string): MarketVariant => ({
  name,
  from,
  to,
  priceNew,
  transmission,
  cylinders,
  drive,
  engine,
});
const s = (code: string, from: number, to: number) => ({ code, from, to });

export const MARKET: readonly MarketModel[] = [
  {
    make: 'Toyota',
    model: 'HiLux',
    body: 'Dual Cab Utility',
    resale: 1.15,
    wmi: 'MR0',
    redbookMake: 'TOYO',
    series: [s('KUN26R', 2011, 2015), s('GUN126R', 2016, NOW)],
    variants: [
      v('SR', 2011, 2015, 48000, A4, 4, '4WD', '1KD'),
      v('SR5', 2011, 2015, 58000, A4, 4, '4WD', '1KD'),
      v('Workmate', 2016, NOW, 44000, A6, 4, 'RWD', '2GD'),
      v('SR', 2016, NOW, 58000, A6, 4, '4WD', '1GD'),
      v('SR5', 2016, NOW, 67000, A6, 4, '4WD', '1GD'),
      v('Rogue', 2018, NOW, 74000, A6, 4, '4WD', '1GD'),
    ],
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    body: 'Wagon',
    resale: 1.15,
    wmi: 'JTM',
    redbookMake: 'TOYO',
    series: [s('ASA44R', 2013, 2018), s('AXAH54R', 2019, NOW)],
    variants: [
      v('GX', 2013, 2018, 34000, CVT, 4, 'FWD', '3ZR'),
      v('GXL', 2013, 2018, 41000, A6, 4, 'AWD', '2AR'),
      v('Cruiser', 2013, 2018, 47000, A6, 4, 'AWD', '2AR'),
      v('GX', 2019, NOW, 38000, CVT, 4, 'FWD', 'M20A'),
      v('GX Hybrid', 2019, NOW, 41500, CVT, 4, 'FWD', 'A25A'),
      v('GXL Hybrid', 2019, NOW, 46500, CVT, 4, 'FWD', 'A25A'),
      v('Cruiser Hybrid', 2019, NOW, 54500, CVT, 4, 'AWD', 'A25A'),
      v('Edge', 2019, 2024, 57000, A8, 4, 'AWD', 'A25A'),
    ],
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatchback',
    resale: 1.2,
    wmi: 'JTN',
    redbookMake: 'TOYO',
    series: [s('ZRE182R', 2012, 2018), s('MZEA12R', 2019, NOW)],
    variants: [
      v('Ascent', 2012, 2018, 25000, CVT, 4, 'FWD', '2ZR'),
      v('Ascent Sport', 2012, 2018, 27000, CVT, 4, 'FWD', '2ZR'),
      v('SX', 2012, 2018, 30000, CVT, 4, 'FWD', '2ZR'),
      v('ZR', 2012, 2018, 35000, CVT, 4, 'FWD', '2ZR'),
      v('Ascent Sport', 2019, NOW, 30500, CVT, 4, 'FWD', 'M20A'),
      v('Ascent Sport Hybrid', 2019, NOW, 33500, CVT, 4, 'FWD', '2ZR'),
      v('SX Hybrid', 2019, NOW, 36500, CVT, 4, 'FWD', '2ZR'),
      v('ZR Hybrid', 2019, NOW, 40500, CVT, 4, 'FWD', '2ZR'),
    ],
  },
  {
    make: 'Ford',
    model: 'Ranger',
    body: 'Dual Cab Utility',
    resale: 1.1,
    wmi: 'MNA',
    redbookMake: 'FORD',
    series: [s('PX', 2012, 2015), s('PX MkII', 2016, 2018), s('PX MkIII', 2019, 2022), s('PY', 2023, NOW)],
    variants: [
      v('XL', 2012, 2022, 46000, A6, 5, '4WD', 'P5AT'),
      v('XLT', 2012, 2022, 58000, A6, 5, '4WD', 'P5AT'),
      v('Wildtrak', 2012, 2018, 64000, A6, 5, '4WD', 'P5AT'),
      v('Wildtrak', 2019, 2022, 66000, A10, 4, '4WD', 'YN2S'),
      v('Raptor', 2019, 2022, 78000, A10, 4, '4WD', 'YN2S'),
      v('XL', 2023, NOW, 56000, A6, 4, '4WD', 'YN2X'),
      v('XLS', 2023, NOW, 59000, A6, 4, '4WD', 'YN2X'),
      v('XLT', 2023, NOW, 67000, A10, 4, '4WD', 'YN2S'),
      v('Wildtrak', 2023, NOW, 76000, A10, 6, '4WD', 'P3DA'),
    ],
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    body: 'Wagon',
    resale: 1.05,
    wmi: 'JM0',
    redbookMake: 'MAZD',
    series: [s('KE', 2012, 2017), s('KF', 2018, NOW)],
    variants: [
      v('Maxx', 2012, 2017, 31000, A6, 4, 'FWD', 'PE'),
      v('Maxx Sport', 2012, 2017, 36000, A6, 4, 'AWD', 'PY'),
      v('Grand Touring', 2012, 2017, 46000, A6, 4, 'AWD', 'SH'),
      v('Maxx', 2018, NOW, 36000, A6, 4, 'FWD', 'PE'),
      v('Maxx Sport', 2018, NOW, 41000, A6, 4, 'FWD', 'PY'),
      v('Touring', 2018, NOW, 45000, A6, 4, 'AWD', 'PY'),
      v('Akera', 2018, NOW, 55000, A6, 4, 'AWD', 'PY'),
      v('GT SP', 2021, NOW, 52000, A6, 4, 'AWD', 'PY'),
    ],
  },
  {
    make: 'Mazda',
    model: '3',
    body: 'Hatchback',
    resale: 1.0,
    wmi: 'JM0',
    redbookMake: 'MAZD',
    series: [s('BN', 2017, 2019), s('BP', 2020, NOW)],
    variants: [
      v('Neo', 2017, 2019, 25000, A6, 4, 'FWD', 'PE'),
      v('Maxx', 2017, 2019, 28000, A6, 4, 'FWD', 'PE'),
      v('SP25', 2017, 2019, 31000, A6, 4, 'FWD', 'PY'),
      v('SP25 Astina', 2017, 2019, 37000, A6, 4, 'FWD', 'PY'),
      v('G20 Pure', 2020, NOW, 31000, A6, 4, 'FWD', 'PE'),
      v('G20 Evolve', 2020, NOW, 34000, A6, 4, 'FWD', 'PE'),
      v('G25 GT', 2020, NOW, 40000, A6, 4, 'FWD', 'PY'),
      v('G25 Astina', 2020, NOW, 43000, A6, 4, 'FWD', 'PY'),
    ],
  },
  {
    make: 'Mazda',
    model: 'BT-50',
    body: 'Dual Cab Utility',
    resale: 1.0,
    wmi: 'MP2',
    redbookMake: 'MAZD',
    series: [s('UR', 2015, 2020), s('TF', 2021, NOW)],
    variants: [
      v('XT', 2015, 2020, 45000, A6, 5, '4WD', 'P5AT'),
      v('XTR', 2015, 2020, 52000, A6, 5, '4WD', 'P5AT'),
      v('GT', 2015, 2020, 56000, A6, 5, '4WD', 'P5AT'),
      v('XT', 2021, NOW, 56000, A6, 4, '4WD', '4JJ3'),
      v('XTR', 2021, NOW, 63000, A6, 4, '4WD', '4JJ3'),
      v('GT', 2021, NOW, 67000, A6, 4, '4WD', '4JJ3'),
      v('Thunder', 2022, NOW, 73000, A6, 4, '4WD', '4JJ3'),
    ],
  },
  {
    make: 'Hyundai',
    model: 'i30',
    body: 'Hatchback',
    resale: 0.95,
    wmi: 'KMH',
    redbookMake: 'HYUN',
    series: [s('GD', 2012, 2016), s('PD', 2017, NOW)],
    variants: [
      v('Active', 2012, 2016, 22000, A6, 4, 'FWD', 'G4NB'),
      v('Elite', 2012, 2016, 26000, A6, 4, 'FWD', 'G4NB'),
      v('Active', 2017, NOW, 25500, A6, 4, 'FWD', 'G4NA'),
      v('Elite', 2017, NOW, 30000, A6, 4, 'FWD', 'G4NA'),
      v('N Line', 2018, NOW, 34000, DCT7, 4, 'FWD', 'G4FJ'),
      v('N', 2018, NOW, 50000, DCT8, 4, 'FWD', 'G4KH'),
    ],
  },
  {
    make: 'Kia',
    model: 'Sportage',
    body: 'Wagon',
    resale: 0.95,
    wmi: 'KNA',
    redbookMake: 'KIAC',
    series: [s('QL', 2016, 2021), s('NQ5', 2022, NOW)],
    variants: [
      v('Si', 2016, 2021, 32000, A6, 4, 'FWD', 'G4NA'),
      v('SX', 2016, 2021, 36000, A6, 4, 'FWD', 'G4NA'),
      v('GT-Line', 2016, 2021, 48000, A8, 4, 'AWD', 'D4HA'),
      v('S', 2022, NOW, 36000, A6, 4, 'FWD', 'G4NA'),
      v('SX', 2022, NOW, 40000, A6, 4, 'FWD', 'G4NA'),
      v('SX+', 2022, NOW, 47000, A8, 4, 'AWD', 'D4HE'),
      v('GT-Line', 2022, NOW, 54000, A8, 4, 'AWD', 'D4HE'),
    ],
  },
  {
    make: 'Mitsubishi',
    model: 'Outlander',
    body: 'Wagon',
    resale: 0.95,
    wmi: 'JMF',
    redbookMake: 'MITS',
    series: [s('ZL', 2016, 2021), s('ZM', 2022, NOW)],
    variants: [
      v('ES', 2016, 2021, 31000, CVT, 4, 'FWD', '4J12'),
      v('LS', 2016, 2021, 36000, CVT, 4, 'AWD', '4J12'),
      v('Exceed', 2016, 2021, 43000, CVT, 4, 'AWD', '4J12'),
      v('ES', 2022, NOW, 37000, CVT, 4, 'FWD', 'PR25'),
      v('LS', 2022, NOW, 42000, CVT, 4, 'AWD', 'PR25'),
      v('Aspire', 2022, NOW, 46000, CVT, 4, 'AWD', 'PR25'),
      v('Exceed', 2022, NOW, 50000, CVT, 4, 'AWD', 'PR25'),
    ],
  },
  {
    make: 'Mitsubishi',
    model: 'Triton',
    body: 'Dual Cab Utility',
    resale: 0.95,
    wmi: 'MMA',
    redbookMake: 'MITS',
    series: [s('MQ', 2015, 2018), s('MR', 2019, 2024)],
    variants: [
      v('GLX', 2015, 2024, 42000, A6, 4, '4WD', '4N15'),
      v('GLX+', 2015, 2024, 47000, A6, 4, '4WD', '4N15'),
      v('GLS', 2015, 2024, 52000, A6, 4, '4WD', '4N15'),
      v('GSR', 2021, 2024, 57000, A6, 4, '4WD', '4N15'),
    ],
  },
  {
    make: 'Isuzu',
    model: 'D-Max',
    body: 'Dual Cab Utility',
    resale: 1.0,
    wmi: 'MPA',
    redbookMake: 'ISUZ',
    series: [s('TF', 2012, 2020), s('RG', 2021, NOW)],
    variants: [
      v('SX', 2012, 2020, 38000, A5, 4, '4WD', '4JJ1'),
      v('LS-M', 2012, 2020, 45000, A5, 4, '4WD', '4JJ1'),
      v('LS-U', 2012, 2020, 49000, A5, 4, '4WD', '4JJ1'),
      v('LS-Terrain', 2019, 2020, 53000, A5, 4, '4WD', '4JJ1'),
      v('SX', 2021, NOW, 48000, A6, 4, '4WD', '4JJ3'),
      v('LS-M', 2021, NOW, 54000, A6, 4, '4WD', '4JJ3'),
      v('LS-U', 2021, NOW, 59000, A6, 4, '4WD', '4JJ3'),
      v('X-Terrain', 2021, NOW, 66000, A6, 4, '4WD', '4JJ3'),
    ],
  },
  {
    make: 'Subaru',
    model: 'Forester',
    body: 'Wagon',
    resale: 1.0,
    wmi: 'JF2',
    redbookMake: 'SUBA',
    series: [s('S4', 2013, 2018), s('S5', 2019, 2024), s('S6', 2025, NOW)],
    variants: [
      v('2.5i', 2013, NOW, 38000, CVT, 4, 'AWD', 'FB25'),
      v('2.5i-L', 2013, NOW, 41000, CVT, 4, 'AWD', 'FB25'),
      v('2.5i Premium', 2013, NOW, 44000, CVT, 4, 'AWD', 'FB25'),
      v('2.5i-S', 2013, NOW, 49000, CVT, 4, 'AWD', 'FB25'),
      v('Hybrid S', 2021, NOW, 51000, CVT, 4, 'AWD', 'FB20'),
    ],
  },
  {
    make: 'Suzuki',
    model: 'Swift',
    body: 'Hatchback',
    resale: 1.0,
    wmi: 'JSA',
    redbookMake: 'SUZU',
    series: [s('FZ', 2011, 2016), s('AZ', 2017, 2024)],
    variants: [
      v('GL', 2011, 2016, 17000, A4, 4, 'FWD', 'K14B'),
      v('GL Navigator', 2017, 2024, 21000, CVT, 4, 'FWD', 'K12M'),
      v('GLX Turbo', 2017, 2024, 25000, A6, 3, 'FWD', 'K10C'),
      v('Sport', 2018, 2024, 31000, A6, 4, 'FWD', 'K14C'),
    ],
  },
];

/** The model of that make and name, ignoring case. */
export function findModel(make: string, model: string): MarketModel | undefined {
  const key = (text: string) => text.trim().toLowerCase();
  return MARKET.find((m) => key(m.make) === key(make) && key(m.model) === key(model));
}

/** The badges of a model sold in that model year, in table order. */
export function variantsIn(model: MarketModel, year: number): MarketVariant[] {
  return model.variants.filter((variant) => variant.from <= year && year <= variant.to);
}

/** The series (model code) of a model year, when the table knows it. */
export function seriesOf(model: MarketModel, year: number): string | undefined {
  return model.series.find((series) => series.from <= year && year <= series.to)?.code;
}
