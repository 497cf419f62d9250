import { gzipSync } from 'node:zlib';
import { expect, signIn, t, test } from './fixtures';

/** Nothing wider than a 375 px phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page, screen: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${screen}: ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('sign-in, shell and profile fit without sideways scrolling', async ({ watched: page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: t('en', 'signIn.submit'), exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, 'sign-in');
    await signIn(page, 'en', 'HR administrator');
    await expect(page.getByRole('heading', { name: t('en', 'imports.title') })).toBeVisible();
    await expectNoSidewaysScroll(page, 'shell');
    // The menu opens the navigation, the role, the language and "Sign out".
    await page.getByRole('button', { name: t('en', 'shell.menu') }).click();
    await page.getByRole('link', { name: t('en', 'nav.profile'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('en', 'profile.title') })).toBeVisible();
    await expectNoSidewaysScroll(page, 'profile');
  });
});

test('the sign-in screen loads at most 250 kB of JavaScript (gzip)', async ({ watched: page }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: t('en', 'signIn.submit'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`sign-in JavaScript: ${sizes.length} files, ${(total / 1024).toFixed(1)} kB gzip`);
  expect(total).toBeLessThanOrEqual(250 * 1024);
});
