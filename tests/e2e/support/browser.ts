import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** `env` and `args` add to the defaults (the visual test's own fonts, colour profile and font hinting). */
export function launchChromium(extra: { env?: Record<string, string>; args?: readonly string[] } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    ...(extra.env ? { env: { ...process.env, ...extra.env } } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(extra.args ?? []),
    ],
  });
}

declare global {
  interface Window {
    __cspViolations?: string[];
    __journeyMarker?: string;
  }
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  problems: () => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * A fresh page that records what a shopper would never want to see: console errors,
 * uncaught exceptions and Content-Security-Policy violations (listened for before any
 * page script runs).
 */
export async function watchedPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: {
    /** Console errors that are the expected outcome, e.g. Chromium logging the 404 status of the page itself. */
    allowConsoleError?: (text: string, sourceUrl: string) => boolean;
    /**
     * For an axe check: axe-core is injected as an inline script, so the context bypasses the
     * page's Content-Security-Policy (every other page runs under it). Console errors and
     * uncaught exceptions are still recorded.
     */
    forAxe?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, locale: 'en-AU', ...(options.forAxe ? { bypassCSP: true } : {}) });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' && !/content security policy/i.test(text)) return;
    if (options.allowConsoleError?.(text, message.location().url)) return;
    seen.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    page,
    problems: async () => {
      const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...seen, ...csp.map((v) => `CSP: ${v}`)];
    },
    close: () => context.close(),
  };
}

/** Waits until React has hydrated the server-rendered page (the root layout marks <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
}
