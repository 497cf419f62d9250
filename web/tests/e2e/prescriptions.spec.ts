import { chooseLanguage, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';

// The first bytes of a JPEG: what the server checks; the browser, unable to draw it, sends it as it is.
const PHOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF the paper')]);

for (const lang of ['en', 'am'] as Lang[]) {
  test(`a member adds a prescription with its photo on a phone and orders with it; finance sees the order without it; the member sees who looked, in ${lang}`, async ({
    watched: page,
    browser,
  }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`;
    const medicine = `Metformin ${run}`;

    // Finance adds the pharmacy (its kind by default) the member will order from.
    await chooseLanguage(page, lang);
    await signIn(page, lang, 'Finance officer');
    await page.getByRole('link', { name: m('nav.providers'), exact: true }).click();
    await page.getByRole('button', { name: m('providers.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('providers.new') });
    await dialog.getByRole('textbox', { name: m('field.code') }).fill(`RX-${run}`);
    await dialog.getByRole('textbox', { name: m('field.name') }).fill(`Pharmacy ${run}`);
    await dialog.getByRole('button', { name: m('people.edit.save') }).click();
    await expect(page.getByRole('cell', { name: `Pharmacy ${run}`, exact: true })).toBeVisible();

    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: lang === 'am' ? 'am-ET' : 'en-GB' });
    const member = await phone.newPage();
    await chooseLanguage(member, lang);
    await signIn(member, lang, 'Member');
    // On a phone the sections are behind the menu button: the address, as a bookmark would.
    await member.goto('/prescriptions');
    await member.getByRole('link', { name: m('prescriptions.new'), exact: true }).click();
    await member.getByRole('textbox', { name: m('prescriptions.field.medication') }).fill(medicine);
    await member.getByRole('textbox', { name: m('prescriptions.field.dosage') }).fill('500 mg twice a day');
    await member.getByRole('textbox', { name: m('prescriptions.field.prescriber_name') }).fill('Dr. Hirut Alemayehu');
    await member.locator('input[type="file"]:not([capture])').setInputFiles({ name: 'paper.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await expectAccessible(member, 'new prescription');
    await member.getByRole('button', { name: m('prescriptions.save'), exact: true }).click();
    await expect(member.getByRole('heading', { level: 1 })).toHaveText(medicine);
    await expect(member.getByTestId('prescription-status')).toHaveText(m('prescriptions.status.active'));
    await expect(member.getByRole('img', { name: m('prescriptions.photo.alt') })).toBeAttached();
    const { scrollWidth, clientWidth } = await member.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // An order at a pharmacy names it (the policy asks for one).
    await member.goto('/orders/new');
    await member.getByLabel(m('orders.provider')).first().fill(`Pharmacy ${run}`);
    await member.getByRole('option', { name: new RegExp(`Pharmacy ${run}`) }).click();
    await expect(member.getByRole('combobox', { name: m('orders.category') })).toHaveValue('PHARMACY');
    await member.getByLabel(m('orders.prescription')).first().click();
    await member.getByRole('option', { name: new RegExp(medicine) }).click();
    await member.getByRole('textbox', { name: m('orders.line.description') }).fill(medicine);
    await member.getByRole('textbox', { name: m('orders.line.amount').replace('{currency}', 'ETB') }).fill('50');
    await member.getByRole('button', { name: m('orders.new.submit'), exact: true }).click();
    await expect(member.getByTestId('order-status')).toBeVisible();
    const orderUrl = new URL(member.url()).pathname;

    // Finance sees the order's amounts, never the medicine.
    await page.goto(orderUrl);
    await expect(page.getByText(m('orders.withheld'), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(medicine)).toHaveCount(0);
    await expectAccessible(page, 'an order withheld');

    // Nobody else has looked yet; then a super user opens the order, and the member sees it.
    await member.goto('/prescriptions/viewed');
    await expect(member.getByText(m('disclosures.intro'))).toBeVisible();
    await member.waitForLoadState('networkidle');
    const rows = member.getByRole('region', { name: m('disclosures.title') }).getByRole('row');
    // The header and a row per look (an earlier run's looks included).
    const before = await rows.count();
    const admin = await (await browser.newContext({ locale: lang === 'am' ? 'am-ET' : 'en-GB' })).newPage();
    await chooseLanguage(admin, lang);
    await signIn(admin, lang, 'Super user');
    await admin.goto(orderUrl);
    await expect(admin.getByText(m('orders.clinical.logged'))).toBeVisible();
    await expect(admin.getByRole('cell', { name: medicine })).toBeVisible();
    await member.reload();
    await expect(rows).toHaveCount(before === 0 ? 2 : before + 1);
    await expect(rows.nth(1)).toContainText(m('disclosures.what.order'));
    await expectAccessible(member, 'who viewed my records');
    await admin.context().close();
    await phone.close();
  });
}
