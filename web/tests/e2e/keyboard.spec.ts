import { expect, expectVisibleFocus, membersCsv, t, tabTo, test } from './fixtures';

const m = (key: string) => t('en', key);

test('a whole import with the keyboard alone, the focus always visible', async ({ watched: page }) => {
  await page.goto('/');
  // The phone's own picker, with the keyboard: focused, then the arrow keys move through the personas.
  const persona = page.getByRole('combobox', { name: m('signIn.testUser') });
  await expect(persona).toBeEnabled();
  await tabTo(page, persona);
  for (
    let i = 0;
    i < 5 && !/Super user/.test(await persona.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''));
    i++
  )
    await page.keyboard.press('ArrowDown');
  await expect(persona.locator('option:checked')).toContainText('Super user');
  const signInButton = page.getByRole('button', { name: m('signIn.submit'), exact: true });
  await tabTo(page, signInButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // HR and the super user start on the members; the imports are a section of the navigation.
  const imports = page.getByRole('link', { name: m('nav.imports'), exact: true });
  await expect(imports).toBeVisible();
  await tabTo(page, imports);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const newImport = page.getByRole('link', { name: m('imports.new'), exact: true });
  await expect(newImport).toBeVisible();
  await tabTo(page, newImport);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // The drop zone takes the focus; Enter opens the file chooser, as for a mouse click.
  const dropzone = page.getByRole('group', { name: m('upload.dropzone') });
  await tabTo(page, dropzone);
  await expectVisibleFocus(page);
  const file = membersCsv(25);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(file);

  const validate = page.getByRole('button', { name: m('mapping.validate'), exact: true });
  await expect(validate).toBeVisible();
  await tabTo(page, validate);
  await page.keyboard.press('Enter');

  const preview = page.getByRole('button', { name: m('preview.button'), exact: true });
  await expect(preview).toBeEnabled();
  await tabTo(page, preview);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const commit = page.getByRole('button', { name: m('commit.button') });
  await expect(commit).toBeVisible();
  await tabTo(page, commit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: m('commit.completed') })).toBeVisible({ timeout: 60_000 });

  // Roll back: the dialog opens and takes the focus; Tab reaches its confirmation.
  const rollback = page.getByRole('button', { name: m('rollback.button'), exact: true });
  await tabTo(page, rollback);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog').getByRole('button', { name: m('rollback.confirm') });
  await tabTo(page, confirm, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: m('rollback.done') })).toBeVisible();
});
