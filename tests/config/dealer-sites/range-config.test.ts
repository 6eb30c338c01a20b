/** issue 11 item 2: each site's model range is configuration, validated at start-up (config/dealer-sites/schemas/range.schema.ts). */
import { describe, expect, it } from 'vitest';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import { parseCarImagePath } from '../../../adapters/media/car-image-url';
import { modelPath, modelsOfManufacturer } from '../../../domain/models/model-range';
import type { Model } from '../../../domain/models/model-range';
import { aModel, aRange } from '../../domain/models/a-model';
import { aSiteOverride } from './site-override.mother';

const sites = new Map(loadDealerSites().map((site) => [site.slug, site]));
const site = (slug: string) => {
  const found = sites.get(slug);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
};

/** The harbour-motors override with its range replaced. */
const withRange = (range: { manufacturers: unknown[]; models: unknown[] }) => aSiteOverride('harbour-motors').with({ range }).build();

describe('the demo model ranges', () => {
  it('gives the Mazda franchise the Mazda range, the Suzuki site the Suzuki range and the group five makes', () => {
    expect(site('harbour-motors').range.manufacturers.map((m) => m.name)).toEqual(['Mazda']);
    expect(site('sunset-coast-suzuki').range.manufacturers.map((m) => m.name)).toEqual(['Suzuki']);
    expect(site('sunstate-motor-group').range.manufacturers.map((m) => m.name)).toEqual(['Hyundai', 'Kia', 'Toyota', 'Ford', 'Mitsubishi']);
    for (const slug of ['bayside-pre-owned', 'saltbush-caravans']) expect(site(slug).range).toEqual({ manufacturers: [], models: [] });
  });

  it('lists models of every manufacturer, with status labels, new slugs and override URLs among them', () => {
    const group = site('sunstate-motor-group').range;
    for (const m of group.manufacturers) expect(modelsOfManufacturer(group.models, m).length).toBeGreaterThanOrEqual(5);
    const all: Model[] = [...sites.values()].flatMap((s) => s.range.models);
    expect(all.some((m) => m.status === 'new')).toBe(true);
    expect(all.some((m) => m.status === 'coming_soon')).toBe(true);
    expect(all.some((m) => m.new_slug !== null)).toBe(true);
    expect(all.some((m) => m.override_url !== null)).toBe(true);
    // spec 2 §3: many manufacturer logos are null.
    expect(group.manufacturers.filter((m) => m.logo === null).length).toBeGreaterThan(group.manufacturers.length / 2);
  });

  it('draws every model with an image the media route serves', () => {
    for (const m of [...sites.values()].flatMap((s) => s.range.models)) {
      expect(parseCarImagePath(m.image), m.image).not.toBeNull();
      if (m.image2 !== null) expect(parseCarImagePath(m.image2), m.image2).not.toBeNull();
    }
  });

  it('gives every model of a site a page path of its own', () => {
    for (const s of sites.values()) {
      const paths = s.range.models.map(modelPath);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('turns hover menus on for one demo site only, off by default', () => {
    expect([...sites.values()].filter((s) => s.features.hoverMenus).map((s) => s.slug)).toEqual(['harbour-motors']);
  });

  it('drops the Range menu from the public navigation of a site without a range', () => {
    const [plain] = loadDealerSites([withRange({ manufacturers: [], models: [] })]);
    const hrefs = JSON.stringify(getPublicSite(plain!).navigation);
    expect(hrefs).not.toContain('"/models');
    expect(JSON.stringify(getPublicSite(site('harbour-motors')).navigation)).toContain('"/models?body=utes"');
  });
});

describe('range validation', () => {
  const load = (range: ReturnType<ReturnType<typeof aRange>['build']>) => () => loadDealerSites([withRange(range)]);
  const error = (message: string) => `Invalid dealer site configuration for "harbour-motors": ${message}`;

  it('accepts a well-formed range', () => {
    expect(load(aRange(aModel('CX-5'), aModel('3').slug('mazda3', 'mazda-3'), aModel('BT-50').at('/pages/mazda-bt-50-ute-centre')).build())).not.toThrow();
  });

  it('refuses a model page under a route another page answers', () => {
    expect(load(aRange(aModel('Finance').slug('finance')).build())).toThrow(
      error('range.models[0].slug: /finance is under /finance, which another route answers'),
    );
    expect(load(aRange(aModel('X').at('/search/x')).build())).toThrow(/range\.models\[0\]\.override_url: \/search\/x is under \/search/);
  });

  it('refuses two models at one page', () => {
    expect(load(aRange(aModel('CX-5'), aModel('CX 5').slug('cx5', 'cx-5')).build())).toThrow(
      error('range.models[1].new_slug: /cx-5 is already the page of models[0]'),
    );
  });

  it('refuses a model page that is a manufacturer overview', () => {
    expect(load(aRange(aModel('CX-5').at('/mazda/overview')).build())).toThrow(
      /range\.models\[0\]\.override_url: \/mazda\/overview is a manufacturer overview/,
    );
  });

  it('refuses a model page a content page would hide', () => {
    expect(load(aRange(aModel('Warranty').slug('terms-and-conditions')).build())).toThrow(
      error("range.models[0].slug: /terms-and-conditions is one of the site's content pages, which would hide the model's page"),
    );
  });

  it('refuses an override URL with a query, a body listed twice and a third body without a second', () => {
    expect(load(aRange(aModel('CX-5').at('/cx-5?grade=gt')).build())).toThrow(/override_url: must be a lower-case path of one or two slugs/);
    expect(load(aRange(aModel('CX-5').bodies('suvs', 'suvs')).build())).toThrow(/manufacturer_body2: a body is listed twice/);
    expect(load(aRange(aModel('CX-5').bodies('suvs', null, 'hybrids')).build())).toThrow(
      /manufacturer_body3: manufacturer_body3 is set but manufacturer_body2 is not/,
    );
  });

  it('refuses a manufacturer with no models', () => {
    const range = aRange(aModel('CX-5')).build();
    range.manufacturers.push({ id: 99, name: 'Hyundai', slug: 'hyundai', logo: null });
    expect(load(range)).toThrow(error('range.manufacturers[1]: "Hyundai" has no models: its overview would be empty'));
  });
});
