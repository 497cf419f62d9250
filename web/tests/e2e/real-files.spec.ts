import { readFileSync } from 'node:fs';
import { choose, chooseLanguage, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';

/**
 * Issue 35 through the console: a payroll export whose dates leave their order open is asked about in
 * the mapping step (with its first values read both ways), the keyboard alone answers, and every value
 * read from another form shows what is stored.
 */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`an ambiguous date column is asked about, answered by keyboard, and each normalised value shown, in ${lang}`, async ({
    watched: page,
  }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`.toUpperCase();
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');
    await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
    await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
    await choose(page, page.getByRole('combobox', { name: m('upload.dataset') }), m('dataset.members'));
    const csv = [
      'Employee No.,Full Name,E-mail,Date of Birth,Sex,Annual Allowance (ETB)',
      `A1-${run},Meron ${run},a1.${run.toLowerCase()}@members.example.et,04/03/1990,ሴት,"1,500.00"`,
      `A2-${run},Abebe ${run},a2.${run.toLowerCase()}@members.example.et,05/06/1991,ወንድ,ETB 2000`,
    ].join('\n');
    await page
      .getByLabel(m('upload.file'), { exact: true })
      .setInputFiles({ name: `payroll-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });

    // The mapping step asks: the values read both ways, Validate held back until the order is chosen.
    const dates = page.getByRole('group', { name: m('mapping.dates.title').replace('{column}', 'Date of Birth') });
    await expect(dates.getByText(m('mapping.dates.ambiguous'))).toBeVisible();
    await expect(dates.getByRole('row', { name: /04\/03\/1990/ })).toBeVisible();
    const validate = page.getByRole('button', { name: m('mapping.validate'), exact: true });
    await expect(validate).toBeDisabled();
    await expectAccessible(page, 'the mapping step asking for a date order');
    await page.screenshot({ path: `test-results/real-files-mapping-${lang}.png`, fullPage: true });

    // Keyboard only: focus the order, choose month first with the arrow keys.
    const dayFirst = dates.getByRole('radio', { name: m('mapping.dates.order.DMY') });
    await dayFirst.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(dates.getByRole('radio', { name: m('mapping.dates.order.MDY') })).toBeChecked();
    await validate.focus();
    await page.keyboard.press('Enter');

    // Validated clean; the rows show each normalised cell beside what is stored.
    await expect(page.getByText(m('validation.clean'))).toBeVisible();
    await expect(page.getByText(m('validation.normalised'))).toBeVisible();
    // A date as the user reads dates: 3 April 1990, in the user's language.
    const april3 = new Intl.DateTimeFormat(lang === 'am' ? 'am-ET' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date('1990-04-03T00:00:00Z'),
    );
    await expect(page.getByText(m('rows.storedAs').replace('{value}', april3))).toBeVisible();
    await expect(page.getByText(m('rows.storedAs').replace('{value}', '1500.00'))).toBeVisible();
    await expect(page.getByText(m('rows.storedAs').replace('{value}', 'female'))).toBeVisible();
    await expectAccessible(page, 'the validation step with normalised values');

    await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
    await expect(page.getByText(m('preview.normalisedFrom').replace('{value}', 'ETB 2000'))).toBeVisible();
    await page.screenshot({ path: `test-results/real-files-preview-${lang}.png`, fullPage: true });
    await expectAccessible(page, 'the preview with normalised values');
  });
}

test('an Amharic reader chooses the Ethiopian calendar, and the imports list shows its dates in it', async ({ watched: page }) => {
  const m = (key: string) => t('am', key);
  const run = `${Date.now().toString(36)}cal`.toUpperCase();
  await chooseLanguage(page, 'am');
  await signIn(page, 'am', 'HR administrator');
  // An import made today, whatever ran before.
  await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
  await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
  await choose(page, page.getByRole('combobox', { name: m('upload.dataset') }), m('dataset.members'));
  await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles({
    name: `calendar-${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`external_id,full_name,email\nC-${run},Calendar ${run},c.${run.toLowerCase()}@members.example.et\n`),
  });
  await expect(page.getByRole('button', { name: m('mapping.validate'), exact: true })).toBeVisible();

  const saveCalendar = async (calendar: 'ethiopian' | 'gregorian') => {
    await page.getByRole('link', { name: m('nav.profile'), exact: true }).click();
    await choose(page, page.getByRole('combobox', { name: m('profile.calendar') }), m(`mapping.dates.calendar.${calendar}`));
    await page.getByRole('button', { name: m('profile.save'), exact: true }).click();
    await expect(page.getByText(m('profile.saved')).last()).toBeVisible();
  };
  await saveCalendar('ethiopian');
  await expectAccessible(page, 'the profile with the calendar');

  // Today in the Ethiopian calendar, as ICU names its month in Amharic, beside the file made today.
  const month = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { month: 'long', timeZone: 'UTC' }).format(new Date());
  await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`calendar-${run}`) }).getByRole('cell', { name: new RegExp(month) })).toBeVisible();
  await page.screenshot({ path: 'test-results/real-files-ethiopian-calendar-am.png', fullPage: true });

  // Back to the Gregorian calendar: the demo persona is shared by the other walks.
  await saveCalendar('gregorian');
});

/**
 * Issue 59 through the console: a workbook's sheet chosen by its columns, another read by choosing it;
 * an Amharic register's three name columns joined into the full name, said in the mapping step.
 */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`the sheet that was read can be changed, and a name in three columns is joined, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    const workbook = (name: string) => readFileSync(new URL(`../../../test/fixtures/real-files/${name}`, import.meta.url));
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');
    const upload = async (name: string) => {
      await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
      await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
      await choose(page, page.getByRole('combobox', { name: m('upload.dataset') }), m('dataset.members'));
      await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles({
        name,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: workbook(`openpyxl-${name}`),
      });
    };

    await upload('sheets.xlsx');
    const sheet = page.getByRole('combobox', { name: m('mapping.sheet') });
    await expect(sheet).toHaveValue('Staff');
    await expect(page.getByRole('cell', { name: 'Employee No', exact: true })).toBeVisible();
    await expectAccessible(page, 'the mapping step with the sheet read');
    await choose(page, sheet, 'Summary');
    await expect(page.getByRole('cell', { name: 'Prepared by', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: m('mapping.sheet') })).toHaveValue('Summary');

    await upload('amharic-register.xlsx');
    const joined = m('mapping.joined').replace('{field}', m('field.full_name')).replace('{columns}', 'ስም + የአባት ስም + የአያት ስም');
    await expect(page.getByText(joined)).toBeVisible();
    await expect(page.getByText(m('mapping.dates.evidence.register')).first()).toBeVisible();
    await page.screenshot({ path: `test-results/real-files-register-${lang}.png`, fullPage: true });
    await expectAccessible(page, 'the mapping step joining a name');
  });
}
