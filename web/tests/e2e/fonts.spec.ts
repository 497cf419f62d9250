import { expect, t, test } from './fixtures';

/**
 * Amharic text painted before the Ethiopic font has arrived is redrawn in it once it has (issue 30):
 * with the system's font first in the list, Chromium left the sign-in screen's title and labels as empty
 * boxes on a system without an Ethiopic font of its own (this one). The font is held back a moment, as a
 * phone network would, so that the first paint comes before it.
 */
test('the first Amharic screen is redrawn in the Ethiopic font once it arrives, with no layout shift', async ({ watched: page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('portal.locale', 'am');
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number[] }).shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/sign-in');
  const title = page.getByRole('heading', { name: t('am', 'signIn.title') });
  await expect(title).toBeVisible();
  await expect(page.getByRole('combobox', { name: t('am', 'signIn.testUser') })).toBeEnabled();
  await page.waitForFunction(
    async () =>
      (await document.fonts.ready).status === 'loaded' &&
      [...document.fonts].some((face) => face.family.includes('Portal Ethiopic') && face.status === 'loaded'),
  );
  const painted = await title.screenshot();
  // The same letters shaped afresh in the same font: identical pixels unless the first paint was stale.
  await title.evaluate((element) => ((element as HTMLElement).style.fontFamily = "'Portal Ethiopic', sans-serif"));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(painted.equals(await title.screenshot())).toBe(true);
  const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  expect(shift).toBeLessThan(0.1);
});
