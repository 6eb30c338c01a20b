import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainOf, textOf } from './support/html-text';
import { bootDataOf } from './support/boot-data';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

describe('server-rendered pages', () => {
  let server: TestServer;
  const host = (slug: string) => `${slug}.localhost:${server.port}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('renders the home page as a complete Australian-English document with its own title and description', async () => {
    const page = await request(server.port, '/', { host: host('harbour-motors') });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toMatch(/^<!doctype html>\s*<html lang="en-AU"/);
    expect(page.text).toMatch(/<title>Harbour Motors \| [^<]+<\/title>/);
    expect(page.text).toMatch(/<meta name="description" content="[^"]*Harbour Motors[^"]*">/);
    expect(page.text).toContain('<link rel="canonical" href="https://www.harbourmotors.com.au/">');
    // spec 2 §2 search hero: the site's heading is the page's h1.
    expect(page.text).toMatch(/<h1[^>]*>Find Your New Mazda at Harbour Motors<\/h1>/);
    // The client entry and its stylesheet, from the Vite manifest.
    // The entry starts after the first paint (html-document.ts BOOT_SCRIPT), named by the page's boot data.
    expect(page.text).not.toContain('<script type="module"');
    const boot = bootDataOf(page.text);
    expect(boot.entry).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    expect(page.text).toMatch(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css">/);
    // Router data for hydration, in the same data block.
    expect(Object.keys(boot.hydration.loaderData ?? {})).toEqual(expect.arrayContaining(['root', 'home']));
  });

  it('renders the instant offer Step One at /sell-my-car and /trade-in, the callback form drawn in the browser (spec 2 §2)', async () => {
    for (const path of ['/sell-my-car', '/trade-in']) {
      const page = await request(server.port, path, { host: host('bayside-pre-owned') });
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<h1[^>]*>Sell My Car<\/h1>/);
      expect(page.text).toContain('Step One: Vehicle Details');
      for (const label of ['Registration number', 'State', 'Rather we call you?']) expect(page.text).toContain(label);
    }
  });

  it('renders the group template’s partner tiles and statistics banners', async () => {
    const page = await request(server.port, '/', { host: host('sunstate-motor-group') });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/>8<\/span><span[^>]*>Locations</);
    expect(page.text).toContain('Sunstate Rentals');
  });

  it('writes the possessive of a dealer name ending in s with the apostrophe alone (Harbour Motors’, never Harbour Motors’s)', async () => {
    // Harbour Motors is the demo site whose name ends in s.
    for (const [slug, name] of [['harbour-motors', 'Harbour Motors']] as const) {
      for (const path of ['/', '/search', '/about-us', '/no-such-page']) {
        const page = await request(server.port, path, { host: host(slug), headers: { accept: 'text/html' } });
        const html = page.text.replace(/&#x27;|&#39;/g, "'");
        expect(html, `${slug}${path}`).not.toMatch(new RegExp(`${name}['’]s\\b`));
      }
      const missing = await request(server.port, '/no-such-page', { host: host(slug), headers: { accept: 'text/html' } });
      expect(missing.text).toContain(`The page you asked for is not on ${name}’ website.`);
    }
  });

  it('renders the main navigation of spec 2 §2 from the site configuration', async () => {
    const page = await request(server.port, '/', { host: host('harbour-motors') });
    for (const label of ['Home', 'Range', 'Stock', 'Sell My Car', 'Finance', 'Service &amp; Parts', 'More']) {
      expect(page.text).toContain(`>${label}<`);
    }
  });

  it('renders /about-us with the dealer’s name', async () => {
    const page = await request(server.port, '/about-us', { host: host('bayside-pre-owned') });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>About Bayside Pre-Owned<\/h1>/);
    expect(page.text).toContain('<title>About Us | Bayside Pre-Owned</title>');
  });

  it('answers an unknown path 404 with the site’s own not-found page, not indexed', async () => {
    const page = await request(server.port, '/no/such/page', { host: host('harbour-motors') });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<title>Page not found | Harbour Motors</title>');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toMatch(/<h1[^>]*>We couldn(?:'|&#x27;|&#39;)t find that page<\/h1>/);
    expect(page.text).not.toContain('rel="canonical"');
    // Still the dealer's page: header and footer present.
    expect(page.text).toContain('Harbour Motors');
    expect(page.text).toContain('02 4926 1100');
  });

  it('keeps query strings and escapes what the visitor typed', async () => {
    const page = await request(server.port, '/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', { host: host('harbour-motors') });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
  });

  /** Each opening-hours list of a page, by location name, as rows of text ('Mon-Fri 8:30am - 5:30pm'). */
  const hoursOn = async (slug: string, path: string): Promise<{ main: string; lists: Record<string, string[]> }> => {
    const page = await request(server.port, path, { host: host(slug) });
    expect(page.status, `${slug}${path}`).toBe(200);
    const main = mainOf(page.text);
    const lists = [...main.matchAll(/aria-label="([^"]*) opening hours"[^>]*>([\s\S]*?)<\/ul>/g)];
    return {
      main,
      lists: Object.fromEntries(
        lists.map(([, name, list]) => [
          textOf(name ?? '').trim(),
          [...(list ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => textOf(li[1] ?? '').trim()),
        ]),
      ),
    };
  };

  // spec 2 §9: Monday to Friday grouped as 'Mon-Fri' only when all five are equal; Saturday and
  // Sunday on their own rows; 'Closed' reads 'By appointment only' where the site says so.
  // Locations render on the home, about-us and contact pages (and on the locations pages of
  // issue 13: tests/e2e/locations-journeys.test.ts).
  it('shows Saltbush Caravans’ hours by the spec 2 §9 rule on its home page: Saturday and Sunday apart, never ‘Sat–Sun’', async () => {
    const { main, lists } = await hoursOn('saltbush-caravans', '/');
    expect(lists).toEqual({
      'Saltbush Caravans Pooraka': ['Mon-Fri 9:00am - 5:00pm', 'Saturday 9:00am - 1:00pm', 'Sunday Closed'],
      'Saltbush Caravans Service & Parts': ['Mon-Fri 8:00am - 4:30pm', 'Saturday Closed', 'Sunday Closed'],
    });
    expect(textOf(main)).not.toMatch(/Sat\s*[–-]\s*Sun/);
  });

  it('shows the same hours on the about-us page', async () => {
    const { main, lists } = await hoursOn('saltbush-caravans', '/about-us');
    expect(lists['Saltbush Caravans Service & Parts']).toEqual(['Mon-Fri 8:00am - 4:30pm', 'Saturday Closed', 'Sunday Closed']);
    expect(textOf(main)).not.toMatch(/Sat\s*[–-]\s*Sun/);
  });

  it('shows the main location’s hours on the contact page by the same rule', async () => {
    const { lists } = await hoursOn('harbour-motors', '/contact');
    expect(lists).toEqual({ 'Harbour Motors Mazda': ['Mon-Fri 8:30am - 5:30pm', 'Saturday 8:30am - 4:00pm', 'Sunday Closed'] });
  });

  it('reads a closed day as ‘By appointment only’ where the site says so, on the home, about-us and contact pages', async () => {
    const week = ['Mon-Fri 9:00am - 6:00pm', 'Saturday 9:00am - 5:00pm', 'Sunday By appointment only'];
    for (const path of ['/', '/about-us']) {
      const { main, lists } = await hoursOn('bayside-pre-owned', path);
      expect(lists, path).toEqual({ 'Bayside Pre-Owned Moorabbin': week, 'Bayside Pre-Owned Dandenong': week });
      expect(textOf(main), path).not.toMatch(/\bClosed\b/);
    }
    expect((await hoursOn('bayside-pre-owned', '/contact')).lists).toEqual({ 'Bayside Pre-Owned Moorabbin': week });
  });

  it('answers HEAD for a page without a body', async () => {
    const page = await request(server.port, '/', { method: 'HEAD', host: host('harbour-motors') });
    expect(page.status).toBe(200);
    expect(page.raw.length).toBe(0);
  });
});
