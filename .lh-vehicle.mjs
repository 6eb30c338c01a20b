import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP *.localhost 127.0.0.1`] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance', 'accessibility', 'seo'], formFactor: 'mobile' });
const lhr = result.lhr;
for (const [k, c] of Object.entries(lhr.categories)) console.log(k, Math.round(c.score * 100));
for (const a of Object.values(lhr.audits)) {
  if (a.score !== null && a.score < 1 && a.details?.type === 'table' && ['accessibility'].some(() => true) && a.details.items?.length && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id)) {
    console.log('FAIL', a.id, a.title);
    for (const it of a.details.items.slice(0, 8)) console.log('   ', it.node?.selector, '|', it.node?.snippet?.slice(0, 160), '|', it.node?.explanation?.slice(0, 200));
  }
}
for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'first-contentful-paint', 'speed-index']) console.log(id, lhr.audits[id].displayValue);
await chrome.kill();
