/**
 * Test-data builders for the model range (domain/models):
 *
 *   aModel('CX-5').of('Mazda').bodies('suvs', 'hybrids').from(37110).build()
 *   aRange(aModel('CX-5'), aModel('BT-50').bodies('utes')).build()
 */
import type { Manufacturer, Model, RangeBody, SiteRange } from '../../../domain/models/model-range';

let nextId = 1;

export class ModelBuilder {
  #model: Model;

  constructor(name: string) {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    this.#model = {
      id: nextId++,
      name,
      slug,
      new_slug: null,
      override_url: null,
      manufacturer_name: 'Mazda',
      manufacturer_body: 'suvs',
      manufacturer_body2: null,
      manufacturer_body3: null,
      image: '/media/cars/suv/red/0.svg',
      image2: null,
      short_description: `The ${name}.`,
      from_price: 30000,
      status: null,
    };
  }

  of(manufacturer: string): this {
    this.#model.manufacturer_name = manufacturer;
    return this;
  }

  bodies(first: RangeBody, second: RangeBody | null = null, third: RangeBody | null = null): this {
    this.#model = { ...this.#model, manufacturer_body: first, manufacturer_body2: second, manufacturer_body3: third };
    return this;
  }

  from(price: number | null): this {
    this.#model.from_price = price;
    return this;
  }

  status(status: Model['status']): this {
    this.#model.status = status;
    return this;
  }

  slug(slug: string, newSlug: string | null = null): this {
    this.#model = { ...this.#model, slug, new_slug: newSlug };
    return this;
  }

  at(overrideUrl: string): this {
    this.#model.override_url = overrideUrl;
    return this;
  }

  build(): Model {
    return structuredClone(this.#model);
  }
}

export const aModel = (name: string): ModelBuilder => new ModelBuilder(name);

/** A range of the given models, with a manufacturer for each make they name (in order of first use). */
export function aRange(...models: ModelBuilder[]): { build: () => SiteRange } {
  return {
    build() {
      const built = models.map((m) => m.build());
      const names = [...new Set(built.map((m) => m.manufacturer_name))];
      const manufacturers: Manufacturer[] = names.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), logo: null }));
      return { manufacturers, models: built };
    },
  };
}
