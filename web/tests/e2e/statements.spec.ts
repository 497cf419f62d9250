import { chooseLanguage, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';

for (const lang of ['en', 'am'] as Lang[]) {
  test(`finance plans a period and makes the organisation's statement; a member makes their own on a phone and downloads the PDF, in ${lang}`, async ({
    watched: page,
    browser,
  }) => {
    const m = (key: string) => t(lang, key);
    await chooseLanguage(page, lang);
    await signIn(page, lang, 'Finance officer');

    // Benefit periods: the demo's year is open; another is planned (opening it while one is open is refused: the API's tests).
    await page.getByRole('link', { name: m('nav.periods'), exact: true }).click();
    await expect(page.getByRole('cell', { name: m('periods.status.open') })).toBeVisible();
    await expectAccessible(page, 'benefit periods');
    const year = lang === 'en' ? 2031 : 2032;
    await page.getByRole('button', { name: m('periods.new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: m('periods.new') });
    await dialog.getByLabel(m('periods.startsOn')).fill(`${year}-01-01`);
    await dialog.getByLabel(m('periods.endsOn')).fill(`${year}-12-31`);
    await dialog.getByRole('button', { name: m('periods.create'), exact: true }).click();
    const planned = page.getByRole('row').filter({ hasText: String(year) });
    await expect(planned.getByText(m('periods.status.planned'))).toBeVisible();
    await expect(planned.getByRole('button', { name: m('periods.open'), exact: true })).toBeVisible();

    // A statement of the organisation, in the Ethiopian calendar: its totals, lines and files.
    await page.getByRole('link', { name: m('nav.statements'), exact: true }).click();
    // A department's statement asks which department (its searchable select arrives on demand: a member's
    // screen never downloads it); Make waits for the choice.
    await page.getByText(m('statements.scope.department'), { exact: true }).click();
    const department = page.getByRole('combobox', { name: m('statements.scope.department'), exact: true });
    await expect(department).toBeVisible();
    await expect(page.getByRole('button', { name: m('statements.make'), exact: true })).toBeDisabled();
    await department.click();
    await page.getByRole('option', { name: 'Operations', exact: true }).click();
    await expect(page.getByRole('button', { name: m('statements.make'), exact: true })).toBeEnabled();
    await page.getByText(m('statements.scope.organisation'), { exact: true }).click();
    await page.getByText(m('statements.calendar.ethiopian'), { exact: true }).click();
    await page.getByRole('button', { name: m('statements.make'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /ST-\d{6}/ })).toBeVisible();
    await expect(page.getByText(m('statements.total.closing')).first()).toBeVisible();
    await expectAccessible(page, 'statement');
    const pdfHref = await page.getByRole('link', { name: m('statements.pdf') }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await page.request.get((await page.getByRole('link', { name: m('statements.csv') }).getAttribute('href'))!);
    expect((await csv.body()).toString('utf8').startsWith('\uFEFF')).toBe(true);

    // The member, on a phone: My statement, with what each order was for, as a PDF.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: lang === 'am' ? 'am-ET' : 'en-GB' });
    const member = await phone.newPage();
    await chooseLanguage(member, lang);
    await signIn(member, lang, 'Member');
    await member.goto('/statements');
    await expect(member.getByRole('heading', { level: 1, name: m('statements.mine') })).toBeVisible();
    await member.getByRole('button', { name: m('statements.makeMine'), exact: true }).click();
    await expect(member.getByRole('heading', { level: 1, name: /ST-\d{6}/ })).toBeVisible();
    await expect(member.getByText(m('statements.described'))).toBeVisible();
    const { scrollWidth, clientWidth } = await member.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectAccessible(member, 'my statement');
    const download = member.waitForEvent('download');
    await member.getByRole('link', { name: m('statements.pdf') }).click();
    expect((await download).suggestedFilename()).toMatch(/^statement-ST-\d{6}\.pdf$/);
    await member.screenshot({ path: `test-results/my-statement-${lang}.png`, fullPage: true });
    await phone.close();
  });
}
