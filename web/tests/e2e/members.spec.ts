import { chooseLanguage, expect, expectAccessible, goWhenSettled, membersCsv, signIn, t, test, type Lang } from './fixtures';

/** From a completed import to its members; search and filters; accessible in both languages. */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`the members an import created, searched and filtered, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');
    await goWhenSettled(page, '/imports/new');
    const file = membersCsv(7);
    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(file);
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
    await page.getByRole('button', { name: m('commit.button') }).click();
    await page.getByRole('link', { name: m('commit.seeMembers') }).click({ timeout: 60_000 });

    await expect(page).toHaveURL(/\/members\?import_job_id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: m('members.title') })).toBeVisible();
    const table = page.getByRole('region', { name: m('members.title') });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(page.getByRole('combobox', { name: m('members.import') })).toHaveValue(file.name);
    await expectAccessible(page, 'members');

    // Search within the import: one member by a part of the name.
    const name = file.buffer.toString().split('\n')[3]!.split(',')[1]!;
    await page.getByRole('searchbox', { name: m('members.search') }).fill(name.split(' ').slice(1).join(' '));
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    // The whole organisation when the import filter is cleared; "Members" is in the navigation.
    await page.getByRole('searchbox', { name: m('members.search') }).fill('');
    await page.getByRole('link', { name: m('nav.members'), exact: true }).click();
    await expect(page.getByRole('link', { name: m('nav.members'), exact: true })).toBeVisible();
  });
}

test('a member role sees no Members page in its navigation: My benefits is their home', async ({ watched: page }) => {
  await signIn(page, 'en', 'Member');
  await expect(page.getByRole('heading', { name: t('en', 'benefits.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/benefits$/);
  await expect(page.getByRole('link', { name: t('en', 'nav.members'), exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('en', 'nav.imports'), exact: true })).toHaveCount(0);
});
