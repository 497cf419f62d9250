import type { Page } from '@playwright/test';
import { chooseLanguage, expect, goWhenSettled, type Lang, membersCsv, signIn, t, test } from './fixtures';

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 740 };

/** How much wider than the window the page is (0: it fits, nothing scrolls sideways but a table inside itself). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The screen as it is now, checked in a 1366 px window and on a 375 px phone. */
async function expectFits(page: Page, screen: string, failures: string[]) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const extra = await overflow(page);
    if (extra > 0) failures.push(`${screen}: ${extra}px wider than a ${size.width}px window`);
  }
  await page.setViewportSize(WIDE);
}

/** Every screen the role's navigation offers, one after another (the console moves without loading the page again). */
async function everyScreenOfTheNavigation(page: Page, failures: string[], lang: Lang = 'en') {
  const navigation = page.getByRole('navigation', { name: t(lang, 'shell.navigation') });
  const links = await navigation.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  for (const href of links) {
    await navigation.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFits(page, href, failures);
  }
  return links;
}

test.describe('every screen fits a 1366 px window and a 375 px phone (issue 60)', () => {
  test.use({ viewport: WIDE });

  test("the super user's screens, and an import with errors to fix", async ({ watched: page }) => {
    test.setTimeout(240_000);
    const failures: string[] = [];
    await signIn(page, 'en', 'Super user');
    const links = await everyScreenOfTheNavigation(page, failures);
    expect(links.length).toBeGreaterThan(10);

    // An import with errors: the error table and Fix rows here, with a file of many columns.
    await goWhenSettled(page, '/imports/new');
    await page.getByLabel(t('en', 'upload.file'), { exact: true }).setInputFiles(membersCsv(3, 4));
    await page.getByRole('button', { name: t('en', 'mapping.validate'), exact: true }).click();
    await expect(page.getByRole('region', { name: t('en', 'rows.table') })).toBeVisible();
    await expectFits(page, 'an import with errors', failures);
    // Fix rows here keeps the row number and its actions in view, however far the table is scrolled.
    const grid = page.getByRole('region', { name: t('en', 'rows.table') });
    await grid.scrollIntoViewIfNeeded();
    await grid.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const action = grid.getByRole('button', { name: t('en', 'rows.exclude') }).first();
    await expect(action).toBeInViewport();
    await expect(grid.getByRole('cell').first()).toBeInViewport();
    const [number, grid_] = await Promise.all([grid.getByRole('cell').first().boundingBox(), grid.boundingBox()]);
    expect(number!.x).toBeGreaterThanOrEqual(grid_!.x - 1);

    // A member's page.
    await goWhenSettled(page, '/members');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFits(page, "a member's page", failures);
    expect(failures).toEqual([]);
  });

  // Amharic's words are longer than English ones: each other role's screens in Amharic.
  for (const persona of ['HR administrator', 'Finance officer', 'Member']) {
    test(`the ${persona}'s screens, in Amharic`, async ({ watched: page }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      await chooseLanguage(page, 'am');
      await signIn(page, 'am', persona);
      const links = await everyScreenOfTheNavigation(page, failures, 'am');
      expect(links.length).toBeGreaterThan(1);
      expect(failures).toEqual([]);
    });
  }
});
