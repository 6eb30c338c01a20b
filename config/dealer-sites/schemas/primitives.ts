/** zod building blocks shared by the dealer-site schema and its parts (config/dealer-sites/schemas). */
import { z } from 'zod';

export const text = z.string().trim().min(1, 'must not be empty');
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = z.string().regex(SLUG, 'must be a lower-case slug (a-z, 0-9, single hyphens)');
export const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be an http(s) URL' });

/** A site-relative absolute path ('/finance'), no protocol-relative or spaced forms. */
export const internalPath = z.string().refine((v) => v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v), 'must be a site path starting with /');

/** Links and assets: a site-relative absolute path or an http(s) URL. */
export const linkOrUrl = z
  .string()
  .refine(
    (v) => (v.startsWith('/') ? !v.startsWith('//') && !/\s/.test(v) : httpUrl.safeParse(v).success),
    'must be a site path starting with / or an http(s) URL',
  );

/** A date (YYYY-MM-DD) or a date-time with an offset (2026-11-01T09:00:00+10:00). */
export const isoDateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'must be an ISO date (2026-11-30) or date-time with offset',
});
