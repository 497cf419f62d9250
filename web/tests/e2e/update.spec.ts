import type { Page } from '@playwright/test';
import { expect, expectAccessible, goWhenSettled, signIn, t, test } from './fixtures';

const m = (key: string) => t('en', key);

async function importFile(page: Page, name: string, csv: string, update: boolean) {
  await goWhenSettled(page, '/imports/new');
  await page.getByLabel(m('upload.file'), { exact: true }).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  if (update) await page.getByRole('radio', { name: m('mapping.onExisting.update') }).check();
  await page.getByRole('button', { name: m('mapping.validate'), exact: true }).click();
  await page.getByRole('button', { name: m('preview.button'), exact: true }).click();
}

test('an import that updates members: before and after, then undone by the rollback', async ({ watched: page }) => {
  const run = Date.now().toString(36);
  await signIn(page, 'en', 'HR administrator');
  await importFile(
    page,
    `first-${run}.csv`,
    `external_id,full_name,email\nUP-${run}-1,Almaz Original,a.${run}@u.et\nUP-${run}-2,Bekele Same,b.${run}@u.et\n`,
    false,
  );
  await page.getByRole('button', { name: m('commit.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: m('commit.completed') })).toBeVisible({ timeout: 60_000 });

  await importFile(
    page,
    `second-${run}.csv`,
    `external_id,full_name,email\nUP-${run}-1,Almaz Renamed,a.${run}@u.et\nUP-${run}-2,Bekele Same,b.${run}@u.et\nUP-${run}-3,Chaltu New,c.${run}@u.et\n`,
    true,
  );
  const count = (key: string) => page.getByText(m(key), { exact: true }).locator('..');
  await expect(count('preview.toUpdate')).toContainText('1');
  await expect(count('preview.unchanged')).toContainText('1');
  await expect(count('preview.toCreate')).toContainText('1');
  const changes = page.getByRole('region', { name: m('preview.changes') });
  await expect(changes.getByRole('row', { name: /Almaz Original.*Almaz Renamed/ })).toBeVisible();
  await expectAccessible(page, 'preview with updates');
  await page.getByRole('button', { name: m('commit.button') }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 member created, 1 updated, 1 unchanged' })).toBeVisible({ timeout: 60_000 });
  const jobUrl = page.url();

  await page.getByRole('button', { name: m('shell.signOut') }).click();
  await signIn(page, 'en', 'Super user');
  await goWhenSettled(page, jobUrl);
  await page.getByRole('button', { name: m('rollback.button'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: m('rollback.confirm') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '1 member deactivated, 1 restored to their values from before' })).toBeVisible();
  await goWhenSettled(page, '/members');
  await page.getByRole('searchbox', { name: m('members.search') }).fill(`UP-${run}-1`);
  await expect(page.getByRole('region', { name: m('members.title') }).getByRole('row', { name: /Almaz Original/ })).toBeVisible();
});
