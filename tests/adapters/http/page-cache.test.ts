import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../adapters/http/page-cache';

/** A renderer that counts its calls and answers `html` (issue 16: the page cache in front of it). */
function renderer(html: string, options: { cacheable?: boolean; status?: number; delayMs?: number } = {}) {
  let calls = 0;
  return {
    calls: () => calls,
    render: async () => {
      calls += 1;
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      return { status: options.status ?? 200, html, inlineScripts: ['console.log(1)'], cacheable: options.cacheable ?? true };
    },
  };
}

describe('PageCache (issue 16: pages cached per site, path and data version)', () => {
  it('keeps a rendered page for its data version, the same bytes and ETag each time', async () => {
    const cache = new PageCache({ now: () => 1_000 });
    const page = renderer('<html>car $28,990</html>');
    expect(cache.lookup('harbour\u0000/cars/x', 0)).toBeNull();
    const first = await cache.render('harbour\u0000/cars/x', () => 0, page.render);
    expect(first.cacheable).toBe(true);
    expect(first.page.body.toString()).toBe('<html>car $28,990</html>');
    expect(first.page.etag).toMatch(/^W\/"[\w-]{27}"$/);
    const found = cache.lookup('harbour\u0000/cars/x', 0);
    expect(found?.page).toBe(first.page);
    expect(found?.revalidate).toBe(false);
    expect(page.calls()).toBe(1);
    expect(cache.size).toEqual({ pages: 1, bytes: first.page.body.length });
  });

  it('drops a page once its site’s data version moves (a stock change anywhere)', async () => {
    const cache = new PageCache({ now: () => 1_000 });
    let version = 3;
    await cache.render('k', () => version, renderer('old').render);
    expect(cache.lookup('k', 3)).not.toBeNull();
    version = 4;
    expect(cache.lookup('k', 4)).toBeNull();
    expect(cache.size.pages).toBe(0);
  });

  it('does not keep a page whose site changed while it rendered, nor one the renderer calls personal', async () => {
    const cache = new PageCache({ now: () => 1_000 });
    let version = 1;
    const answer = await cache.render(
      'k',
      () => version,
      async () => {
        version = 2;
        return renderer('rendered during a change').render();
      },
    );
    expect(answer.page.body.toString()).toBe('rendered during a change');
    expect(cache.lookup('k', 1)).toBeNull();
    expect(cache.lookup('k', 2)).toBeNull();
    const personal = await cache.render('p', () => 2, renderer('a checkout', { cacheable: false }).render);
    expect(personal.cacheable).toBe(false);
    expect(cache.lookup('p', 2)).toBeNull();
  });

  it('renders a page once however many ask for it at the same time', async () => {
    const cache = new PageCache();
    const page = renderer('<html>home</html>', { delayMs: 20 });
    const answers = await Promise.all(Array.from({ length: 25 }, () => cache.render('home', () => 7, page.render)));
    expect(page.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
  });

  it('serves a page fresh, then stale while it is rendered again, then not at all', async () => {
    let now = 0;
    const cache = new PageCache({ now: () => now, freshMs: 60_000, staleMs: 600_000 });
    await cache.render('k', () => 0, renderer('x').render);
    now = 60_000;
    expect(cache.lookup('k', 0)?.revalidate).toBe(false);
    now = 60_001;
    expect(cache.lookup('k', 0)?.revalidate).toBe(true);
    now = 660_000;
    expect(cache.lookup('k', 0)?.revalidate).toBe(true);
    now = 660_001;
    expect(cache.lookup('k', 0)).toBeNull();
    // A clock set back (a test's, a leap) is not trusted either.
    await cache.render('k', () => 0, renderer('x').render);
    now = 0;
    expect(cache.lookup('k', 0)).toBeNull();
  });

  it('holds at most its byte budget, dropping the least recently used page first', async () => {
    const cache = new PageCache({ maxBytes: 1_000, now: () => 5 });
    await cache.render('a', () => 0, renderer('a'.repeat(240)).render);
    await cache.render('b', () => 0, renderer('b'.repeat(240)).render);
    await cache.render('c', () => 0, renderer('c'.repeat(240)).render);
    expect(cache.lookup('a', 0)).not.toBeNull(); // a is now the most recently used
    await cache.render('d', () => 0, renderer('d'.repeat(240)).render);
    await cache.render('e', () => 0, renderer('e'.repeat(240)).render);
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.lookup('b', 0)).toBeNull();
    expect(cache.lookup('a', 0)).not.toBeNull();
    expect(cache.lookup('e', 0)).not.toBeNull();
    // A page over a quarter of the budget is served but never kept.
    const big = await cache.render('big', () => 0, renderer('z'.repeat(400)).render);
    expect(big.page.body.length).toBe(400);
    expect(cache.lookup('big', 0)).toBeNull();
  });

  it('compresses a kept page once per encoding and keeps the copy with it, counted in the budget', async () => {
    const cache = new PageCache({ now: () => 5 });
    const html = `<html>${'<p>Mazda CX-5 Maxx Sport</p>'.repeat(400)}</html>`;
    const { page } = await cache.render('k', () => 0, renderer(html).render);
    const br = await cache.encoded('k', page, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(await cache.encoded('k', page, 'br')).toBe(br);
    const gz = await cache.encoded('k', page, 'gzip');
    expect(gunzipSync(gz).toString()).toBe(html);
    expect(cache.size.bytes).toBe(page.body.length + br.length + gz.length);
    expect(br.length).toBeLessThan(page.body.length / 10);
  });
});
