import type { Car, CarImage, CarStatus, CarType, FinanceLender } from '../../domain/vehicle/car';

/**
 * Test-data builder for Car: a valid, fully populated listing by default, changed
 * only where a test says so.
 *
 *   aCar().withSite('acme').sold().withImages(2).build()
 */
export function aCar(): CarBuilder {
  return new CarBuilder();
}

/** `count` distinct valid cars of one site, varied in make, status, type, price and media. */
export function someCars(count: number, siteSlug = 'demo', firstId = 1): Car[] {
  const cars: Car[] = [];
  for (let i = 0; i < count; i++) {
    const [make, model] = MAKES_MODELS[i % MAKES_MODELS.length] ?? ['Toyota', 'Corolla'];
    let builder = aCar()
      .withId(firstId + i)
      .withSite(siteSlug)
      .withMakeModel(make, model)
      .withYear(2010 + (i % 15))
      .withPrice(9_990 + ((i * 7_919) % 90_000))
      .withKm((i * 3_571) % 250_000)
      .withImages(i % 6);
    if (i % 7 === 0) builder = builder.sold();
    else if (i % 11 === 0) builder = builder.comingSoon();
    if (i % 3 === 0) builder = builder.ofType('new');
    else if (i % 3 === 1) builder = builder.ofType('demo');
    if (i % 5 === 0) builder = builder.withoutFinance();
    cars.push(builder.build());
  }
  return cars;
}

const MAKES_MODELS: readonly (readonly [string, string])[] = [
  ['Toyota', 'Corolla'],
  ['Mazda', 'CX-5'],
  ['Ford', 'Ranger'],
  ['Hyundai', 'i30'],
  ['Kia', 'Sportage'],
  ['Mitsubishi', 'Triton'],
  ['Volkswagen', 'Golf'],
  ['Subaru', 'Outback'],
];

let nextId = 1_000_000;

export class CarBuilder {
  #id = nextId++;
  #site = 'demo';
  #slug: string | undefined;
  #make = 'Toyota';
  #model = 'Corolla';
  #year = 2021;
  #price = 28_990;
  #km = 42_150;
  #status: CarStatus = 'in_stock';
  #carType: CarType = 'used';
  #soldAt: string | null = null;
  #images = 3;
  #finance = true;
  #overrides: Partial<Car> = {};

  withId(id: number): this {
    this.#id = id;
    return this;
  }
  withSite(siteSlug: string): this {
    this.#site = siteSlug;
    return this;
  }
  withSlug(slug: string): this {
    this.#slug = slug;
    return this;
  }
  withMakeModel(make: string, model: string): this {
    this.#make = make;
    this.#model = model;
    return this;
  }
  withYear(year: number): this {
    this.#year = year;
    return this;
  }
  withPrice(price: number): this {
    this.#price = price;
    return this;
  }
  withKm(km: number): this {
    this.#km = km;
    return this;
  }
  ofType(carType: CarType): this {
    this.#carType = carType;
    return this;
  }
  sold(soldAt = '2025-03-14'): this {
    this.#status = 'sold';
    this.#soldAt = soldAt;
    return this;
  }
  comingSoon(): this {
    this.#status = 'coming_soon';
    return this;
  }
  withImages(count: number): this {
    this.#images = count;
    return this;
  }
  withoutFinance(): this {
    this.#finance = false;
    return this;
  }
  /** Any other field, set as given (applied last). */
  with(fields: Partial<Car>): this {
    this.#overrides = { ...this.#overrides, ...fields };
    return this;
  }

  build(): Car {
    const id = this.#id;
    const slug = this.#slug ?? `${this.#year}-${this.#make}-${this.#model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const images: CarImage[] = Array.from({ length: this.#images }, (_, i) => ({
      image: {
        url: `https://cdn.example.test/cars/${id}/${i + 1}.jpg`,
        thumb: { url: `https://cdn.example.test/cars/${id}/${i + 1}-thumb.jpg` },
      },
      ...(i === 0 ? {} : { isVideo: false }),
    }));
    const car: Car = {
      id,
      slug,
      path: `/cars/${slug}`,
      name: `${this.#year} ${this.#make} ${this.#model}`,
      carsales_title: null,
      item_type: 'car',
      dealership_slug: `${this.#site}-motors`,
      dealership_id: 42,
      dealership_ids: [42, 43],
      location_id: 7,
      show_on_dealer_website: true,
      site_slug: this.#site,
      year: this.#year,
      make: this.#make,
      model: this.#model,
      badge: 'Ascent Sport',
      series: null,
      colour: 'Glacier White',
      interior_colour: 'Black',
      vin: `JTNKU3JE60J${String(id).padStart(6, '0')}`,
      stocknum: `S${id}`,
      regplate: null,
      rego_expiry: '2026-01-31',
      build_date: `${this.#year}-03-01`,
      compliance_date: `${this.#year}-04-01`,
      seats: 5,
      doors: 4,
      drive: 'Front Wheel Drive',
      trans: 'Continuous Variable',
      simple_drive: 'FWD',
      simple_transmission: 'Automatic',
      simple_body: 'Hatchback',
      simple_fuel: 'Petrol',
      fuel: 'Unleaded Petrol',
      engine_size: 1987,
      engine_size_litres: 2.0,
      km: this.#km,
      views: 12,
      city: 'Brisbane',
      state: 'QLD',
      updated_at: '2025-06-01T09:30:00.000Z',
      created_at: '2025-05-20T01:02:03.000Z',
      photos_count: this.#images,
      price: this.#price,
      before_price: null,
      offer_price: null,
      price_type: 'Drive Away',
      car_type: this.#carType,
      status: this.#status,
      sold_at: this.#soldAt,
      tag: null,
      reserved: false,
      certified: true,
      has_nvic: true,
      payment_processors: ['stripe'],
      deposit: 200,
      images,
      primary_image_url: images[0]?.image.url ?? null,
      spin_images: [],
      hotspots: [
        {
          id: 'h1',
          kind: 'exterior',
          title: 'Alloy wheels',
          description: '17" alloys — "sport" pack',
          positions: { 0: { x: 12.5, y: 80 }, 18: { x: 40.25, y: 77.5 } },
        },
      ],
      dealercomments: 'One owner, full service history.\nPrice includes on-road costs ✓',
      standardEquipment: ['Reversing camera', 'Apple CarPlay'],
      features: ['Bluetooth', 'Cruise control'],
      specifications: null,
      variant: { cylinders: 4, enginesize: 1987, enginesize_litres: 2, induction: 'Aspirated', fuelconsumptioncombined: 6.5, ancaprating: 5, geartype: 'CVT' },
      autograb_data: {
        state_average_market_price: 29_450,
        average_market_price: 28_800.5,
        market_range_min: 26_000,
        market_range_max: 31_000,
        confidence: 0.82,
        description: null,
      },
      location: {
        id: 7,
        name: 'Brisbane North',
        slug: 'brisbane-north',
        phone: '07 3000 0000',
        address: { street: '1 Gympie Rd', city: 'Chermside', state: 'QLD', postcode: '4032', lat: -27.385, long: 153.031 },
        distribution_locations: ['brisbane-south'],
      },
      ...(this.#finance ? { finance_lenders: { plenti: aLender() } } : {}),
      ...this.#overrides,
    };
    return car;
  }
}

function aLender(): FinanceLender {
  return {
    financeProvider: 'plenti',
    disclaimer: 'Comparison rate based on $30,000 over 5 years.',
    termYears: 5,
    termWeeks: 260,
    termMonths: 60,
    interestRate: 6.99,
    comparisonRate: 7.45,
    establishmentFees: 395,
    deposit: 0,
    paymentWeek: 134.21,
    paymentMonth: 581.58,
    balloon: null,
    totalPayable: 34_894.8,
    terms: { term3: 213.5, term5: 134.21, term7: 104.05 },
  };
}
