/**
 * CheckSites (issue 10, `caryard sites check`) with the validator start-up uses: every site gets
 * a verdict naming its wrong fields, and the verdicts agree with what start-up would refuse.
 */
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { CheckSites } from '../../../application/dealer-site/check-sites.use-case';
import { DEMO_SITE_OVERRIDES, loadDealerSites, type DealerSiteOverride } from '../../../config/dealer-sites';
import { ZodDealerSiteValidator } from '../../../config/dealer-sites/zod-dealer-site-validator';
import { aSiteOverride } from '../../config/dealer-sites/site-override.mother';

const check = async (inputs: readonly unknown[]) => E.toUnion(await new CheckSites({ validator: new ZodDealerSiteValidator() }).execute({ inputs })());

describe('CheckSites', () => {
  it('passes every demo site, in order', async () => {
    const report = await check(DEMO_SITE_OVERRIDES);
    expect(report.ok).toBe(true);
    expect(report.sites).toEqual(DEMO_SITE_OVERRIDES.map((o) => ({ site: o.slug, ok: true, problems: [] })));
  });

  it('names every wrong field of a broken site, and still judges the others', async () => {
    const broken = aSiteOverride('harbour-motors').with({ phone: '555-1234', colour_sheme: 'red' }).build();
    const report = await check([DEMO_SITE_OVERRIDES[0], broken, DEMO_SITE_OVERRIDES[2]]);
    expect(report.ok).toBe(false);
    expect(report.sites.map((s) => [s.site, s.ok])).toEqual([
      [DEMO_SITE_OVERRIDES[0]!.slug, true],
      ['harbour-motors', false],
      [DEMO_SITE_OVERRIDES[2]!.slug, true],
    ]);
    expect(report.sites[1]!.problems).toHaveLength(2);
    expect(report.sites[1]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: "must be an Australian number written '0X XXXX XXXX' (or 1300 XXX XXX)" },
        { field: 'colour_sheme', message: 'unknown field' },
      ]),
    );
  });

  it('refuses what start-up refuses, naming the same field', async () => {
    const broken = aSiteOverride('harbour-motors')
      .with({ locations: [{ ...DEMO_SITE_OVERRIDES[1]!.locations[0]!, address: { ...DEMO_SITE_OVERRIDES[1]!.locations[0]!.address, postcode: '99' } }] })
      .build();
    const [problem] = (await check([broken])).sites[0]!.problems;
    expect(problem?.field).toBe('locations[0].address.postcode');
    expect(() => loadDealerSites([broken])).toThrow(`${problem!.field}: ${problem!.message}`);
  });

  it('refuses a slug or a custom domain that two sites claim, on the later site', async () => {
    const harbour = DEMO_SITE_OVERRIDES.find((o) => o.slug === 'harbour-motors')!;
    const twin: DealerSiteOverride = { ...harbour, id: 9_999, domains: ['www.harbour-twin.com.au'], site_url: 'https://www.harbour-twin.com.au' };
    const bayside = DEMO_SITE_OVERRIDES.find((o) => o.slug === 'bayside-pre-owned')!;
    const squatter: DealerSiteOverride = { ...bayside, domains: ['www.harbourmotors.com.au'], site_url: 'https://www.harbourmotors.com.au' };
    const report = await check([harbour, twin, squatter]);
    expect(report.sites.map((s) => [s.site, s.problems.map((p) => p.field)])).toEqual([
      ['harbour-motors', []],
      ['harbour-motors', ['slug']],
      ['bayside-pre-owned', ['domains[0]']],
    ]);
    expect(report.sites[2]!.problems[0]!.message).toBe('www.harbourmotors.com.au is already the domain of "harbour-motors"');
    expect(() => loadDealerSites([harbour, squatter])).toThrow('domains[0]');
  });

  it('names a site without a slug by its position, and judges input that is not an object', async () => {
    const { slug: _slug, ...noSlug } = DEMO_SITE_OVERRIDES[1]!;
    const report = await check([noSlug, 'harbour-motors', null]);
    expect(report.sites.map((s) => s.site)).toEqual(['#1', '#2', '#3']);
    expect(report.sites[0]!.problems.map((p) => p.field)).toContain('slug');
    expect(report.sites[1]!.problems).toEqual([{ field: '(site)', message: 'must be an object of site fields' }]);
    expect(report.ok).toBe(false);
  });
});
