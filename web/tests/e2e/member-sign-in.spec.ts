import { codeSignIn, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';

for (const lang of ['en', 'am'] as Lang[]) {
  test(`an imported member signs in and sees their allowance; rolled back, their console falls back to sign-in, in ${lang}`, async ({ watched: page, browser, request }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`;
    const email = `member.${run}@members.example.et`;
    const csv = `external_id,full_name,email,department,package_code,allowance_amount\nMS-${run},Member ${run},${email},HR,BASIC,3000.00\n`;

    // HR imports a one-member file through the console.
    await signIn(page, 'en', 'HR administrator');
    await page.getByRole('link', { name: t('en', 'imports.new'), exact: true }).click();
    await page.getByLabel(t('en', 'upload.file'), { exact: true }).setInputFiles({ name: `members-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: t('en', 'mapping.validate'), exact: true }).click();
    await expect(page.getByText(t('en', 'validation.clean'))).toBeVisible();
    await page.getByRole('button', { name: t('en', 'preview.button'), exact: true }).click();
    await page.getByRole('button', { name: t('en', 'commit.button') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('en', 'commit.completed') })).toBeVisible({ timeout: 60_000 });
    const jobId = /\/imports\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

    // The member signs in by email code on their phone: My benefits is their home.
    const member = await codeSignIn(browser, lang, email);
    await expect(member).toHaveURL(/\/benefits$/);
    await expect(member.getByRole('heading', { name: m('benefits.title') })).toBeVisible();
    await expect(member.getByTestId('allowance-remaining')).toContainText('3,000.00');
    await expect(member.getByRole('img', { name: m('benefits.ring').replace('{percent}', '100') })).toBeVisible();
    await expect(member.getByText(`MS-${run}`)).toBeVisible();
    // Nothing of the administration: no imports, no members, no people.
    for (const section of ['nav.imports', 'nav.members', 'nav.people']) await expect(member.getByRole('link', { name: m(section), exact: true })).toHaveCount(0);
    const { scrollWidth, clientWidth } = await member.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(member, 'my benefits');

    // The super user rolls the import back: the member is inactive, and their console falls back to sign-in.
    const login = await request.post('/v1/auth/login', { data: { demo_user_id: 'demo-super-user' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    expect((await request.post(`/v1/migration/jobs/${jobId}/rollback`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await expect(async () => {
      await member.goto('/benefits');
      await expect(member).toHaveURL(/\/sign-in$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await member.context().close();
  });
}
