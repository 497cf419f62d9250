import { choose, chooseLanguage, expect, expectAccessible, signIn, t, test, type Lang } from './fixtures';
import type { Page } from '@playwright/test';

/** Through the console: upload, validate, preview, commit (the file's dataset chosen first). */
async function importFile(page: Page, lang: Lang, dataset: string, name: string, csv: string, beforePreview?: () => Promise<void>) {
  const m = (key: string) => t(lang, key);
  await page.getByRole('link', { name: m('nav.imports'), exact: true }).click();
  await page.getByRole('link', { name: m('imports.new'), exact: true }).click();
  await choose(page, page.getByRole('combobox', { name: m('upload.dataset') }), m(`dataset.${dataset}`));
  await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
  if (beforePreview) await beforePreview();
  await expect(page.getByText(m('validation.clean'))).toBeVisible();
  await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
  await page.getByRole('button', { name: m('commit.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: m('commit.completed') })).toBeVisible({ timeout: 60_000 });
}

for (const lang of ['en', 'am'] as Lang[]) {
  test(`a departments import, then a members file naming a new department, created from the validation step, in ${lang}`, async ({
    watched: page,
  }) => {
    const m = (key: string) => t(lang, key);
    const run = `${Date.now().toString(36)}${lang}`.toUpperCase();
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'HR administrator');

    // A departments file through the same importer.
    await importFile(page, lang, 'departments', `departments-${run}.csv`, `code,name\nR${run},Radiology ${run}\n`);

    // A members file naming that department and one the organisation lacks: created from the validation step.
    const members = `external_id,full_name,email,department\nD1-${run},Dept One ${run},d1.${run.toLowerCase()}@members.example.et,Radiology ${run}\nD2-${run},Dept Two ${run},d2.${run.toLowerCase()}@members.example.et,Dialysis ${run}\n`;
    await importFile(page, lang, 'members', `members-${run}.csv`, members, async () => {
      // The validation step lists it among the missing departments (the value also shows in the tables below).
      await expect(page.getByRole('listitem').filter({ hasText: `Dialysis ${run}` })).toBeVisible();
      await expectAccessible(page, 'missing departments');
      // "Create 1 missing department", as the plural message says it for one.
      await page.getByRole('button', { name: lang === 'en' ? 'Create 1 missing department' : '1 የጎደለ ክፍል ፍጠር', exact: true }).click();
    });

    // Both departments have their member.
    await page.getByRole('link', { name: m('nav.departments'), exact: true }).click();
    await page.getByRole('searchbox', { name: m('lists.search') }).fill(run);
    await expect(page.getByRole('row', { name: new RegExp(`Dialysis ${run}`) })).toContainText('1');
    await expect(page.getByRole('row', { name: new RegExp(`Radiology ${run}`) })).toContainText('1');
  });
}
