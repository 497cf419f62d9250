import { chooseLanguage, expect, expectAccessible, expectVisibleFocus, goWhenSettled, signIn, t, tabTo, test, type Lang } from './fixtures';

// Plain `page`: a refused duplicate code (409) is part of these walks.
for (const lang of ['en', 'am'] as Lang[]) {
  test(`departments: add one, a duplicate refused under its field, edit, archive and restore; a department with members cannot be archived, in ${lang}`, async ({
    page,
  }) => {
    const m = (key: string) => t(lang, key);
    const code = `RAD${Date.now().toString(36).toUpperCase()}${lang.toUpperCase()}`;
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');
    await page.getByRole('link', { name: m('nav.departments'), exact: true }).click();
    await expect(page.getByRole('heading', { name: m('lists.departments.title'), level: 1 })).toBeVisible();

    // The seeded OPS department has members: Archive is off, and the screen says why.
    const ops = page.getByRole('row', { name: /\bOPS\b/ });
    await expect(
      ops.getByRole('button', { name: m('lists.archive.label').replace('{name}', await ops.getByRole('cell').nth(1).innerText()) }),
    ).toBeDisabled();
    await expectAccessible(page, 'departments');

    // New department.
    await page.getByRole('button', { name: m('lists.departments.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('lists.departments.new') });
    await dialog.getByRole('textbox', { name: m('field.code') }).fill(code);
    await dialog.getByRole('textbox', { name: m('field.name') }).fill(`Radiology ${code}`);
    await expectAccessible(page, 'new department');
    await dialog.getByRole('button', { name: m('people.edit.save') }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(m('lists.status.active'));

    // The same code again, in lower case: refused under the field, in the user's language.
    await page.getByRole('button', { name: m('lists.departments.new'), exact: true }).click();
    await dialog.getByRole('textbox', { name: m('field.code') }).fill(` ${code.toLowerCase()} `);
    await dialog.getByRole('textbox', { name: m('field.name') }).fill(`Another ${code}`);
    await dialog.getByRole('button', { name: m('people.edit.save') }).click();
    // Under the Code field itself (its description for a screen reader), not in a box above the buttons.
    const taken = m('lists.departments.taken').replace('{field}', m('field.code'));
    await expect(dialog.getByRole('textbox', { name: m('field.code') })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: m('field.code') })).toHaveAccessibleDescription(
      new RegExp(taken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: m('common.cancel') }).click();

    // Edit the name, archive, restore.
    await row.getByRole('button', { name: m('lists.edit.label').replace('{name}', `Radiology ${code}`) }).click();
    const edit = page.getByRole('dialog', { name: m('people.edit.title').replace('{name}', `Radiology ${code}`) });
    await edit.getByRole('textbox', { name: m('field.name') }).fill(`Imaging ${code}`);
    await edit.getByRole('button', { name: m('people.edit.save') }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText(`Imaging ${code}`);
    await row.getByRole('button', { name: m('lists.archive.label').replace('{name}', `Imaging ${code}`) }).click();
    await expect(row).toContainText(m('lists.status.archived'));
    await row.getByRole('button', { name: m('lists.restore.label').replace('{name}', `Imaging ${code}`) }).click();
    await expect(row).toContainText(m('lists.status.active'));
  });
}

test('benefit packages with the keyboard alone on a 375 px phone: a package with its allowance', async ({ watched: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const m = (key: string) => t('en', key);
  const code = `GOLD${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'en', 'HR administrator');
  await goWhenSettled(page, '/packages');
  await expect(page.getByRole('heading', { name: m('lists.packages.title'), level: 1 })).toBeVisible();
  const add = page.getByRole('button', { name: m('lists.packages.new'), exact: true });
  await tabTo(page, add);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: m('lists.packages.new') });
  await expect(dialog.getByRole('textbox', { name: m('field.code') })).toBeFocused();
  await page.keyboard.type(code);
  await tabTo(page, dialog.getByRole('textbox', { name: m('field.name') }), 5);
  await page.keyboard.type('Gold cover');
  await tabTo(page, dialog.getByRole('textbox', { name: m('field.allowance_amount') }), 5);
  await page.keyboard.type('15000');
  await tabTo(page, dialog.getByRole('button', { name: m('people.edit.save') }), 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('15,000.00');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectAccessible(page, 'packages on a phone');
});
