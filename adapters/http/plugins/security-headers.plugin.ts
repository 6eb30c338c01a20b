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

/** The policy with `source` added to its frame-src directive (appended when the policy has none). */
export function withFrameSource(policy: string, source: string): string {
  const directives = policy.split(';').map((d) => d.trim()).filter((d) => d !== '');
  const at = directives.findIndex((d) => /^frame-src(\s|$)/i.test(d));
  if (at === -1) return [...directives, `frame-src ${source}`].join(';');
  const current = directives[at] ?? '';
  if (current.split(/\s+/).includes(source)) return policy;
  directives[at] = `${current} ${source}`;
  return directives.join(';');
}

/**
 * Security headers on every response (ARCHITECTURE "Quality bars"). The
 * Content-Security-Policy allows no inline script or `<style>` element except those
 * carrying this response's nonces (`reply.cspNonce.script` / `.style`, fresh per
 * request): the router's hydration data script and Mantine's theme `<style>` tags.
 * Inline `style` attributes (React's `style` prop, Mantine style props) are allowed
 * through `style-src-attr`, as they cannot carry a nonce.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      enableCSPNonces: true,
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
          styleSrc: ["'self'"],
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
