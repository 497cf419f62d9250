import { chooseLanguage, expect, expectAccessible, goWhenSettled, signIn, t, test, type Lang } from './fixtures';

/**
 * Issue 60: the organisation's settings page, for its super user, in both languages and by keyboard;
 * a role that may not use it is told so, without its actions.
 */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`the super user sets the organisation's time zone, and the page says each setting, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'Super user');
    await page.getByRole('link', { name: m('nav.organisation'), exact: true }).click();
    await expect(page.getByRole('heading', { name: m('organisation.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: m('organisation.name'), exact: true })).not.toHaveValue('');
    await expect(page.getByRole('switch', { name: m('organisation.memberSignIn') })).toBeVisible();
    await expectAccessible(page, 'the organisation settings');
    await page.screenshot({ path: `test-results/organisation-${lang}.png`, fullPage: true });

    const zone = page.getByRole('combobox', { name: m('organisation.timeZone'), exact: true });
    const save = page.getByRole('button', { name: m('organisation.save'), exact: true });
    await expect(save).toBeDisabled();
    // Keyboard only: type part of the zone over the one shown, choose it with the arrow keys.
    await zone.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Nairobi');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(zone).toHaveValue('Africa/Nairobi');
    await save.click();
    await expect(page.getByText(m('organisation.saved'))).toBeVisible();
    // Back as it was, for the next tests.
    await zone.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Addis');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await save.click();
    await expect(zone).toHaveValue('Africa/Addis_Ababa');
  });
}

test('a role that may not change the organisation is told so, and sees none of its actions', async ({ watched: page }) => {
  await signIn(page, 'en', 'HR administrator');
  await expect(page.getByRole('link', { name: t('en', 'nav.organisation'), exact: true })).toHaveCount(0);
  await goWhenSettled(page, '/organisation');
  await expect(page.getByText(t('en', 'screen.notForRole'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('en', 'organisation.save') })).toHaveCount(0);
});
