import { describe, expect, it } from 'vitest';
import { fillPlaceholders, resolveContentPath, unfilledPlaceholders, type ContentPage, type SiteContent } from '../../../domain/site-content/site-content';

const page = (fields: Partial<ContentPage> = {}): ContentPage => ({ title: 'T', summary: 'S', body: 'B', pages_path: false, ...fields });
const content: SiteContent = {
  pages: {
    'vehicle-parts-and-accessories': page({ redirect_from: ['/accessories', '/parts/search'] }),
    faqs: page({ pages_path: true }),
    fleet: null,
  },
  blog: [],
};
const site = {
  name: 'Bayside Pre-Owned',
  phone: '03 9555 6120',
  email: 'hello@baysidepreowned.com.au',
  address: { street: '1021 Nepean Highway', suburb: 'Moorabbin', state: 'VIC' as const, postcode: '3189' },
  reserve_deposit: 1250,
  content,
  use_pages_path: true,
};

describe('redirect_from (spec 2 §2: /parts/search, /vehicle-parts-and-accessories and /accessories name one page)', () => {
  it('redirects each listed path, with or without a trailing slash, to the page', () => {
    for (const path of ['/accessories', '/accessories/', '/parts/search', '/parts/search/']) {
      expect(resolveContentPath(site, path), path).toEqual({ kind: 'redirect', location: '/vehicle-parts-and-accessories' });
    }
    expect(resolveContentPath(site, '/vehicle-parts-and-accessories')).toMatchObject({ kind: 'page', slug: 'vehicle-parts-and-accessories' });
  });

  it('finds nothing at a listed path once the page is switched off', () => {
    const off = { ...site, content: { ...content, pages: { ...content.pages, 'vehicle-parts-and-accessories': null } } };
    expect(resolveContentPath(off, '/accessories')).toBeNull();
    expect(resolveContentPath(site, '/parts')).toBeNull();
  });
});

describe('fillPlaceholders beyond the site facts', () => {
  it('fills {{deposit}} with the site reserve deposit in whole dollars (spec 2 §9)', () => {
    expect(fillPlaceholders('A {{deposit}} deposit', site)).toBe('A $1,250 deposit');
  });

  it('fills {{path:slug}} with the page canonical path on this site (use_pages_path decides /pages/)', () => {
    expect(fillPlaceholders('[FAQs]({{path:faqs}}) and [parts]({{path:vehicle-parts-and-accessories}})', site)).toBe(
      '[FAQs](/pages/faqs) and [parts](/vehicle-parts-and-accessories)',
    );
    expect(fillPlaceholders('{{path:faqs}}', { ...site, use_pages_path: false })).toBe('/faqs');
  });

  it('leaves what the site cannot fill for the tests to find: a switched-off or unknown page, a missing email', () => {
    const text = fillPlaceholders('{{path:fleet}} {{path:nothing}} {{email}} {{path:constructor}}', { ...site, email: undefined });
    expect(unfilledPlaceholders(text)).toEqual(['{{path:fleet}}', '{{path:nothing}}', '{{email}}', '{{path:constructor}}']);
  });
});
