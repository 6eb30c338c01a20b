import { describe, expect, it } from 'vitest';
import { hydrationScriptsOf } from '../../bench/page-weight.bench';
import { htmlDocument } from '../../ui/app/html-document';

describe('page-weight bench: the scripts hydration waits for', () => {
  it('reads the entry and its modulepreloads from the boot data html-document writes', () => {
    const html = htmlDocument({
      meta: { title: 'A car', description: 'A car for sale' },
      siteName: 'Harbour Motors',
      themeColor: '#123456',
      assets: {
        entryScript: '/assets/entry-client-abc.js',
        modulePreloads: ['/assets/vehicle-page-def.js', '/assets/shared-ghi.js'],
        stylesheets: ['/assets/entry.css'],
      },
      appHtml: '<main></main>',
      hydrationData: { loaderData: {} },
    });
    expect(hydrationScriptsOf(html, 'http://harbour-motors.localhost:3000')).toEqual([
      'http://harbour-motors.localhost:3000/assets/entry-client-abc.js',
      'http://harbour-motors.localhost:3000/assets/vehicle-page-def.js',
      'http://harbour-motors.localhost:3000/assets/shared-ghi.js',
    ]);
    // Nothing starts before the first paint: no module script tag, no modulepreload link in the head.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('fails loudly on a page without the start script', () => {
    expect(() => hydrationScriptsOf('<html></html>', 'http://x.localhost')).toThrow(/no start script/);
  });
});
