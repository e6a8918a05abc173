import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const [, , path, name, width, scheme, selector, mode = 'element', height = '900'] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: scheme as 'light' | 'dark', deviceScaleFactor: 1 });
await page.goto(`http://localhost:4417${path}`);
const out = `/tmp/learning-shots/${name}.png`;
if (selector === '-') await page.screenshot({ path: out, fullPage: mode === 'full' });
else if (mode === 'view') { await page.locator(selector).first().evaluate((e) => e.scrollIntoView({ block: 'start' })); await page.screenshot({ path: out }); }
else await page.locator(selector).first().screenshot({ path: out });
await browser.close();
