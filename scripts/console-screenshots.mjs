// The screenshots of docs/console.md, taken from a running server with the demo organisation
// (`npm start`, then `node scripts/console-screenshots.mjs [http://127.0.0.1:3000]`), in Debian's chromium.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = (name) => new URL(`../docs/images/${name}`, import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB', baseURL: base });
const page = await context.newPage();

async function signIn(persona) {
  await page.goto('/sign-in');
  const picker = page.getByRole('combobox', { name: 'Test user' });
  await picker.waitFor();
  await page.waitForFunction(() => !document.querySelector('select[disabled]'));
  const value = await picker.locator('option', { hasText: persona }).getAttribute('value');
  await picker.selectOption(value);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  await page.waitForLoadState('networkidle');
}

// The sign-in page.
await page.goto('/sign-in');
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out('console-sign-in.png') });

// The checklist, with member sign-in closed for the picture (opened again after).
await signIn('Super user');
await page.request.patch('/v1/organisation', { data: { member_sign_in: false } });
await page.goto('/setup');
await page.getByRole('progressbar').waitFor();
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out('console-setup.png'), fullPage: true });
await page.request.patch('/v1/organisation', { data: { member_sign_in: true } });

// The members directory.
await page.goto('/members');
await page.getByRole('table').getByRole('link').first().waitFor();
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out('console-members.png') });

// Fix rows here at 1366 px: a file of ten columns with errors.
const run = Date.now().toString(36);
const lines = ['external_id,full_name,email,phone,date_of_birth,gender,department,employment_start_date,package_code,allowance_amount'];
for (let i = 0; i < 6; i++)
  lines.push(
    `SHOT-${run}-${i},Member ${i} ${run},${i % 2 ? `not an email ${i}` : `m${i}.${run}@example.et`},0911${String(i).padStart(6, '0')},1990-01-15,female,HR,2020-02-01,BASIC,1000.00`,
  );
await page.goto('/imports/new');
await page
  .getByLabel('File', { exact: true })
  .setInputFiles({ name: `staff-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
await page.getByRole('button', { name: 'Validate', exact: true }).click();
const grid = page.getByRole('region', { name: 'Rows of the file, as they will be imported' });
await grid.waitFor();
await page.waitForLoadState('networkidle');
await grid.scrollIntoViewIfNeeded();
await page.screenshot({ path: out('console-fix-rows.png') });

await browser.close();
