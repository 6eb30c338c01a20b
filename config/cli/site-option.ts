import { z } from 'zod';
import type { CaryardCore } from '../core';
import { usageError, type CliFailure } from './cli-failure';

/** `--site SLUG`: present and shaped like a slug; whether such a site exists is asked of the core. */
export const siteSlug = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (a site slug, e.g. harbour-motors)' : 'must be a site slug') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a site slug such as harbour-motors');

/** A slug no configured site has: bad usage, with the slugs there are. */
export function unknownSite(core: Pick<CaryardCore, 'sites'>, slug: string): CliFailure {
  return usageError(`no site '${slug}'; the sites are ${core.sites.map((s) => s.slug).join(', ')}`);
}
