import { chooseLanguage, expect, expectAccessible, goWhenSettled, membersCsv, signIn, t, test, type Lang } from './fixtures';

/** Issue 60: eight rows with the same error left out in one action, not one at a time. */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`every row with one error is excluded in one action, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');
    await goWhenSettled(page, '/imports/new');
    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(membersCsv(3, 8));
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    await expect(page.getByRole('region', { name: m('errors.table') })).toBeVisible();

    // The action is offered for one error chosen in the table's filter.
    await expect(page.getByRole('button', { name: m('errors.excludeAll') })).toHaveCount(0);
    // The error table's filter (the rows' own follows it).
    await page
      .getByRole('combobox', { name: m('errors.filter.code') })
      .first()
      .selectOption('INVALID_EMAIL');
    await page.getByRole('button', { name: m('errors.excludeAll') }).click();
    const dialog = page.getByRole('dialog', { name: m('errors.excludeAll') });
    await expect(dialog).toContainText(m('code.INVALID_EMAIL'));
    await expectAccessible(page, 'exclude every row with this error');
    await dialog.getByRole('button', { name: m('errors.excludeAll.confirm') }).click();

    const done = m('errors.excludeAll.done')
      .replace(/\{count, plural, one \{[^}]*\} other \{([^}]*)\}\}/, '$1')
      .replace('#', '8');
    await expect(page.getByText(done)).toBeVisible();
    await expect(page.getByText(m('validation.clean'))).toBeVisible();
    // Each row is kept as an exclusion, under Fix rows here.
    await page
      .getByRole('radiogroup', { name: m('rows.filter') })
      .getByText(m('rows.filter.excluded'), { exact: true })
      .click();
    await expect(page.getByRole('region', { name: m('rows.table') }).getByRole('row')).toHaveCount(9);
  });
}
