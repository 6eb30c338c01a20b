import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, DEFAULT_SITE_SLUG, DEMO_SITE_OVERRIDES, dealerSiteSchema, loadDealerSites, mergeOverride } from '../../../config/dealer-sites';
import type { DealerSite } from '../../../domain/dealer-site';
import { phoneForCarType } from '../../../domain/dealer-site';
import { aSiteOverride } from './site-override.mother';

const sites = loadDealerSites();
const site = (slug: string): DealerSite => {
  const found = sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};
const byTemplate = (template: DealerSite['template']) => sites.filter((s) => s.template === template);
/** The brand colour a site's buttons use: Mantine's primary shade 6. */
const brandColour = (s: DealerSite) => s.theme.colors?.[s.theme.primaryColor]?.[6] ?? s.theme.primaryColor;
const uiPublic = fileURLToPath(new URL('../../../ui/public', import.meta.url));

describe('demo dealer sites', () => {
  it('all validate against the schema, and re-validate unchanged', () => {
    expect(sites.length).toBeGreaterThanOrEqual(5);
    for (const s of sites) expect(dealerSiteSchema.parse(s)).toEqual(s);
  });

  it('differ in slug, name, template, brand colour, logo and hero heading', () => {
    const picks: ((s: DealerSite) => unknown)[] = [
      (s: DealerSite) => s.slug,
      (s: DealerSite) => s.name,
      (s: DealerSite) => s.template,
      brandColour,
      (s: DealerSite) => s.theme.headerBackground + s.theme.headerText,
      (s: DealerSite) => s.logo_url,
      (s: DealerSite) => s.labels.heroHeading,
      (s: DealerSite) => s.stock_filter.preset,
    ];
    for (const pick of picks) {
      expect(new Set(sites.map(pick)).size).toBe(sites.length);
    }
    expect(new Set(sites.map((s) => s.template))).toEqual(new Set(['group', 'franchise', 'used-specialist', 'caravan', 'manufacturer']));
  });

  it('differ in behaviour: card buttons, filters and finance provider', () => {
    const distinct = (pick: (s: DealerSite) => unknown) => new Set(sites.map((s) => JSON.stringify(pick(s)))).size;
    expect(distinct((s) => s.card_buttons)).toBe(sites.length);
    expect(distinct((s) => s.search_filters)).toBe(sites.length);
    expect(distinct((s) => s.features)).toBe(sites.length);
    expect(distinct((s) => s.finance_provider)).toBe(sites.length);
  });

  it('each have one fictitious custom domain, served by their site_url, and a local logo file', () => {
    for (const s of sites) {
      expect(s.domains).toHaveLength(1);
      expect(new URL(s.site_url).hostname).toBe(s.domains[0]);
      expect(s.logo_url).toBe(`/logos/${s.slug}.svg`);
      expect(existsSync(`${uiPublic}${s.logo_url}`), `${s.logo_url} under ui/public`).toBe(true);
    }
  });

  it('keep realistic opening hours: Mon-Fri equal, Saturday shorter, Sunday closed', () => {
    for (const s of sites) {
      for (const l of s.locations) {
        const hours = l.contact_detail.opening_hours;
        const day = (d: number) => hours.find((h) => h.weekday === d);
        const weekdays = [1, 2, 3, 4, 5].map((d) => {
          const h = day(d);
          return `${h?.status} ${h?.open}-${h?.close}`;
        });
        expect(new Set(weekdays).size, `${s.slug}/${l.slug}`).toBe(1);
        expect(day(0)?.status, `${s.slug}/${l.slug} Sunday`).toBe('closed');
        const sat = day(6);
        const mon = day(1);
        if (sat?.status === 'open' && mon?.open && mon.close && sat.open && sat.close) {
          expect(sat.close <= mon.close, `${s.slug}/${l.slug} Saturday`).toBe(true);
        }
      }
    }
  });

  it('write phone numbers as 0X XXXX XXXX with the area code of their state', () => {
    const areaCode = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' } as const;
    for (const s of sites) {
      expect(s.phone).toMatch(/^0\d \d{4} \d{4}$/);
      for (const l of s.locations) {
        const state = l.address.state as keyof typeof areaCode;
        // Tweed Heads (NSW) shares the Gold Coast's 07 numbers.
        const expected = l.address.postcode === '2486' ? '07' : areaCode[state];
        expect(l.contact_detail.phone.slice(0, 2), `${s.slug}/${l.slug}`).toBe(expected);
      }
    }
  });

  it('the default site is the group site', () => {
    expect(site(DEFAULT_SITE_SLUG).template).toBe('group');
  });
});

describe('each demo site template', () => {
  it('group: car, motorcycle, truck and partner tiles, statistics banners, dealerships in QLD and NSW (spec 1 §1)', () => {
    const [group] = byTemplate('group');
    expect(group).toBeDefined();
    if (!group) return;
    expect(new Set(group.group_tiles.map((t) => t.kind))).toEqual(new Set(['car', 'motorcycle', 'truck', 'partner']));
    for (const tile of group.group_tiles) expect(tile.description.length).toBeGreaterThan(20);
    // Locations and brands are counted from the group's own records; the years are as written.
    expect(group.statistics).toEqual([
      { count: 'locations', label: 'Locations' },
      { count: 'brands', label: 'Brands' },
      { value: '30+', label: 'Years Established' },
    ]);
    expect(group.dealerships.length).toBeGreaterThan(1);
    expect(new Set(group.locations.map((l) => l.address.state))).toEqual(new Set(['QLD', 'NSW']));
  });

  it('franchise: a new-car dealer of one make, with a phone number per car type (spec 2 §1)', () => {
    const [franchise] = byTemplate('franchise');
    expect(franchise?.manufacturer).toBe('mazda');
    if (!franchise) return;
    expect(franchise.filter_phone_by_car_type).toBe(true);
    const phones = (['new', 'demo', 'used'] as const).map((t) => phoneForCarType(franchise, t));
    expect(new Set(phones).size).toBe(3);
  });

  it("used specialist: 'Pre-Owned', sold handling, 48-hour money-back guarantee, used stock only (spec 1 §9)", () => {
    const [used] = byTemplate('used-specialist');
    expect(used?.labels.used).toBe('Pre-Owned');
    expect(used?.features.soldHandling).toBe(true);
    expect(used?.features.moneyBackGuarantee).toBe(true);
    expect(used?.stock_filter.usedOnly).toBe(true);
  });

  it("caravan: 'Search Our Stock' and caravan-relevant filters (spec 2 §2)", () => {
    const [caravan] = byTemplate('caravan');
    expect(caravan?.labels.heroHeading).toBe('Search Our Stock');
    expect(caravan?.search_filters).toEqual(expect.arrayContaining(['item_type', 'make', 'price', 'year']));
    expect(caravan?.search_filters).not.toContain('km');
  });

  it('manufacturer: a single-make Suzuki site (spec 2 §4 hides its finance estimate)', () => {
    const [manufacturer] = byTemplate('manufacturer');
    expect(manufacturer?.manufacturer).toBe('suzuki');
    expect(manufacturer?.manufacturer_id).not.toBeNull();
  });
});

describe('the shared default (spec 2 §1, §2, §9)', () => {
  it('carries the spec wording and constants', () => {
    expect(DEFAULT_SITE.labels).toMatchObject({
      noPriceText: 'Enquire for price.',
      heroHeading: 'Search Our New & Used Vehicles',
      newTag: 'New',
      soldTag: 'JUST SOLD',
      used: 'Used',
    });
    expect(DEFAULT_SITE.include_sold_cars_days).toBe(3);
    expect(DEFAULT_SITE.reserve_deposit).toBe(200);
    expect(DEFAULT_SITE.features.authentication).toBe(false);
  });

  it('has the default main navigation', () => {
    expect(DEFAULT_SITE.navigation.map((l) => l.label)).toEqual(['Home', 'Range', 'Stock', 'Sell My Car', 'Finance', 'Service & Parts', 'More']);
    const children = (label: string) => DEFAULT_SITE.navigation.find((l) => l.label === label)?.children ?? [];
    expect(children('Range').map((l) => l.href)).toEqual([
      '/models?body=suvs',
      '/models?body=utes',
      '/models?body=cars',
      '/models?body=hybrids',
      '/models?body=sports',
    ]);
    expect(children('Stock').map((l) => [l.label, l.href])).toEqual([
      ['Offers', '/special-offers'],
      ['Vehicle Models', '/models'],
      ['New', '/search/new-cars'],
      ['Demo', '/search/demo-cars'],
      ['Used', '/search/used-cars'],
    ]);
    expect(children('More').map((l) => l.href)).toEqual(expect.arrayContaining(['/about-us', '/dealer-locator', '/terms-and-conditions', '/privacy-policy']));
  });

  it('fills what a site does not override', () => {
    const franchise = site('harbour-motors');
    expect(franchise.labels.noPriceText).toBe('Enquire for price.');
    expect(franchise.labels.newTag).toBe('Just Arrived');
    expect(franchise.reserve_deposit).toBe(200);
    expect(franchise.features.stickyHeader).toBe(true);
    expect(franchise.features.chatBot).toBe(true);
    expect(franchise.navigation).toEqual(DEFAULT_SITE.navigation);
  });
});

describe('mergeOverride', () => {
  it('merges objects key by key, replaces arrays, and skips undefined', () => {
    const base = { a: { b: 1, c: 2 }, list: [1, 2, 3], keep: 'x' };
    expect(mergeOverride(base, { a: { c: 3 }, list: [9], keep: undefined })).toEqual({
      a: { b: 1, c: 3 },
      list: [9],
      keep: 'x',
    });
  });

  it('lets null replace a value', () => {
    expect(mergeOverride({ a: 'x' }, { a: null })).toEqual({ a: null });
  });

  it('changes neither input, and loaded sites share no objects with the default', () => {
    const before = JSON.stringify(DEFAULT_SITE);
    const [a, b] = loadDealerSites();
    a!.features.chatBot = !a!.features.chatBot;
    a!.search_filters.push('tag');
    expect(JSON.stringify(DEFAULT_SITE)).toBe(before);
    expect(b!.search_filters).not.toContain('tag');
  });
});

describe('invalid configuration stops loading with the site and the field path', () => {
  const prefix = 'Invalid dealer site configuration for "harbour-motors": ';

  it.each([
    [{ theme: { primaryColor: 42 } }, 'theme.primaryColor: '],
    [{ theme: { primaryColor: 'sunburst' } }, 'theme.primaryColor: '],
    [{ theme: { headerBackground: 'red' } }, 'theme.headerBackground: '],
    [{ theme: { headerText: '#222222' } }, 'theme.headerText: contrast'],
    [{ theme: { primaryColour: 'red' } }, 'theme.primaryColour: unknown field'],
    [{ stock_filter: { preset: 15 } }, 'stock_filter.preset: '],
    [{ stock_filter: { preset: 2.5 } }, 'stock_filter.preset: '],
    [{ address: { postcode: 'ABCD' } }, 'address.postcode: must be a 4-digit postcode'],
    [{ address: { postcode: '4000' } }, 'address.postcode: postcode 4000 is not in NSW'],
    [{ address: { state: 'QUEENSLAND' } }, 'address.state: '],
    [{ include_sold_cars_days: -1 }, 'include_sold_cars_days: '],
    [{ reserve_deposit: 0 }, 'reserve_deposit: '],
    [{ phone: '(02) 4926 1100' }, 'phone: '],
    [{ phone_by_car_type: { demo: '4926 1122' } }, 'phone_by_car_type.demo: '],
    [{ slug: 'Harbour Motors' }, 'slug: '],
    [{ logo_url: 'logos/harbour.svg' }, 'logo_url: '],
    [{ site_url: 'https://www.elsewhere.com.au' }, 'site_url: host www.elsewhere.com.au'],
    [{ domains: ['www.harbourmotors.com.au:443'] }, 'domains[0]: '],
    [{ card_buttons: ['details', 'details'] }, 'card_buttons[1]: duplicate'],
    [{ search_filters: ['make', 'sleeps'] }, 'search_filters[1]: '],
    [{ finance_provider: 'Big Bank' }, 'finance_provider: '],
    [{ template: 'manufacturer', manufacturer: null, manufacturer_id: null }, 'manufacturer: '],
    [{ navigation: [{ label: 'Finance', href: 'finance' }] }, 'navigation[0].href: '],
    [{ features: { chatBot: 'yes' } }, 'features.chatBot: '],
  ] as [Record<string, unknown>, string][])('%j → %s', (patch, path) => {
    const override = aSiteOverride('harbour-motors').with(patch).build();
    const slug = typeof patch.slug === 'string' ? patch.slug : 'harbour-motors';
    expect(() => loadDealerSites([override])).toThrow(`Invalid dealer site configuration for "${slug}": ${path}`);
  });

  it('names the path into a location', () => {
    const [first] = aSiteOverride('harbour-motors').build().locations;
    const broken = aSiteOverride('harbour-motors')
      .with({ locations: [{ ...first, address: { ...first!.address, postcode: '3000', lat: 32.9 } }] })
      .build();
    const message = (() => {
      try {
        loadDealerSites([broken]);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message.startsWith(prefix)).toBe(true);
    expect(message).toContain('locations[0].address.lat: ');
    expect(message).toContain('locations[0].address.postcode: postcode 3000 is not in NSW');
  });

  it('checks that a location belongs to one of the site dealerships', () => {
    const broken = aSiteOverride('harbour-motors')
      .with({ dealerships: [{ id: 999, slug: 'other', name: 'Other' }] })
      .build();
    expect(() => loadDealerSites([broken])).toThrow(`${prefix}locations[0].dealership_id: no dealership 201`);
  });

  it('rejects two sites with one slug', () => {
    const copy = aSiteOverride('bayside-pre-owned').with({ slug: 'harbour-motors' }).build();
    expect(() => loadDealerSites([...DEMO_SITE_OVERRIDES, copy])).toThrow(
      'Invalid dealer site configuration for "harbour-motors": slug: used by more than one site',
    );
  });

  it('rejects two sites with one custom domain', () => {
    const copy = aSiteOverride('bayside-pre-owned')
      .with({ domains: ['www.baysidepreowned.com.au', 'www.harbourmotors.com.au'] })
      .build();
    expect(() => loadDealerSites([DEMO_SITE_OVERRIDES[1]!, copy])).toThrow(
      'Invalid dealer site configuration for "bayside-pre-owned": domains[1]: www.harbourmotors.com.au is already the domain of "harbour-motors"',
    );
  });
});
