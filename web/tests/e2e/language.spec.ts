import { expect, expectAccessible, signIn, t, test } from './fixtures';

/**
 * Issue 60: one language end to end. The Language select shows the language the screens are in, a choice
 * switches them at once, and the choice is the user's on the next load; a mistyped address gets the
 * console's own page not found, in that language, with a way home.
 */
test('the language select follows the screens, switches them at once, and the choice stays', async ({ watched: page }) => {
  await signIn(page, 'en', 'HR administrator');
  const select = page.getByRole('combobox', { name: t('en', 'shell.language') });
  await expect(select).toHaveValue('en');
  await select.selectOption('am');
  // At once: the navigation is Amharic before the choice is saved.
  await expect(page.getByRole('link', { name: t('am', 'nav.imports'), exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: t('am', 'shell.language') })).toHaveValue('am');
  // An HR administrator holds one role: no Role select.
  await expect(page.getByRole('combobox', { name: t('am', 'shell.role') })).toHaveCount(0);

  // Saved: a reload (as a second browser would) opens in Amharic; English again for the next tests.
  await page.reload();
  const amharic = page.getByRole('combobox', { name: t('am', 'shell.language') });
  await expect(amharic).toHaveValue('am');
  await amharic.selectOption('en');
  await expect(page.getByRole('link', { name: t('en', 'nav.imports'), exact: true })).toBeVisible();
});

// Not watched: the mistyped address answers 404 on purpose (the browser logs it).
test("a mistyped address shows the console's page not found with a way home, not the API's JSON", async ({ page }) => {
  await signIn(page, 'en', 'HR administrator');
  const response = await page.goto('/imprts');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: t('en', 'notFound.title') })).toBeVisible();
  await expectAccessible(page, 'the page not found');
  await page.getByRole('link', { name: t('en', 'notFound.home') }).click();
  await expect(page).not.toHaveURL(/imprts/);
});
