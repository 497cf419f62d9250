import { readFile } from 'node:fs/promises';
import { chooseLanguage, expect, goWhenSettled, membersCsv, signIn, t, test, type Lang } from './fixtures';

/** The walk of the issue, step by step, in each language (labels from that language's catalogue). */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`the walk, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    if (lang === 'am') await chooseLanguage(page, 'am');

    // 1. The sign-in screen: four methods and "Test user" with the four personas.
    await goWhenSettled(page, '/');
    await expect(page).toHaveURL(/\/sign-in$/);
    for (const method of ['identity_provider', 'email', 'phone', 'messenger'])
      await expect(page.getByRole('radio', { name: m(`signIn.method.${method}`) })).toBeVisible();
    // The phone's own picker: a placeholder and the four personas.
    const personas = page.getByRole('combobox', { name: m('signIn.testUser') }).locator('option:not([disabled])');
    await expect(personas).toHaveCount(4);
    for (const [i, persona] of ['Super user', 'HR administrator', 'Finance officer', 'Member'].entries())
      await expect(personas.nth(i)).toContainText(persona);

    // 2. HR administrator: the shell shows the user and "Imports".
    await signIn(page, lang, 'HR administrator');
    await expect(page.getByRole('banner')).toContainText('Abebe Girma');
    await expect(page.getByRole('link', { name: m('nav.imports'), exact: true })).toBeVisible();

    // 3. Imports, New import, Download template.
    await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
    await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: m('upload.template'), exact: true }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('portal_migration_members_template.xlsx');

    // 4. A file with two bad rows: the suggested mapping, then both errors with their rows and values.
    const withErrors = membersCsv(3, 2);
    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(withErrors);
    await expect(page).toHaveURL(/\/imports\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: withErrors.name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: m('mapping.fieldFor').replace('{column}', 'email') })).toHaveValue(m('field.email'));
    await expect(page.getByRole('combobox', { name: m('mapping.fieldFor').replace('{column}', 'employee_id') })).toHaveValue(
      `${m('field.external_id')} *`,
    );
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    const errors = page.getByRole('region', { name: m('errors.table') });
    await expect(errors.getByRole('row', { name: /not-an-email-0/ })).toContainText('5');
    await expect(errors.getByRole('row', { name: /not-an-email-1/ })).toContainText('6');
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: m('validation.download'), exact: true }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/^migration_[0-9a-f-]{36}_errors\.csv$/);
    const csv = await readFile(await report.path(), 'utf8');
    expect(csv).toContain('5,email,email,not-an-email-0,INVALID_EMAIL');
    expect(csv).toContain('6,email,email,not-an-email-1,INVALID_EMAIL');

    // 5. 3,000 clean rows: validate, preview 3,000 to create, commit with a progress bar, completed.
    await page.getByRole('link', { name: m('import.back'), exact: true }).click();
    await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
    const clean = membersCsv(3_000);
    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(clean);
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    await expect(page.getByText(m('validation.clean'))).toBeVisible();
    await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
    const toCreate = page.getByText(m('preview.toCreate'), { exact: true }).locator('..');
    await expect(toCreate).toContainText(/3.?000/);
    // The first rows as they will be stored, under the fields' names in the user's language.
    const sample = page.getByRole('region', { name: m('preview.sample') });
    await expect(sample.getByRole('columnheader', { name: m('field.full_name'), exact: true })).toBeVisible();
    // The job is read back slowly for a moment, so that the running state is on screen long enough to see.
    await page.route(/\/v1\/migration\/jobs\/[0-9a-f-]{36}$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: m('commit.button') }).click();
    await expect(page.getByRole('progressbar', { name: m('commit.progress') })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.getByRole('status').filter({ hasText: m('commit.completed') })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(m('commit.created'), { exact: true }).locator('..')).toContainText(/3.?000/);
    const jobUrl = page.url();

    // 6. Sign out; the super user rolls the import back.
    await page.getByRole('button', { name: m('shell.signOut') }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signIn(page, lang, 'Super user');
    await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
    await page.getByRole('link', { name: clean.name }).click();
    await expect(page).toHaveURL(jobUrl);
    await page.getByRole('button', { name: m('rollback.button'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('rollback.confirmTitle') });
    await expect(dialog).toContainText(/3.?000/);
    await dialog.getByRole('button', { name: m('rollback.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: m('rollback.done') })).toBeVisible();
    await expect(page.getByText(m('status.rolled_back'), { exact: true }).first()).toBeVisible();

    // 7. The other language: navigation, headings and buttons follow.
    const other: Lang = lang === 'en' ? 'am' : 'en';
    await page.getByRole('combobox', { name: m('shell.language') }).selectOption(other);
    await expect(page.getByRole('link', { name: t(other, 'nav.imports'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t(other, 'shell.signOut') })).toBeVisible();
    await page.getByRole('link', { name: t(other, 'nav.imports'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t(other, 'imports.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t(other, 'imports.new'), exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: t(other, 'shell.language') }).selectOption(lang);
    await expect(page.getByRole('link', { name: m('nav.imports'), exact: true })).toBeVisible();

    // 8. Role FINANCE: the imports stay listed; a new import is of providers, the one dataset finance imports.
    await page.getByRole('combobox', { name: m('shell.role') }).selectOption('FINANCE');
    await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
    await expect(page.getByRole('link', { name: clean.name })).toBeVisible();
    await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
    await expect(page.getByRole('combobox', { name: m('upload.dataset') })).toHaveValue(m('dataset.providers'));
  });
}
