import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
  },
  { name: 'caryard-security-headers', fastify: '5.x' },
);
