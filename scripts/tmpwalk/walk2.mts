import { launchChromium } from '../chromium';
const URL0 = 'http://localhost:8080';
const browser = await launchChromium();
for (const width of [1440, 800]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(URL0 + '/view/practice/practice-3700-1795618800000/map');
  await page.waitForURL(/\/login/);
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByLabel('Email').fill('nfl.coach@dev.test');
  await page.getByLabel('Password').fill('dev');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/map$/);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shots/past-${width}.png` });
  // Play at 2x for 3 s
  const btns = await page.$$eval('button', (bs) => bs.map((b) => b.textContent?.trim() + '|' + (b.getAttribute('aria-label') ?? '')));
  console.log(btns.join(' ; '));
  await page.goto(URL0 + '/view/practice/practice-3700-live-1795700605587/map');
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `/tmp/shots/live-${width}.png` });
  await ctx.close();
}
await browser.close();
