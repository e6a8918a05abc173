import { launch } from '../test/helpers/browser.ts';
import { serve } from '../test/helpers/serve.ts';
const dist = process.argv[2];
const tag = process.argv[3] ?? 'after';
const site = await serve(dist, '/');
const browser = await launch();
const errors: string[] = [];
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1366]) {
      const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, colorScheme: theme });
      const page = await ctx.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      for (const [name, q] of [
        ['kubernetes', 'q=kubernetes'],
        ['typo', 'q=kuberntes'],
        ['none', 'q=zzqqxx'],
        ['etcdquorum', 'q=etcd+quorum'],
        ['dns-filter', 'q=dns&type=case&component=coredns'],
      ]) {
        await page.goto(`${site.url}search/?${q}`);
        await page.waitForFunction(() => document.querySelector('pagefind-results ul')?.getAttribute('aria-busy') === 'false', null, { timeout: 60000 }).catch(() => undefined);
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/search-shots/${tag}-search-${name}-${theme}-${width}.png`, fullPage: false });
      }
      await page.goto(`${site.url}cases/`);
      await page.keyboard.press('Control+k');
      await page.locator('pagefind-modal dialog').waitFor({ state: 'visible' });
      await page.keyboard.type('etcd quorum');
      await page.locator('pagefind-modal .pf-result-link').first().waitFor({ timeout: 60000 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/search-shots/${tag}-dialog-${theme}-${width}.png` });
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
console.log('errors:', errors.slice(0, 10));
