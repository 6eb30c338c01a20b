/**
 * The demo sites' content pages (issue 11 item 7; spec 2 §2 routes, §9 reserve online,
 * money-back guarantee and warranty copy; spec 1 §1, §2 the group site's pages): every page
 * validates, every placeholder is filled, each site has the pages that make sense for it, and
 * the words promise only what the site has.
 */
import { describe, expect, it } from 'vitest';
import { buildDealerSite, DEFAULT_SITE, loadDealerSites } from '../../../config/dealer-sites';
import { siteContentSchema } from '../../../config/dealer-sites/schemas/content.schema';
import type { DealerSite } from '../../../domain/dealer-site';
import { contentPagePaths, contentPagesOf, fillPlaceholders, unfilledPlaceholders, type ContentPage } from '../../../domain/site-content/site-content';
import { formatDollars } from '../../../domain/vehicle/money';
import { aSiteOverride } from './site-override.mother';

const sites = loadDealerSites();
const site = (slug: string): DealerSite => {
  const found = sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};

/** Every word of a page a shopper can read, the site's facts filled in. */
const wordsOf = (s: DealerSite, page: ContentPage): string =>
  [page.title, page.summary, page.body, ...(page.faqs ?? []).flatMap((f) => [f.question, f.answer]), ...(page.actions ?? []).map((a) => a.label)]
    .map((text) => fillPlaceholders(text, s))
    .join('\n');
const allWordsOf = (s: DealerSite): string =>
  contentPagesOf(s)
    .map(([, page]) => wordsOf(s, page))
    .join('\n');
const pageOf = (s: DealerSite, slug: string): ContentPage => {
  const page = s.content.pages[slug];
  if (!page) throw new Error(`${s.slug} has no page ${slug}`);
  return page;
};

const COMMON = [
  '/about-us',
  '/buying',
  '/terms-and-conditions',
  '/privacy-policy',
  '/warranty',
  '/careers',
  '/finance-and-insurance',
  '/finance-pre-approval',
  '/dealer-locator',
];

describe('content pages of the demo sites', () => {
  it('validate against the content schema on every site', () => {
    expect(sites).toHaveLength(5);
    for (const s of sites) expect(siteContentSchema.safeParse(s.content).success, s.slug).toBe(true);
  });

  it('fill every placeholder on every page of every site', () => {
    for (const s of sites) {
      for (const [slug, page] of contentPagesOf(s)) {
        expect(unfilledPlaceholders(wordsOf(s, page)), `${s.slug} ${slug}`).toEqual([]);
      }
    }
  });

  it('give each site the pages that make sense for it, at the paths of spec 2 §2', () => {
    const paths = (slug: string) => contentPagePaths(site(slug)).sort();
    // use_pages_path true: FAQs and the value-my-car terms under /pages/ (spec 2 §2).
    expect(paths('sunstate-motor-group')).toEqual(
      [
        ...COMMON,
        '/pages/faqs',
        '/pages/value-my-car-terms-and-conditions',
        '/roadside-assist',
        '/fleet',
        '/vehicle-parts-and-accessories',
        // spec 1 §1, §2: the group pages; spec 2 §2 /diamond-advantage for its Mitsubishi dealership.
        '/pages/cars',
        '/pages/rental',
        '/pages/tyres',
        '/pages/partners',
        '/diamond-advantage',
      ].sort(),
    );
    expect(paths('harbour-motors')).toEqual(
      [
        ...COMMON,
        '/pages/faqs',
        '/pages/value-my-car-terms-and-conditions',
        '/roadside-assist',
        '/fleet',
        '/vehicle-parts-and-accessories',
        '/mazda-assured',
        '/guaranteed-future-value',
        '/mazda-finance-page',
        '/pages/mazda-bt-50-ute-centre',
        '/pages/mazda-bt-50-fleet',
      ].sort(),
    );
    // A used-car yard: no fleet desk, roadside assist or parts counter.
    expect(paths('bayside-pre-owned')).toEqual([...COMMON, '/faqs', '/value-my-car-terms-and-conditions'].sort());
    // A caravan dealer: parts, but no fleet or roadside assist page.
    expect(paths('saltbush-caravans')).toEqual([...COMMON, '/faqs', '/value-my-car-terms-and-conditions', '/vehicle-parts-and-accessories'].sort());
    expect(paths('sunset-coast-suzuki')).toEqual(
      [...COMMON, '/faqs', '/value-my-car-terms-and-conditions', '/roadside-assist', '/fleet', '/vehicle-parts-and-accessories'].sort(),
    );
  });

  it('answer /accessories and /parts/search with the one parts page, where the site has it', () => {
    for (const s of sites) {
      const parts = s.content.pages['vehicle-parts-and-accessories'];
      if (!parts) continue;
      expect(parts.redirect_from, s.slug).toEqual(['/accessories', '/parts/search']);
      expect(parts.form, s.slug).toBe('parts-enquiry');
    }
  });

  it('list the locations on /dealer-locator and show the FAQs as questions and answers', () => {
    for (const s of sites) {
      expect(pageOf(s, 'dealer-locator').widget, s.slug).toBe('locations');
      expect(pageOf(s, 'faqs').faqs?.length ?? 0, s.slug).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('honest copy (issue 11 item 9)', () => {
  it('speaks of reserving online only on sites that offer it, with the site deposit and the 48-hour hold (spec 2 §9)', () => {
    for (const s of sites) {
      const words = allWordsOf(s);
      if (s.features.reserveButton) {
        expect(words, s.slug).toMatch(/reserv/i);
        expect(wordsOf(s, pageOf(s, 'terms-and-conditions')), s.slug).toContain(`The deposit is ${formatDollars(s.reserve_deposit)}`);
        expect(wordsOf(s, pageOf(s, 'buying')), s.slug).toMatch(/fully refundable deposit of \$\d[\d,]* by card[\s\S]*48 hours/);
      } else {
        expect(words, s.slug).not.toMatch(/reserv/i);
      }
    }
  });

  it('carries the 48-hour money-back guarantee and every rule of spec 2 §9 on the Bayside terms page only', () => {
    const bayside = site('bayside-pre-owned');
    expect(bayside.features.moneyBackGuarantee).toBe(true);
    const terms = wordsOf(bayside, pageOf(bayside, 'terms-and-conditions'));
    expect(terms).toContain('## 48-Hour Money-Back Guarantee');
    // Refund request within 2 days of delivery.
    expect(terms).toContain('Your refund request must reach us within 2 days (48 hours) of taking delivery.');
    // Return by 5pm the next day.
    expect(terms).toContain('by 5pm on the day after your refund request');
    // Not valid above 300 km driven.
    expect(terms).toContain('does not apply if the car has been driven more than 300 km since delivery');
    // Not valid with damage.
    expect(terms).toContain('does not apply if the car has been damaged since delivery');
    // Not valid when the refund would not repay the finance.
    expect(terms).toContain('If the refund would not cover what you owe the lender, the guarantee does not apply.');
    // Limit 2 cars per customer per 12 months.
    expect(terms).toContain('at most 2 cars in any 12-month period');
    expect(terms).toContain('in addition to your rights under the Australian Consumer Law');

    for (const s of sites.filter((other) => !other.features.moneyBackGuarantee)) {
      expect(allWordsOf(s), s.slug).not.toMatch(/money-back/i);
    }
  });

  it('never offers new or demonstrator vehicles on the used-only site', () => {
    const bayside = site('bayside-pre-owned');
    expect(bayside.stock_filter.usedOnly).toBe(true);
    const words = allWordsOf(bayside);
    expect(words).not.toMatch(/brand-new|\bnew (?:car|vehicle|model)s?\b|demonstrator|\bdemo\b|\/search\/new|\/search\/demo|\/models\b/i);
    expect(wordsOf(bayside, pageOf(bayside, 'about-us'))).toContain('quality used cars');
  });

  it('gives each site the warranty copy of spec 2 §9: 3-year standard, 5 or 7 years unlimited km for some dealers, 5 years unlimited km for Mazda', () => {
    const headline = (slug: string) => wordsOf(site(slug), pageOf(site(slug), 'warranty'));
    expect(headline('sunstate-motor-group')).toMatch(/at least \*\*7 years with unlimited kilometres\*\*/);
    expect(headline('sunset-coast-suzuki')).toMatch(/\*\*5 years with unlimited kilometres\*\*/);
    expect(headline('harbour-motors')).toMatch(/Mazda's factory warranty for \*\*5 years with unlimited kilometres\*\*/);
    expect(headline('bayside-pre-owned')).toContain('**3-year standard warranty**');
    expect(headline('saltbush-caravans')).toContain('## Our 3-year standard warranty');
    expect(fillPlaceholders(pageOf({ ...site('harbour-motors'), content: DEFAULT_SITE.content }, 'warranty').body, site('harbour-motors'))).toContain(
      '## Our 3-year standard warranty',
    );
    for (const s of sites) expect(headline(s.slug), s.slug).toContain('Australian Consumer Law');
  });

  it('writes a custom privacy statement for the group site under the Privacy Act 1988 (spec 2 §2)', () => {
    const group = site('sunstate-motor-group');
    const privacy = wordsOf(group, pageOf(group, 'privacy-policy'));
    expect(privacy).toContain('Sharing within the group');
    expect(privacy).toContain('Privacy Act 1988 (Cth) and the Australian Privacy Principles');
    expect(privacy).not.toBe(wordsOf(site('harbour-motors'), pageOf(site('harbour-motors'), 'privacy-policy')));
  });

  it('links the group tiles to the group pages (spec 1 §2)', () => {
    const hrefs = site('sunstate-motor-group').group_tiles.map((t) => t.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/pages/cars', '/pages/rental', '/pages/tyres', '/finance-and-insurance']));
  });
});

describe('the content schema', () => {
  it('refuses a redirect from a path that is already a page of the site, and an unknown widget', () => {
    expect(() =>
      buildDealerSite(
        aSiteOverride()
          .with({ content: { pages: { warranty: { redirect_from: ['/careers'] } } } })
          .build(),
      ),
    ).toThrow('content.pages.warranty.redirect_from[0]: /careers is already a page of this site');
    expect(() =>
      buildDealerSite(
        aSiteOverride()
          .with({ content: { pages: { careers: { widget: 'map' } } } })
          .build(),
      ),
    ).toThrow('content.pages.careers.widget');
  });
});
