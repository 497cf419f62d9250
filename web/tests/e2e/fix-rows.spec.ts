import { readFile } from 'node:fs/promises';
import { chooseLanguage, expect, expectAccessible, goWhenSettled, membersCsv, signIn, t, test, type Lang } from './fixtures';

/** Fixing rows in place: edit a cell from the keyboard, exclude a row, see the count fall, import what is left. */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`rows fixed in place, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');
    await goWhenSettled(page, '/imports/new');
    // Three good rows (2-4) and two with a broken email (5 and 6).
    const file = membersCsv(3, 2);
    await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles(file);
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();

    const grid = page.getByRole('region', { name: m('rows.table') });
    const errorCount = page.getByText(m('validation.errors'), { exact: true }).locator('..');
    await expect(errorCount).toContainText('2');
    await expect(grid.getByRole('row')).toHaveCount(3); // the header and the two rows with errors
    await expectAccessible(page, 'rows to fix');

    // Row 5: its email corrected in the dialog, from the keyboard.
    await grid.getByRole('button', { name: m('rows.edit.label').replace('{row}', '5') }).click();
    const dialog = page.getByRole('dialog', { name: m('rows.edit.title').replace('{row}', '5') });
    const email = dialog.getByRole('textbox', { name: 'email' });
    await expect(email).toHaveValue('not-an-email-0');
    await expect(dialog).toContainText(m('code.INVALID_EMAIL'));
    // The whole sentence in the user's language, not the server's English one.
    await expect(dialog).toContainText(m('rowError.INVALID_EMAIL'));
    if (lang === 'am') await expect(dialog).not.toContainText('Not a valid email address.');
    await expectAccessible(page, 'row dialog');
    await email.fill('fixed.member@example.et');
    await email.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(errorCount).toContainText('1');
    // The message in the corner (its code is fetched at the first message, not with the page).
    await expect(page.getByText(new RegExp(`^${m('rows.saved').split('{row}')[0]}5`))).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(2);

    // Row 6 left out: no error remains, and the preview counts it.
    await grid.getByRole('button', { name: m('rows.exclude.label').replace('{row}', '6') }).click();
    await expect(page.getByRole('button', { name: m('preview.button'), exact: true })).toBeEnabled();
    const show = (filter: string) =>
      page
        .getByRole('radiogroup', { name: m('rows.filter') })
        .getByText(m(`rows.filter.${filter}`), { exact: true })
        .click();
    await show('excluded');
    await expect(grid.getByRole('row', { name: /not-an-email-1/ })).toBeVisible();
    await show('edited');
    await expect(grid.getByRole('row', { name: /fixed\.member@example\.et/ })).toBeVisible();

    // The corrected file: the edit in it, the excluded row not.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: m('rows.download') }).click()]);
    const corrected = await readFile((await download.path())!, 'utf8');
    expect(corrected).toContain('fixed.member@example.et');
    expect(corrected).not.toContain('not-an-email');
    expect(corrected.split('\r\n').filter(Boolean)).toHaveLength(5);

    await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
    await expect(page.getByText(m('preview.toCreate'), { exact: true }).locator('..')).toContainText('4');
    await expect(
      page
        .getByRole('region', { name: m('step.preview') })
        .getByText(m('preview.excluded'), { exact: true })
        .locator('..'),
    ).toContainText('1');
    await expectAccessible(page, 'preview with an excluded row');
  });
}
