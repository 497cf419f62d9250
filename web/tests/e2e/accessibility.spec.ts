import { chooseLanguage, expect, expectAccessible, membersCsv, signIn, t, test, type Lang } from './fixtures';

/** axe on every screen of the console, in both languages: no serious or critical violation. */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`every screen is accessible, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    await chooseLanguage(page, lang);
    await expectAccessible(page, 'sign-in');
    // The personas arrived (the picker is enabled once they have).
    await expect(page.getByRole('combobox', { name: m('signIn.testUser') })).toBeEnabled();
    await expectAccessible(page, 'sign-in, with the personas');

    await signIn(page, lang, 'Super user');
    await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
    await expect(page.getByRole('heading', { name: m('imports.title') })).toBeVisible();
    await expectAccessible(page, 'imports');

    await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
    await expect(page.getByLabel(m('upload.file'), { exact: true })).toBeAttached();
    await expectAccessible(page, 'new import');

    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(membersCsv(30, 3));
    await expect(page.getByRole('button', { name: m('mapping.validate'), exact: true })).toBeVisible();
    await expectAccessible(page, 'mapping');

    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    await expect(page.getByRole('region', { name: m('errors.table') })).toBeVisible();
    await expectAccessible(page, 'validation with errors');

    await page.getByRole('link', { name: m('import.back'), exact: true }).click();
    await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(membersCsv(40));
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
    await expect(page.getByRole('button', { name: m('commit.button') })).toBeVisible();
    await expectAccessible(page, 'preview');

    await page.getByRole('button', { name: m('commit.button') }).click();
    await expect(page.getByRole('button', { name: m('rollback.button'), exact: true })).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, 'completed');
    await page.getByRole('button', { name: m('rollback.button'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'rollback dialog');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: m('rollback.confirm') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: m('rollback.done') })).toBeVisible();
    await expectAccessible(page, 'rolled back');

    await page.getByRole('link', { name: m('nav.profile'), exact: true }).click();
    await expect(page.getByRole('heading', { name: m('profile.title') })).toBeVisible();
    await expectAccessible(page, 'profile');
  });
}
