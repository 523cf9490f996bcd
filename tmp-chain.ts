import { seedPerson } from '#server/db/seed-data.ts';
import { loadPage, openBenchSite, signInContext, base } from './scripts/bench/page-visits.ts';
import { phoneNetwork, phoneCpuSlowdown, apiRoundTripsInARow } from './scripts/bench/phone-visits.ts';
const { browser, matchId, tearDown } = await openBenchSite();
try {
  const admin = seedPerson('kim-minjun');
  const member = seedPerson('lee-seojun');
  for (const [path, who] of [[`/teams/1`, admin.id], [`/matches/${matchId}`, member.id]] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
    await signInContext(context, who);
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) (window as any).lcpLog = [...((window as any).lcpLog ?? []), `${Math.round(e.startTime)} ${e.element?.tagName}.${String(e.element?.className).slice(0, 40)} "${(e.element?.textContent ?? '').slice(0, 30)}" size=${e.size}`];
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const loaded = await loadPage(context, path, async (cdp) => {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...phoneNetwork });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    });
    const page = await context.newPage(); const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable'); await cdp.send('Network.emulateNetworkConditions', { offline: false, ...phoneNetwork }); await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown }); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${base}${path}`); await page.waitForTimeout(8000); console.log(await page.evaluate(() => (window as any).lcpLog)); await page.close();
    const t0 = Math.min(...loaded.requests.map((r) => r.sentAt));
    console.log(`\n${path} lcp=${loaded.paints.lcp} fcp=${loaded.paints.fcp} chain=${apiRoundTripsInARow(loaded.requests)}`);
    for (const r of loaded.requests.sort((a, b) => a.sentAt - b.sentAt)) console.log(`${((r.sentAt - t0) * 1000).toFixed(0).padStart(6)} → ${r.finishedAt ? ((r.finishedAt - t0) * 1000).toFixed(0).padStart(6) : '     -'}  ${(r.bytes / 1024).toFixed(1).padStart(6)}K ${r.type.padEnd(10)} ${new URL(r.url).pathname}`);
    await context.close();
  }
} finally { await tearDown(); }
