import { chooseLanguage, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';

/** The digits of a formatted amount ("ብር 12,500.00", "ETB 12,500.00") as a number. */
const amountIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, ''));

for (const lang of ['en', 'am'] as Lang[]) {
  test(`a member orders on a phone, finance approves in another browser, the member sees it approved and the allowance fall, in ${lang}`, async ({
    watched: page,
    browser,
  }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`;

    // Finance adds the pharmacy the member will choose.
    await chooseLanguage(page, lang);
    await signIn(page, lang, 'Finance officer');
    await page.getByRole('link', { name: m('nav.providers'), exact: true }).click();
    await page.getByRole('button', { name: m('providers.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('providers.new') });
    await dialog.getByRole('textbox', { name: m('field.code') }).fill(`PH-${run}`);
    await dialog.getByRole('textbox', { name: m('field.name') }).fill(`Pharmacy ${run}`);
    await dialog.getByRole('button', { name: m('people.edit.save') }).click();
    await expect(page.getByRole('cell', { name: `Pharmacy ${run}`, exact: true })).toBeVisible();
    await expectAccessible(page, 'providers');

    // The member, on a phone, sees what is available and orders.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: lang === 'am' ? 'am-ET' : 'en-GB' });
    const member = await phone.newPage();
    await chooseLanguage(member, lang);
    await signIn(member, lang, 'Member');
    await member.goto('/benefits');
    const before = amountIn(await member.getByTestId('allowance-remaining').textContent());
    const heldBefore = amountIn(await member.getByTestId('allowance-on-hold').textContent());
    expect(before).toBeGreaterThan(1200);
    await member.getByRole('link', { name: m('orders.new.title'), exact: true }).click();
    await member.getByLabel(m('orders.provider')).first().fill(`Pharmacy ${run}`);
    await member.getByRole('option', { name: new RegExp(`Pharmacy ${run}`) }).click();
    // A pharmacy's order needs a prescription (the demo's policy); a consultation there does not.
    await member.getByRole('combobox', { name: m('orders.category') }).selectOption('CONSULTATION');
    await member.getByRole('textbox', { name: m('orders.line.description') }).fill('Amoxicillin 500 mg');
    await member.getByRole('textbox', { name: m('orders.line.amount').replace('{currency}', 'ETB') }).fill('1200');
    await expect(member.getByRole('status').filter({ hasText: /1,200\.00/ })).toBeVisible();
    const { scrollWidth, clientWidth } = await member.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(member, 'new order');
    await member.getByRole('button', { name: m('orders.new.submit'), exact: true }).click();
    await expect(member.getByTestId('order-status')).toHaveText(m('orders.status.submitted'));
    const number = (await member.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(number).toMatch(/^ORD-\d{6}$/);

    // Finance approves it from the queue.
    await page.getByRole('link', { name: m('nav.approvals'), exact: true }).click();
    await page.getByRole('button', { name: m('approvals.approve.label').replace('{number}', number), exact: true }).click();
    await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0);
    await expectAccessible(page, 'approvals');

    // The member sees it approved, and 1,200 less available, on hold.
    await member.reload();
    await expect(member.getByTestId('order-status')).toHaveText(m('orders.status.approved'));
    await member.goto('/benefits');
    await expect.poll(async () => amountIn(await member.getByTestId('allowance-remaining').textContent())).toBe(before - 1200);
    await expect.poll(async () => amountIn(await member.getByTestId('allowance-on-hold').textContent())).toBe(heldBefore + 1200);
    await phone.close();
  });
}

for (const lang of ['en', 'am'] as Lang[]) {
  test(`finance imports providers, a super user orders for a member from the member's page, in ${lang}`, async ({
    watched: page,
    browser,
  }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`.toUpperCase();

    // Finance imports the organisation's providers from the Providers screen: the importer opens on them.
    await chooseLanguage(page, lang);
    await signIn(page, lang, 'Finance officer');
    await page.getByRole('link', { name: m('nav.providers'), exact: true }).click();
    await page.getByRole('link', { name: m('providers.import'), exact: true }).click();
    await expect(page.getByRole('combobox', { name: m('upload.dataset') })).toHaveValue(m('dataset.providers'));
    const csv = `code,name,kind\nIM-${run},Imported Clinic ${run},CLINIC\n`;
    await page
      .getByLabel(m('upload.file'), { exact: true })
      .setInputFiles({ name: 'providers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
    await expect(page.getByText(m('validation.clean'))).toBeVisible();
    await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
    await page.getByRole('button', { name: m('commit.button') }).click();
    await expect(page.getByRole('status').filter({ hasText: m('commit.completed') })).toBeVisible({ timeout: 60_000 });

    // A super user orders on a member's behalf, starting from the member's page.
    const admin = await (await browser.newContext({ locale: lang === 'am' ? 'am-ET' : 'en-GB' })).newPage();
    await chooseLanguage(admin, lang);
    await signIn(admin, lang, 'Super user');
    await admin.getByRole('link', { name: m('nav.members'), exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(m('members.title'));
    // The demo's member (an allowance of 15,000.00): other tests import members whose allowance is spent.
    await admin.getByRole('searchbox', { name: m('members.search') }).fill('EMP-0001');
    const memberName = 'Dawit Alemu';
    await admin.getByRole('table').getByRole('link', { name: memberName, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(memberName);
    await admin.getByRole('link', { name: m('member.newOrder'), exact: true }).click();
    await expect(admin.getByRole('combobox', { name: m('orders.member'), exact: true })).toHaveValue(new RegExp(memberName));
    await admin.getByLabel(m('orders.provider')).first().fill(`Imported Clinic ${run}`);
    await admin.getByRole('option', { name: new RegExp(`Imported Clinic ${run}`) }).click();
    await admin.getByRole('textbox', { name: m('orders.line.description') }).fill('Consultation');
    await admin.getByRole('textbox', { name: m('orders.line.amount').replace('{currency}', 'ETB') }).fill('100');
    await expectAccessible(admin, 'an order on behalf');
    await admin.getByRole('button', { name: m('orders.new.submit'), exact: true }).click();
    await expect(admin.getByRole('alert')).toHaveCount(0);
    await expect(admin.getByTestId('order-status')).toBeVisible();
    await expect(admin.getByText(memberName, { exact: true })).toBeVisible();
    // What it did to the allowance, from the order's own entries.
    await expect(admin.getByRole('region', { name: m('orders.ledger') }).getByRole('row')).toHaveCount(2);
    await admin.context().close();
  });
}
