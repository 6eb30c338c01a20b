import * as E from 'fp-ts/lib/Either.js';
import type { DealerSiteValidator, SiteConfigInvalid, SiteConfigProblem } from '../../application/dealer-site/dealer-site-validator.port';
import type { DealerSite } from '../../domain/dealer-site';
import { dealerSiteSchema } from './dealer-site.schema';
import { DEFAULT_SITE } from './default-site';
import { formatIssuePath } from './load-dealer-sites';
import { mergeOverride, type DealerSiteDefaults } from './site-override';

/**
 * The DealerSiteValidator on the zod schema start-up loads sites with (load-dealer-sites.ts):
 * the override merged onto the shared default, then parsed — so a site this passes is a site
 * start-up accepts, and the fields it names are the ones start-up would name.
 */
export class ZodDealerSiteValidator implements DealerSiteValidator {
  constructor(private readonly defaults: DealerSiteDefaults = DEFAULT_SITE) {}

  validate(input: unknown, index: number): E.Either<SiteConfigInvalid, DealerSite> {
    const site = siteLabel(input, index);
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return E.left(invalid(site, [{ field: '(site)', message: 'must be an object of site fields' }]));
    }
    const result = dealerSiteSchema.safeParse(mergeOverride(this.defaults, input));
    if (result.success) return E.right(result.data);
    const problems = result.error.issues.flatMap((issue): SiteConfigProblem[] =>
      // A misspelt key is reported at the key itself, so the path names the typo.
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: formatIssuePath([...issue.path, key]), message: 'unknown field' }))
        : [{ field: formatIssuePath(issue.path), message: issue.message }],
    );
    return E.left(invalid(site, problems));
  }
}

function invalid(site: string, problems: readonly SiteConfigProblem[]): SiteConfigInvalid {
  return {
    code: 'SITE.CONFIG_INVALID',
    site,
    message: `Invalid dealer site configuration for "${site}": ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
    problems,
  };
}

function siteLabel(input: unknown, index: number): string {
  const slug = typeof input === 'object' && input !== null ? (input as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' && slug !== '' ? slug : `#${index + 1}`;
}
