import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';

/**
 * The origin a site's external service booking page is framed from (spec 2 §7 'The service
 * iframe uses the dealer's service url', `xtime_url`); null when the site has none.
 */
export function serviceFrameOrigin(site: Pick<DealerSite, 'xtime_url'> | null | undefined): string | null {
  if (!site?.xtime_url) return null;
  try {
    const url = new URL(site.xtime_url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The policy with `sources` added to its `directive` (appended when the policy has none); sources already there are not repeated. */
export function withSources(policy: string, directive: string, sources: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '');
  const name = new RegExp(`^${directive}(\\s|$)`, 'i');
  const at = directives.findIndex((d) => name.test(d));
  const current = at === -1 ? directive : (directives[at] ?? directive);
  const missing = [...new Set(sources)].filter((source) => !current.split(/\s+/).includes(source));
  if (missing.length === 0) return policy;
  const next = `${current} ${missing.join(' ')}`;
  if (at === -1) return [...directives, next].join(';');
  directives[at] = next;
  return directives.join(';');
}

/** The policy with `source` added to its frame-src directive (appended when the policy has none). */
export function withFrameSource(policy: string, source: string): string {
  return withSources(policy, 'frame-src', [source]);
}

/**
 * Security headers on every response (ARCHITECTURE "Quality bars"). The
 * Content-Security-Policy runs no script but the site's own files and, on a page, the inline
 * scripts whose SHA-256 the page's renderer names (the SSR plugin adds them to `script-src`):
 * no `'unsafe-inline'`, no `'unsafe-eval'`, no event-handler attributes, and — issue 16 — no
 * per-request nonce, so the same page for the same data is the same bytes and can be cached.
 *
 * Styles: `<style>` elements and `style` attributes are allowed inline (`'unsafe-inline'`).
 * Mantine writes `<style>` elements at run time in the browser (responsive style props of a
 * page reached by client-side navigation, the scroll lock of a Drawer or Modal), whose contents
 * no header sent with the first page can list by hash; the choice is between those and a nonce
 * on every response. CSS cannot run script here (script-src above holds), and React escapes
 * every text it renders. (tests/SPEC-TRACE.md, Part 10.)
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          styleSrcAttr: ["'unsafe-inline'"],
          // Dealer logos and listing photos may come from a CDN.
          // blob: the trade-in photo previews (URL.createObjectURL of the seller's own files, issue 12).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          // Vehicle pages (issue 5): own walk-around videos (`/media/videos/*.mp4`) and YouTube embeds.
          mediaSrc: ["'self'"],
          frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          workerSrc: ["'self'"],
        },
      },
      // Dealer sites link out to finance and manufacturer partners: keep the origin, drop paths.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    // issue 13: /service frames a site's own booking page (xtime_url): its origin joins frame-src on
    // that site's responses only (the tenancy plugin has resolved `request.site` by then).
    app.addHook('onSend', async (request, reply) => {
      const origin = serviceFrameOrigin((request as { site?: DealerSite | null }).site);
      const policy = reply.getHeader('content-security-policy');
      if (origin && typeof policy === 'string') reply.header('content-security-policy', withFrameSource(policy, origin));
    });
  },
  { name: 'caryard-security-headers', fastify: '5.x' },
);
