import { codeSignIn, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';

for (const lang of ['en', 'am'] as Lang[]) {
  test(`an imported member signs in and sees their allowance; HR deactivates them and their console falls back to sign-in, in ${lang}`, async ({
    watched: page,
    browser,
  }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`;
    const email = `member.${run}@members.example.et`;
    const csv = `external_id,full_name,email,department,package_code,allowance_amount\nMS-${run},Member ${run},${email},HR,BASIC,3000.00\n`;

    // HR imports a one-member file through the console.
    await signIn(page, 'en', 'HR administrator');
    await page.getByRole('link', { name: t('en', 'nav.imports'), exact: true }).click();
    await page.getByRole('link', { name: t('en', 'imports.new'), exact: true }).click();
    await page
      .getByLabel(t('en', 'upload.file'), { exact: true })
      .setInputFiles({ name: `members-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: t('en', 'mapping.validate'), exact: true }).click();
    await expect(page.getByText(t('en', 'validation.clean'))).toBeVisible();
    await page.getByRole('button', { name: t('en', 'preview.button'), exact: true }).click();
    await page.getByRole('button', { name: t('en', 'commit.button') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('en', 'commit.completed') })).toBeVisible({ timeout: 60_000 });

    // The member signs in by email code on their phone: My benefits is their home.
    const member = await codeSignIn(browser, lang, email);
    await expect(member).toHaveURL(/\/benefits$/);
    await expect(member.getByRole('heading', { name: m('benefits.title') })).toBeVisible();
    // Whose benefits: the institution's name, whole, under the title (the header cuts a long one on a phone).
    await expect(member.getByTestId('benefits-organisation')).toHaveText('Addis Community Health Cooperative');
    await expect(member.getByTestId('allowance-remaining')).toContainText('3,000.00');
    await expect(member.getByRole('img', { name: m('benefits.ring').replace('{percent}', '100') })).toBeVisible();
    await expect(member.getByText(`MS-${run}`)).toBeVisible();
    // Nothing of the administration: no imports, no members, no people.
    for (const section of ['nav.imports', 'nav.members', 'nav.people'])
      await expect(member.getByRole('link', { name: m(section), exact: true })).toHaveCount(0);
    const { scrollWidth, clientWidth } = await member.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(member, 'my benefits');

    // HR deactivates the member from their page, after a confirmation naming them: the member's console falls back to sign-in.
    await page.getByRole('link', { name: t('en', 'nav.members'), exact: true }).click();
    await page.getByRole('searchbox', { name: t('en', 'members.search') }).fill(email);
    await page.getByRole('link', { name: `Member ${run}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Member ${run}`, level: 1 })).toBeVisible();
    // The import that created them leads back to it.
    await expect(page.getByRole('link', { name: `members-${run}.csv`, exact: true })).toHaveAttribute('href', /\/imports\/[0-9a-f-]{36}$/);
    await expectAccessible(page, 'member page');
    await page.getByRole('button', { name: t('en', 'people.deactivate'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('en', 'people.deactivate.title').replace('{name}', `Member ${run}`) });
    await confirm.getByRole('button', { name: t('en', 'people.deactivate.confirm').replace('{name}', `Member ${run}`) }).click();
    await expect(page.getByText(t('en', 'members.status.inactive'), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(t('en', 'member.event.member.deactivated'), { exact: true })).toBeVisible();
    await member.goto('/benefits');
    await expect(member).toHaveURL(/\/sign-in$/);
    await member.context().close();
  });
}

test("HR adds a member: the import's sentences under the fields, then the member's page, an edit and its history", async ({ page }) => {
  const m = (key: string) => t('en', key);
  const run = Date.now().toString(36);
  await signIn(page, 'en', 'HR administrator');
  await page.getByRole('link', { name: m('nav.members'), exact: true }).click();
  await page.getByRole('button', { name: m('member.new'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m('member.new') });
  await dialog.getByRole('textbox', { name: m('field.external_id') }).fill(`NEW-${run}`);
  await dialog.getByRole('textbox', { name: m('field.full_name') }).fill(`New ${run}`);
  await dialog.getByRole('textbox', { name: m('field.email') }).fill('not an email');
  // The organisation's departments and the genders are choices, in the user's language.
  await dialog.getByRole('combobox', { name: m('field.department') }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: m('field.gender') }).selectOption('female');
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/v1/members') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: m('people.edit.save') }).click(),
  ]);
  expect(refused.status()).toBe(400);
  // The refusal, in the import's own sentence, under the field.
  await expect(dialog.getByText(m('rowError.INVALID_EMAIL'))).toBeVisible();
  await expectAccessible(page, 'new member with an error');
  await dialog.getByRole('textbox', { name: m('field.email') }).fill(`new.${run}@members.example.et`);
  await dialog.getByRole('button', { name: m('people.edit.save') }).click();
  await expect(page.getByRole('heading', { name: `New ${run}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: m('people.edit'), exact: true }).click();
  const edit = page.getByRole('dialog');
  const digits = String(Date.now()).slice(-8);
  await edit.getByRole('textbox', { name: m('field.phone') }).fill(`09${digits}`);
  await edit.getByRole('button', { name: m('people.edit.save') }).click();
  await expect(edit).toBeHidden();
  // The phone as people write it; the gender in words.
  await expect(page.getByText(`09${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`)).toBeVisible();
  await expect(page.getByText(m('gender.female'), { exact: true })).toBeVisible();
  await expect(page.getByText(m('member.event.member.updated'), { exact: true })).toBeVisible();
  await expect(page.getByText(m('member.event.member.created'), { exact: true })).toBeVisible();
});
