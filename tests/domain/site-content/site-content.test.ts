import { describe, expect, it } from 'vitest';
import {
  contentPagePath,
  contentPagePaths,
  fillPlaceholders,
  resolveContentPath,
  type ContentPage,
  type SiteContent,
} from '../../../domain/site-content/site-content';

const page = (pages_path: boolean): ContentPage => ({ title: 'T', summary: 'S', body: 'B', pages_path });
const content: SiteContent = {
  pages: { warranty: page(false), faqs: page(true), careers: null },
  blog: [],
};

describe('content page paths (spec 2 §2: use_pages_path decides /pages/ prefixes)', () => {
  it('puts a prefixable page under /pages/ only on a site that uses the pages path', () => {
    expect(contentPagePath({ use_pages_path: true }, 'faqs', page(true))).toBe('/pages/faqs');
    expect(contentPagePath({ use_pages_path: false }, 'faqs', page(true))).toBe('/faqs');
    expect(contentPagePath({ use_pages_path: true }, 'warranty', page(false))).toBe('/warranty');
  });

  it('lists the pages a site has, leaving out those it switched off', () => {
    expect(contentPagePaths({ content, use_pages_path: true })).toEqual(['/warranty', '/pages/faqs']);
  });
});

describe('resolveContentPath', () => {
  const withPages = { content, use_pages_path: true };
  const withoutPages = { content, use_pages_path: false };

  it('answers a page at its canonical path', () => {
    expect(resolveContentPath(withPages, '/pages/faqs')).toMatchObject({ kind: 'page', slug: 'faqs' });
    expect(resolveContentPath(withoutPages, '/faqs')).toMatchObject({ kind: 'page', slug: 'faqs' });
    expect(resolveContentPath(withPages, '/warranty')).toMatchObject({ kind: 'page', slug: 'warranty' });
  });

  it('redirects the other form of a prefixable page to its canonical path (with or without /pages/)', () => {
    expect(resolveContentPath(withPages, '/faqs')).toEqual({ kind: 'redirect', location: '/pages/faqs' });
    expect(resolveContentPath(withoutPages, '/pages/faqs')).toEqual({ kind: 'redirect', location: '/faqs' });
    expect(resolveContentPath(withPages, '/warranty/')).toEqual({ kind: 'redirect', location: '/warranty' });
  });

  it('finds nothing for a switched-off page, an unknown one, a root-only page under /pages/, or a path that is not a slug', () => {
    for (const path of ['/careers', '/nothing', '/pages/warranty', '/Warranty', '/warranty/extra', '/constructor', '/__proto__', '/']) {
      expect(resolveContentPath(withPages, path), path).toBeNull();
    }
  });
});

describe('fillPlaceholders', () => {
  const site = {
    name: 'Harbour Motors',
    phone: '02 4926 1100',
    email: 'sales@harbourmotors.com.au',
    address: { street: '127 Parry Street', suburb: 'Newcastle West', state: 'NSW' as const, postcode: '2302' },
  };

  it('fills the site facts a page names and leaves unknown names as written', () => {
    expect(fillPlaceholders('Call {{name}} on {{ phone }} at {{address}} ({{state}}), {{unknown}}', site)).toBe(
      'Call Harbour Motors on 02 4926 1100 at 127 Parry Street, Newcastle West NSW 2302 (NSW), {{unknown}}',
    );
  });
});
