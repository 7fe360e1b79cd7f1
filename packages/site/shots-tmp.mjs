import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = process.argv.slice(2);
for (const width of [360, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of pages) {
    await page.goto('http://localhost:3333' + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, '_')}-${width}.png`, fullPage: width === 360 ? false : false });
  }
  await page.close();
}
await browser.close();
