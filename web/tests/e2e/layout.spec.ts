import { expect, goWhenSettled, signIn, t, test } from './fixtures';

/** Nothing wider than a 375 px phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page, screen: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${screen}: ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('sign-in, shell and profile fit without sideways scrolling', async ({ watched: page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: t('en', 'signIn.submit'), exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, 'sign-in');
    await signIn(page, 'en', 'HR administrator');
    await expect(page.getByRole('heading', { name: t('en', 'members.title') })).toBeVisible();
    await expectNoSidewaysScroll(page, 'shell');
    // The menu opens the navigation, the role, the language and "Sign out".
    await page.getByRole('button', { name: t('en', 'shell.menu') }).click();
    await page.getByRole('link', { name: t('en', 'nav.profile'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('en', 'profile.title') })).toBeVisible();
    await expectNoSidewaysScroll(page, 'profile');
  });
});

test('the sign-in screen moves at most 300 KiB, every text asset compressed by the server (issue 30)', async ({ watched: page }) => {
  const moved: Promise<{ url: string; type: string; encoding: string | undefined; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    moved.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url().replace(/^https?:\/\/[^/]+/, ''),
        type: request.resourceType(),
        encoding: response?.headers()['content-encoding'],
        // What came over the wire: the headers and the body as sent (compressed where it was).
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: t('en', 'signIn.submit'), exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(moved);
  const total = all.reduce((sum, r) => sum + r.bytes, 0);
  console.log(
    `sign-in screen: ${all.length} requests, ${(total / 1024).toFixed(1)} KiB moved\n${all.map((r) => `  ${(r.bytes / 1024).toFixed(1).padStart(7)} KiB ${r.encoding ?? '-'} ${r.url}`).join('\n')}`,
  );
  for (const r of all.filter((x) => ['document', 'script', 'stylesheet'].includes(x.type))) expect(r.encoding, r.url).toBe('br');
  expect(total).toBeLessThanOrEqual(300 * 1024);
});

test('every answer the server names ahead is used by the screen, signed out and in (issue 30)', async ({ watched: page }) => {
  // Chrome says so in the console when a preloaded answer or script goes unused (or is fetched twice).
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) unused.push(message.text());
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('combobox', { name: t('en', 'signIn.testUser') })).toBeEnabled();
  await signIn(page, 'en', 'HR administrator');
  for (const path of ['/imports', '/imports/new', '/members', '/profile']) {
    // CI, 2026-12-06: the members screen's code, still arriving after the sign-in, was cancelled by the move on.
    await goWhenSettled(page, path);
    await page.waitForLoadState('networkidle');
  }
  // Chrome tells of an unused preload a few seconds after the load.
  await page.waitForTimeout(3_500);
  expect(unused).toEqual([]);
});
