import type * as E from 'fp-ts/lib/Either.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';

/** One thing wrong in a site's configuration: where (a field path) and what. */
export interface SiteConfigProblem {
  /** 'theme.colors.brand[3]', 'locations[0].address.postcode'; '(site)' for the whole site. */
  readonly field: string;
  readonly message: string;
}

/** A site's configuration breaks the schema (spec 2 §1). */
export interface SiteConfigInvalid {
  readonly code: 'SITE.CONFIG_INVALID';
  /** The site's slug as written, or '#N' (its 1-based position) when it has none. */
  readonly site: string;
  readonly message: string;
  readonly problems: readonly SiteConfigProblem[];
}

/**
 * Checks one dealer site's configuration as it is written down (spec 2 §1: an override of the
 * shared default), the way start-up loads it.
 */
export interface DealerSiteValidator {
  /**
   * Right with the site as the application sees it when the configuration is valid; Left
   * SITE.CONFIG_INVALID naming every wrong field otherwise, whatever `input` is (never
   * throws). `index` is the input's 0-based position, to name a site that has no slug.
   */
  validate(input: unknown, index: number): E.Either<SiteConfigInvalid, DealerSite>;
}
