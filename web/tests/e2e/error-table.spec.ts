import { expect, goWhenSettled, signIn, t, test } from './fixtures';

const m = (key: string) => t('en', key);

test('an error table of 50,000 errors scrolls to its end without loading them all', async ({ watched: page }) => {
  test.setTimeout(240_000);
  const rows = 50_000;
  const run = Date.now().toString(36);
  const lines = ['employee_id,full_name,email'];
  for (let i = 0; i < rows; i++) lines.push(`BIG-${run}-${i},Member ${i},not-an-email-${i}`);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/errors?')) pages.push(new URL(request.url()).searchParams.get('page')!);
  });

  await signIn(page, 'en', 'HR administrator');
  await goWhenSettled(page, '/imports/new');
  await page
    .getByLabel(m('upload.file'), { exact: true })
    .setInputFiles({ name: `errors-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click({ timeout: 120_000 });
  const table = page.getByRole('region', { name: m('errors.table') });
  await expect(table.getByRole('row', { name: /not-an-email-0\b/ })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('50,000 errors', { exact: true })).toBeVisible();

  // To the very end: the last error is row 50,001 (the header is row 1).
  await table.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(table.getByRole('row', { name: /not-an-email-49999\b/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /not-an-email-49999\b/ })).toContainText('50001');
  const drawn = await table.getByRole('row').count();
  expect(drawn).toBeLessThan(60);
  // Only the pages in view were asked for: the first (its total) and the last.
  expect(new Set(pages).size).toBeLessThanOrEqual(4);
  expect(pages).toContain('250');
});
