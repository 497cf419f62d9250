import type { Locator, Page } from '@playwright/test';
import { expect, membersCsv, t, test } from './fixtures';

const m = (key: string) => t('en', key);

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, max = 80) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 30)}`));
  }
  throw new Error(`Tab never reached ${target}; it went through: ${seen.join(' | ')}`);
}

/** The focus can be seen: the focused element draws an outline (Mantine's focus ring, :focus-visible). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

/** Opens a Select with the keyboard and moves to the option, then Enter. */
async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option });
  for (let i = 0; i < 20 && (await wanted.getAttribute('data-combobox-selected')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('a whole import with the keyboard alone, the focus always visible', async ({ watched: page }) => {
  await page.goto('/');
  await choose(page, page.getByRole('combobox', { name: m('signIn.testUser') }), /Super user/);
  const signInButton = page.getByRole('button', { name: m('signIn.submit'), exact: true });
  await tabTo(page, signInButton);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const newImport = page.getByRole('link', { name: m('imports.new'), exact: true });
  await expect(newImport).toBeVisible();
  await tabTo(page, newImport);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // The drop zone takes the focus; Enter opens the file chooser, as for a mouse click.
  const dropzone = page.getByRole('group', { name: m('upload.dropzone') });
  await tabTo(page, dropzone);
  await expectVisibleFocus(page);
  const file = membersCsv(25);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(file);

  const validate = page.getByRole('button', { name: m('mapping.validate'), exact: true });
  await expect(validate).toBeVisible();
  await tabTo(page, validate);
  await page.keyboard.press('Enter');

  const preview = page.getByRole('button', { name: m('preview.button'), exact: true });
  await expect(preview).toBeEnabled();
  await tabTo(page, preview);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const commit = page.getByRole('button', { name: m('commit.button') });
  await expect(commit).toBeVisible();
  await tabTo(page, commit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: m('commit.completed') })).toBeVisible({ timeout: 60_000 });

  // Roll back: the dialog opens and takes the focus; Tab reaches its confirmation.
  const rollback = page.getByRole('button', { name: m('rollback.button'), exact: true });
  await tabTo(page, rollback);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog').getByRole('button', { name: m('rollback.confirm') });
  await tabTo(page, confirm, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: m('rollback.done') })).toBeVisible();
});
