import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';
import {
  RANGE_BODIES,
  categoryButtonRows,
  fromPriceText,
  isRangeMenu,
  modelDisplayName,
  modelStatusLabel,
  modelSummary,
  modelsOfBody,
  navigationForRange,
  rangeBodiesOf,
  rangeBodyHref,
  resolveRangePath,
  selectedBody,
  type RangeBody,
} from '../../../domain/models/model-range';
import { aModel, aRange } from './a-model';

describe('model display (spec 2 §2 tiles)', () => {
  it('prefixes the model name with the brand', () => {
    expect(modelDisplayName(aModel('CX-5').of('Mazda').build())).toBe('Mazda CX-5');
    expect(modelDisplayName(aModel('Santa Fe').of('Hyundai').build())).toBe('Hyundai Santa Fe');
  });

  it('writes a numeric model as brand, space, number', () => {
    expect(modelDisplayName(aModel('3').of('Mazda').build())).toBe('Mazda 3');
  });

  it('does not prefix a name that already carries the brand, but does prefix one that only starts with its letters', () => {
    expect(modelDisplayName(aModel('Mazda6e').of('Mazda').build())).toBe('Mazda6e');
    expect(modelDisplayName(aModel('Kianna').of('Kia').build())).toBe('Kia Kianna');
  });

  it('labels status new as NEW and coming_soon as COMING SOON (spec 2 §4), and an established model not at all', () => {
    expect(modelStatusLabel('new')).toBe('NEW');
    expect(modelStatusLabel('coming_soon')).toBe('COMING SOON');
    expect(modelStatusLabel(null)).toBeNull();
  });

  it('shows a from price in whole dollars with thousands separators, and nothing when none is published', () => {
    expect(fromPriceText(37110)).toBe('From $37,110');
    expect(fromPriceText(28960.4)).toBe('From $28,960');
    expect(fromPriceText(null)).toBeNull();
    expect(fromPriceText(0)).toBeNull();
  });

  it('summarises a model with its page path and body list for menus and tiles', () => {
    const model = aModel('3').slug('mazda3', 'mazda-3').bodies('cars', 'hybrids').status('new').build();
    expect(modelSummary(model)).toEqual({
      name: '3',
      manufacturer_name: 'Mazda',
      path: '/mazda-3',
      bodies: ['cars', 'hybrids'],
      status: 'new',
      image: model.image,
      from_price: 30000,
    });
  });
});

describe('body categories (spec 2 §2: suvs, utes, cars, hybrids, sports)', () => {
  const range = aRange(aModel('MX-5').bodies('sports', 'cars'), aModel('CX-60').bodies('suvs', 'hybrids'), aModel('BT-50').bodies('utes')).build();
  const summaries = range.models.map(modelSummary);

  it('lists the bodies that have models in the spec order, whatever the order of the models', () => {
    expect(rangeBodiesOf(summaries)).toEqual(['suvs', 'utes', 'cars', 'hybrids', 'sports']);
    expect(rangeBodiesOf(summaries.filter((m) => m.name !== 'BT-50' && m.name !== 'MX-5'))).toEqual(['suvs', 'hybrids']);
  });

  it('puts a model in each of its bodies, second and third included', () => {
    expect(modelsOfBody(summaries, 'cars').map((m) => m.name)).toEqual(['MX-5']);
    expect(modelsOfBody(summaries, 'hybrids').map((m) => m.name)).toEqual(['CX-60']);
    expect(modelsOfBody(summaries, null).map((m) => m.name)).toEqual(['MX-5', 'CX-60', 'BT-50']);
  });

  it('selects a body from the query only when it is known and has models, else shows everything', () => {
    expect(selectedBody('utes', summaries)).toBe('utes');
    expect(selectedBody('vans', summaries)).toBeNull();
    expect(selectedBody('', summaries)).toBeNull();
    expect(selectedBody(null, summaries)).toBeNull();
    expect(
      selectedBody(
        'utes',
        summaries.filter((m) => m.name !== 'BT-50'),
      ),
    ).toBeNull();
  });

  it('links each body to /models?body={slug} and All to /models', () => {
    expect(rangeBodyHref('suvs')).toBe('/models?body=suvs');
    expect(rangeBodyHref(null)).toBe('/models');
  });

  it('a model is in the filtered list exactly when its body list names the body', () => {
    const body = fc.constantFrom(...RANGE_BODIES);
    const bodies = fc.uniqueArray(body, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(bodies, { maxLength: 12 }), body, (lists, chosen) => {
        const models = lists.map((list, i) => ({ name: `m${i}`, bodies: list as RangeBody[] }));
        const shown = modelsOfBody(models, chosen);
        expect(shown).toEqual(models.filter((m) => m.bodies.includes(chosen)));
        expect(rangeBodiesOf(models).includes(chosen)).toBe(shown.length > 0);
      }),
    );
  });
});

describe('category button rows (spec 2 §9: rows of 3 or 4, then 4 to 8, then from 9)', () => {
  it('puts up to 4 buttons in one row', () => {
    expect(categoryButtonRows(3)).toEqual({ rows: 1, columns: 3 });
    expect(categoryButtonRows(4)).toEqual({ rows: 1, columns: 4 });
  });

  it('puts 5 to 8 buttons in two even rows', () => {
    expect(categoryButtonRows(5)).toEqual({ rows: 2, columns: 3 });
    expect(categoryButtonRows(6)).toEqual({ rows: 2, columns: 3 });
    expect(categoryButtonRows(8)).toEqual({ rows: 2, columns: 4 });
  });

  it('puts 9 buttons or more in three rows', () => {
    expect(categoryButtonRows(9)).toEqual({ rows: 3, columns: 3 });
    expect(categoryButtonRows(12)).toEqual({ rows: 3, columns: 4 });
  });

  it('has no buttons and no rows for nothing', () => {
    expect(categoryButtonRows(0)).toEqual({ rows: 0, columns: 0 });
  });

  it('every button has a place and no row is left empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const { rows, columns } = categoryButtonRows(n);
        expect(rows * columns).toBeGreaterThanOrEqual(n);
        expect((rows - 1) * columns).toBeLessThan(n);
      }),
    );
  });
});

describe('range links in the navigation (issue 11: every link goes somewhere)', () => {
  const navigation: NavLink[] = [
    { label: 'Home', href: '/' },
    { label: 'Range', href: '/models', children: RANGE_BODIES.map((b) => ({ label: b, href: `/models?body=${b}` })) },
    {
      label: 'Stock',
      href: '/search',
      children: [
        { label: 'Vehicle Models', href: '/models' },
        { label: 'New', href: '/search/new-cars' },
      ],
    },
    { label: 'Our Brands', href: '/brands' },
    { label: 'Finance', href: '/finance' },
  ];

  const hrefs = (links: readonly NavLink[]): string[] => links.flatMap((l) => [l.href, ...hrefs(l.children ?? [])]);

  it('drops the Range menu and Vehicle Models on a site without a range, and keeps everything else', () => {
    const pruned = navigationForRange(navigation, { manufacturers: [], models: [] });
    expect(pruned.map((l) => l.label)).toEqual(['Home', 'Stock', 'Finance']);
    expect(pruned[1]?.children?.map((l) => l.label)).toEqual(['New']);
  });

  it('keeps only the body categories that have models', () => {
    const range = aRange(aModel('Swift').of('Suzuki').bodies('cars', 'hybrids'), aModel('Jimny').of('Suzuki').bodies('suvs')).build();
    const pruned = navigationForRange(navigation, range);
    expect(pruned.find((l) => l.label === 'Range')?.children?.map((l) => l.href)).toEqual(['/models?body=suvs', '/models?body=cars', '/models?body=hybrids']);
    expect(hrefs(pruned)).toContain('/models');
  });

  it('keeps /brands only for a range of more than one manufacturer', () => {
    const one = aRange(aModel('CX-5').of('Mazda')).build();
    const two = aRange(aModel('CX-5').of('Mazda'), aModel('Tucson').of('Hyundai')).build();
    expect(hrefs(navigationForRange(navigation, one))).not.toContain('/brands');
    expect(hrefs(navigationForRange(navigation, two))).toContain('/brands');
  });

  it('leaves a group emptied of its range links as a plain link', () => {
    const onlyModels: NavLink[] = [{ label: 'Showroom', href: '/search', children: [{ label: 'Vehicle Models', href: '/models' }] }];
    expect(navigationForRange(onlyModels, { manufacturers: [], models: [] })).toEqual([{ label: 'Showroom', href: '/search' }]);
  });

  it('no link to /models survives anywhere in a navigation of a site without a range', () => {
    const link: fc.Arbitrary<NavLink> = fc.record({
      label: fc.string({ minLength: 1, maxLength: 8 }),
      href: fc.constantFrom('/', '/models', '/models?body=suvs', '/models#top', '/search', '/finance'),
    });
    const group = fc.record({
      label: fc.string({ minLength: 1, maxLength: 8 }),
      href: fc.constantFrom('/models', '/search'),
      children: fc.array(link, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(link, group), { maxLength: 8 }), (nav) => {
        const left = hrefs(navigationForRange(nav, { manufacturers: [], models: [] }));
        expect(left.filter((href) => href.split(/[?#]/, 1)[0] === '/models')).toEqual([]);
      }),
    );
  });

  it('knows the Range menu by its link to /models itself, not to a filtered body', () => {
    expect(isRangeMenu({ href: '/models' })).toBe(true);
    expect(isRangeMenu({ href: '/models?body=suvs' })).toBe(false);
    expect(isRangeMenu({ href: '/search' })).toBe(false);
  });
});

describe('range paths (spec 2 §2 /{model slug} or override url; spec 1 §2 /{brand}/overview)', () => {
  const range = aRange(aModel('CX-5'), aModel('3').slug('mazda3', 'mazda-3'), aModel('Tasman').of('Kia').at('/kia/tasman')).build();
  const site = { range };

  it('finds a model at its slug, its new slug or its override URL', () => {
    expect(resolveRangePath(site, '/cx-5')).toMatchObject({ kind: 'model', model: { name: 'CX-5' } });
    expect(resolveRangePath(site, '/mazda-3')).toMatchObject({ kind: 'model', model: { name: '3' } });
    expect(resolveRangePath(site, '/kia/tasman')).toMatchObject({ kind: 'model', model: { name: 'Tasman' } });
    expect(resolveRangePath(site, '/tasman')).toBeNull();
  });

  it('redirects a model old slug to its new one', () => {
    expect(resolveRangePath(site, '/mazda3')).toEqual({ kind: 'redirect', location: '/mazda-3' });
  });

  it('finds a manufacturer at /{brand}/overview, and nothing for a brand it does not have', () => {
    expect(resolveRangePath(site, '/kia/overview')).toMatchObject({ kind: 'brand', manufacturer: { name: 'Kia' } });
    expect(resolveRangePath(site, '/ford/overview')).toBeNull();
  });
});
