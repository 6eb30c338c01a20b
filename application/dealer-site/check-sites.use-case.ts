import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { hostnameOf } from '../../domain/dealer-site/tenancy';
import type { UseCase } from '../shared/use-case';
import type { DealerSiteValidator, SiteConfigProblem } from './dealer-site-validator.port';

/** One site's verdict. */
export interface SiteCheck {
  /** The site's slug, or '#N' when its configuration has none. */
  readonly site: string;
  readonly ok: boolean;
  /** Empty when ok. */
  readonly problems: readonly SiteConfigProblem[];
}

export interface SitesCheckReport {
  /** True when every site is valid: start-up would load them all. */
  readonly ok: boolean;
  /** One per input, in the order given. */
  readonly sites: readonly SiteCheck[];
}

export interface CheckSitesInput {
  /** Each site's configuration as written (an override of the shared default). */
  readonly inputs: readonly unknown[];
}

/**
 * Validates every dealer site configuration (issue 10, the command line's `sites check`): each
 * site against the schema, then across sites — a slug and a custom domain are what tenancy
 * resolves a request by, so each must name one site. Unlike start-up, which stops at the first
 * invalid site, every site gets its verdict. The verdicts are the answer: invalid sites are
 * what it reports, not a failure of the check.
 */
export class CheckSites implements UseCase<CheckSitesInput, never, SitesCheckReport> {
  constructor(private readonly deps: { readonly validator: DealerSiteValidator }) {}

  execute({ inputs }: CheckSitesInput): TE.TaskEither<never, SitesCheckReport> {
    const results = inputs.map((input, i) => this.deps.validator.validate(input, i));
    const slugOwner = new Map<string, number>();
    const domainOwner = new Map<string, string>();
    const sites = results.map((result, i): SiteCheck => {
      if (E.isLeft(result)) return { site: result.left.site, ok: false, problems: result.left.problems };
      const problems = clashes(result.right, i, slugOwner, domainOwner);
      return { site: result.right.slug, ok: problems.length === 0, problems };
    });
    return TE.right({ ok: sites.every((s) => s.ok), sites });
  }
}

/** The problems of a valid site whose slug or a custom domain an earlier site already has. */
function clashes(site: DealerSite, index: number, slugOwner: Map<string, number>, domainOwner: Map<string, string>): SiteConfigProblem[] {
  const problems: SiteConfigProblem[] = [];
  if (slugOwner.has(site.slug)) problems.push({ field: 'slug', message: `used by more than one site (site #${slugOwner.get(site.slug)! + 1} too)` });
  else slugOwner.set(site.slug, index);
  site.domains.forEach((domain, i) => {
    const host = hostnameOf(domain);
    const owner = domainOwner.get(host);
    if (owner !== undefined && owner !== site.slug) problems.push({ field: `domains[${i}]`, message: `${domain} is already the domain of "${owner}"` });
    else domainOwner.set(host, site.slug);
  });
  return problems;
}
