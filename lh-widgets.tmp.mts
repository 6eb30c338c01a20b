import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP *.localhost 127.0.0.1'], logLevel: 'silent' });
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
    const l = r!.lhr; if (l.runtimeError) console.log('runtimeError', l.runtimeError);
    const a = l.audits;
    console.log(url, 'perf', Math.round((l.categories.performance.score ?? 0) * 100), 'a11y', Math.round((l.categories.accessibility.score ?? 0) * 100), 'seo', Math.round((l.categories.seo.score ?? 0) * 100), 'LCP', a['largest-contentful-paint']?.displayValue, 'CLS', a['cumulative-layout-shift']?.displayValue, 'TBT', a['total-blocking-time']?.displayValue);
    for (const [id, audit] of Object.entries(a)) if (audit.score !== null && audit.score < 0.9 && ['accessibility','seo'].some(c => l.categories[c].auditRefs.some((ref: {id: string}) => ref.id === id))) console.log('  low:', id, audit.title);
  } finally { await chrome.kill(); }
}
