import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPageAssets } from '../../../adapters/http/vite-manifest';

describe('page assets from the Vite manifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'caryard-manifest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("links the entry's stylesheets and preloads the entry's imports; a lazy route's assets are the page's own (RouteHandle.chunk)", async () => {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], css: ['assets/entry.css'] },
        '_shared.js': { file: 'assets/shared.js' },
        '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
        'features/vehicle/vehicle-page.tsx': {
          file: 'assets/vehicle-page.js',
          isDynamicEntry: true,
          imports: ['entry-client.tsx', '_card.js'],
          css: ['assets/vehicle-page.css'],
        },
      }),
    );
    const assets = await readPageAssets(dir);
    expect(assets.entryScript).toBe('/assets/entry.js');
    expect(assets.modulePreloads).toEqual(['/assets/shared.js']);
    // No other route's stylesheet blocks every page's first paint (issue 5).
    expect(assets.stylesheets).toEqual(['/assets/entry.css']);
  });
});
