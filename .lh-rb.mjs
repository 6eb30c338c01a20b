import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP *.localhost 127.0.0.1`] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', onlyCategories: ['performance'], formFactor: 'mobile' });
console.log('perf', Math.round(lhr.categories.performance.score * 100));
for (const id of ['render-blocking-resources', 'unused-javascript', 'unused-css-rules', 'bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element', 'server-response-time', 'network-rtt']) {
  const a = lhr.audits[id]; if (!a) continue;
  console.log(id, a.displayValue ?? '', a.score);
  for (const it of (a.details?.items ?? []).slice(0, 16)) console.log('   ', JSON.stringify(it).slice(0, 200));
}
await chrome.kill();
