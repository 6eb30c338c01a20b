// The visual test of one demo site (tests/visual/support/visual-suite.ts says how it works), and the
// proof that the comparison fails on a small real change while passing the page unchanged.
import { expect, it } from 'vitest';
import { capture, compareShots, describeSiteVisuals, openShotPage, settle, shootAgainst } from './support/visual-suite';

describeSiteVisuals('bayside-pre-owned', (run) => {
  it('fails the search page when one card shows another price or another button word, and passes it unchanged', async () => {
    const { server, context, baseline } = run();
    const base = baseline('search-desktop');
    const shotPage = await openShotPage(context);
    try {
      const load = (): Promise<void> => settle(shotPage, `${server.siteUrl('bayside-pre-owned')}/search`, 'desktop');
      await load();
      expect((await shootAgainst(shotPage, 'desktop', base)).comparison.changed).toBe(false);

      // The first card's price, the same number of digits: '$88,888'.
      const price = await shotPage.page.evaluate(() => {
        const card = document.querySelector('article[data-car-id]');
        const walker = document.createTreeWalker(card ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (/^\$\d{2},\d{3}$/.test(node.textContent?.trim() ?? '')) {
            const was = node.textContent?.trim() ?? '';
            node.textContent = '$88,888';
            return was;
          }
        }
        return null;
      });
      expect(price, 'the first card shows a five-figure price').toMatch(/^\$\d{2},\d{3}$/);
      expect(price).not.toBe('$88,888');
      const repriced = await compareShots(await capture(shotPage.page, 'desktop'), base);
      // A small share of the page, caught by the tile it changed.
      expect(repriced.share).toBeLessThan(0.004);
      expect(repriced.changed, `a repriced card: share ${repriced.share}, densest tile ${repriced.densestTile}`).toBe(true);

      // The first card's first button, its word spelt backwards (the same letters, the same width).
      await load();
      const word = await shotPage.page.evaluate(() => {
        const card = document.querySelector('article[data-car-id]');
        const title = card?.querySelector('h2, h3');
        const button = [...(card?.querySelectorAll('a, button') ?? [])].find((el) => !title?.contains(el) && (el.textContent?.trim().length ?? 0) >= 4);
        const walker = document.createTreeWalker(button ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (text.length >= 4) {
            node.textContent = [...text].reverse().join('');
            return text;
          }
        }
        return null;
      });
      expect(word, 'the first card has a labelled button').not.toBeNull();
      const reworded = await compareShots(await capture(shotPage.page, 'desktop'), base);
      expect(reworded.share).toBeLessThan(0.004);
      expect(reworded.changed, `a reworded button (${word}): share ${reworded.share}, densest tile ${reworded.densestTile}`).toBe(true);
    } finally {
      await shotPage.page.close();
    }
  }, 120_000);
});
