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
