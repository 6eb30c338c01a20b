import type { PageAssets } from '../../application/client/page-renderer.port';
import type { PageMeta } from '../lib/page-meta';

const ESCAPE_HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPE_HTML[c] ?? c);

// Inside a <script>, JSON must not close the tag or break the line.
const ESCAPE_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPE_SCRIPT[c] ?? c);

export interface HtmlDocumentParts {
  meta: PageMeta;
  /** Absolute canonical URL; omitted for error pages. */
  canonicalUrl?: string;
  siteName: string;
  themeColor: string;
  assets: PageAssets;
  /** The rendered app (goes inside `#root`). */
  appHtml: string;
  /** Router hydration data, read by createBrowserRouter from `window.__staticRouterHydrationData`. */
  hydrationData: unknown;
}

/** The id of the page's boot data: a JSON data block, never executed (so no CSP source needed). */
export const BOOT_DATA_ID = 'caryard-boot';

/**
 * The page's one inline script, the same bytes on every page of a build (issue 16 'identical pages
 * are identical bytes'): the Content-Security-Policy allows it by its SHA-256 (BOOT_SCRIPT_HASH),
 * never by a per-request nonce, so a rendered page can be cached and served to anyone. What differs
 * by page — the router's hydration data, the entry and the route's module preloads — is read from the
 * JSON data block (`#caryard-boot`) before it.
 *
 * It loads and starts the client entry once the server-rendered page has painted: when the browser
 * reports the first contentful paint (a `paint` PerformanceObserver entry), a task later. The
 * entry's chunks and the route's are requested together then (modulepreload links, no waterfall).
 * Until then the network carries only what the first paint needs — the document, its stylesheets
 * and the largest image — and the main thread is free to paint; hydration, the page's longest
 * main-thread work, comes after. Without paint timing, or in a hidden tab (no frames), a timer
 * starts it after 1.5 s at the latest.
 */
export const BOOT_SCRIPT =
  `(function(){var boot=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent);` +
  'window.__staticRouterHydrationData=boot.hydration;' +
  'var started=false;function start(){if(started)return;started=true;' +
  "boot.preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link);});" +
  'import(boot.entry);}' +
  "try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start,0);}})" +
  ".observe({type:'paint',buffered:true});}catch(e){start();}setTimeout(start,1500);})();";

/** The whole HTML document around the rendered app. */
export function htmlDocument(parts: HtmlDocumentParts): string {
  const { meta, canonicalUrl, siteName, themeColor, assets, appHtml, hydrationData } = parts;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Found by the preload scanner before the stylesheets and scripts: the largest paint starts loading at once.
    meta.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}"${meta.preloadImageSrcSet ? ` imagesrcset="${escapeHtml(meta.preloadImageSrcSet)}"` : ''}${meta.preloadImageSizes ? ` imagesizes="${escapeHtml(meta.preloadImageSizes)}"` : ''} fetchpriority="high">`
      : '',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : '',
    `<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.ogType ?? 'website')}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    canonicalUrl ? `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">` : '',
    '<meta property="og:locale" content="en_AU">',
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    meta.image ? '<meta name="twitter:card" content="summary_large_image">' : '',
    // Structured data is a data block, never executed: the CSP's script-src does not apply to it.
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // The page is complete as served (SSR); its scripts only hydrate it, so they load after the
    // first paint (see `startAfterFirstPaint`): a slow phone spends its bandwidth on the
    // stylesheets and the largest image first and paints the car sooner (issue 5).
  ].filter(Boolean);
  const boot = { hydration: hydrationData, entry: assets.entryScript, preloads: assets.modulePreloads };
  return `<!doctype html>
<html lang="en-AU" data-mantine-color-scheme="light">
<head>
${head.join('\n')}
</head>
<body>
<div id="root">${appHtml}</div>
<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(boot)}</script>
<script>${BOOT_SCRIPT}</script>
</body>
</html>`;
}
