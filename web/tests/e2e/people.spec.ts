import {
  chooseLanguage,
  codeSignIn,
  expect,
  expectAccessible,
  expectVisibleFocus,
  goWhenSettled,
  signIn,
  t,
  tabTo,
  test,
  type Lang,
} from './fixtures';

for (const lang of ['en', 'am'] as Lang[]) {
  test(`people: invite, the invitee signs in, deactivate, in ${lang}`, async ({ watched: page, browser }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`;
    const name = `Invitee ${run}`;
    const email = `invitee.${run}@staff.example.et`;
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'Super user');
    await page.getByRole('link', { name: m('nav.people'), exact: true }).click();
    await expect(page.getByRole('heading', { name: m('people.title') })).toBeVisible();
    await expect(page.getByRole('region', { name: m('people.title') }).getByRole('row')).not.toHaveCount(1);
    await expectAccessible(page, 'people');

    // Oneself cannot be deactivated, and the screen says why.
    const me = page.getByRole('row', { name: /Selamawit Bekele/ });
    await expect(me.getByRole('button', { name: m('people.deactivate.label').replace('{name}', 'Selamawit Bekele') })).toBeDisabled();
    await expect(me).toContainText(m('people.off.self'));

    // Invite: name, email, a role, the language.
    await page.getByRole('button', { name: m('people.invite'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('people.invite.title') });
    await dialog.getByRole('button', { name: m('people.invite.submit') }).click();
    await expect(dialog).toContainText(m('people.invalid.name'));
    await expect(dialog).toContainText(m('people.invalid.contact'));
    await expect(dialog).toContainText(m('people.invalid.roles'));
    await dialog.getByRole('textbox', { name: m('people.field.full_name') }).fill(name);
    await dialog.getByRole('textbox', { name: m('people.field.email') }).fill(email);
    await dialog.getByRole('checkbox', { name: m('role.HR_ADMIN') }).check();
    await expectAccessible(page, 'invite dialog');
    await dialog.getByRole('button', { name: m('people.invite.submit') }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(m('people.status.invited'));

    // The invitee signs in by email code in a browser of their own, and shows as active.
    const invitee = await codeSignIn(browser, lang, email);
    await page.reload();
    await expect(row).toContainText(m('people.status.active'));

    // Deactivate, with a confirmation that names them.
    await row.getByRole('button', { name: m('people.deactivate.label').replace('{name}', name) }).click();
    const confirm = page.getByRole('dialog', { name: m('people.deactivate.title').replace('{name}', name) });
    await expect(confirm).toContainText(name);
    await expectAccessible(page, 'deactivate dialog');
    await confirm.getByRole('button', { name: m('people.deactivate.confirm').replace('{name}', name) }).click();
    await expect(row).toContainText(m('people.status.deactivated'));

    // The invitee's open console falls back to sign-in at its next request.
    await invitee.goto('/profile');
    await expect(invitee).toHaveURL(/\/sign-in$/);
    await invitee.context().close();

    // Reactivate brings them back to active.
    await row.getByRole('button', { name: m('people.reactivate.label').replace('{name}', name) }).click();
    await expect(row).toContainText(m('people.status.active'));
  });
}

test('people with the keyboard alone on a 375 px phone: invite a person by phone', async ({ watched: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const m = (key: string) => t('en', key);
  await signIn(page, 'en', 'Super user');
  await goWhenSettled(page, '/people');
  const invite = page.getByRole('button', { name: m('people.invite'), exact: true });
  await tabTo(page, invite);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: m('people.invite.title') });
  // The dialog takes the focus in its first field.
  await expect(dialog.getByRole('textbox', { name: m('people.field.full_name') })).toBeFocused();
  const name = `Phone ${Date.now().toString(36)}`;
  await page.keyboard.type(name);
  await tabTo(page, dialog.getByRole('textbox', { name: m('people.field.phone') }), 10);
  await page.keyboard.type(`09${String(Date.now()).slice(-8)}`);
  await tabTo(page, dialog.getByRole('checkbox', { name: m('role.FINANCE') }), 10);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: m('people.invite.submit') }), 10);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('+2519');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectAccessible(page, 'people on a phone');
});
