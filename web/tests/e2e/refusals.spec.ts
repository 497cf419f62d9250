import { chooseLanguage, expect, goWhenSettled, signIn, t, test } from './fixtures';

/** A refused file is explained in the user's language; nothing is created. */
test('a file that is neither CSV nor XLSX is explained, in Amharic too', async ({ page }) => {
  await chooseLanguage(page, 'am');
  await signIn(page, 'am', 'HR administrator');
  await goWhenSettled(page, '/imports/new');
  // A zip that is no spreadsheet, named .csv: the browser lets it through, the server reads the bytes.
  const notASheet = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/v1/migration/jobs') && r.request().method() === 'POST'),
    page
      .getByLabel(t('am', 'upload.file'), { exact: true })
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: notASheet }),
  ]);
  expect(response.status()).toBe(415);
  await expect(page.getByRole('alert')).toContainText(t('am', 'error.UNSUPPORTED_MEDIA_TYPE'));
  // What is wrong with it, in Amharic too (the detail's reason), not the server's English words.
  await expect(page.getByRole('alert')).toContainText(t('am', 'issue.unreadable_xlsx'));
  await expect(page.getByRole('alert')).not.toContainText('XLSX workbook');
  await expect(page).toHaveURL(/\/imports\/new$/);
});

test('a file the browser can tell is not a spreadsheet is refused before it is sent', async ({ watched: page }) => {
  await signIn(page, 'en', 'HR administrator');
  await goWhenSettled(page, '/imports/new');
  await page
    .getByLabel(t('en', 'upload.file'), { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.getByRole('alert')).toContainText(t('en', 'upload.wrongType'));
});
