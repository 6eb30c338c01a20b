import { z } from 'zod';

/** `--site SLUG`: present and shaped like a slug; whether such a site exists is asked of the core. */
export const siteSlug = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required (a site slug, e.g. harbour-motors)' : 'must be a site slug') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a site slug such as harbour-motors');
