import { chooseLanguage, expect, expectAccessible, goWhenSettled, signIn, t, test, type Lang } from './fixtures';

/**
 * Issue 60: the super user's first-run checklist, each step ticked from what is stored. The demo
 * organisation has done every step; closing member sign-in opens one again, and the console then starts
 * on the checklist, whose step leads to where it is done.
 */
for (const lang of ['en', 'am'] as Lang[]) {
  test(`the checklist opens a step again when its work is undone, and leads to where it is done, in ${lang}`, async ({ watched: page }) => {
    const m = (key: string) => t(lang, key);
    if (lang === 'am') await chooseLanguage(page, 'am');
    await signIn(page, lang, 'Super user');
    // Every step done: the console starts on the members directory, and offers no checklist.
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('link', { name: m('nav.setup'), exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: m('nav.organisation'), exact: true }).click();
    const signInSwitch = page.getByRole('switch', { name: m('organisation.memberSignIn') });
    await expect(signInSwitch).toBeChecked();
    await signInSwitch.click();
    await page.getByRole('button', { name: m('organisation.save'), exact: true }).click();
    await expect(page.getByText(m('organisation.saved'))).toBeVisible();

    // The start page is now the checklist, four of five steps ticked.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByRole('heading', { name: m('setup.title') })).toBeVisible();
    const step = page.getByRole('listitem', { name: m('setup.member_sign_in.title') });
    await expect(step).toContainText(m('setup.notDone'));
    await expect(page.getByRole('listitem', { name: m('setup.departments.title') })).toContainText(m('setup.done'));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await expectAccessible(page, 'the checklist');
    await page.screenshot({ path: `test-results/setup-${lang}.png`, fullPage: true });

    // Its step leads to where the work is done; done, the checklist says the portal is ready.
    await step.getByRole('link', { name: m('setup.member_sign_in.action') }).click();
    await signInSwitch.click();
    await page.getByRole('button', { name: m('organisation.save'), exact: true }).click();
    await expect(page.getByText(m('organisation.saved'))).toBeVisible();
    // Every step done: the navigation offers the checklist no more; back on it, it says the portal is ready.
    await expect(page.getByRole('link', { name: m('nav.setup'), exact: true })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('status').filter({ hasText: m('setup.ready.title') })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
}

/** The start page drawn and its data arrived: signing out in the middle of its requests would refuse them. */
async function settled(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('each role starts on its own screen: HR the members, finance the approvals, a member their benefits', async ({ watched: page }) => {
  await signIn(page, 'en', 'HR administrator');
  await expect(page).toHaveURL(/\/members$/);
  await settled(page);
  await page.getByRole('button', { name: t('en', 'shell.signOut') }).click();
  await signIn(page, 'en', 'Finance officer');
  await expect(page).toHaveURL(/\/approvals$/);
  // A screen the role may not use says so, with none of its actions, and leads back.
  await goWhenSettled(page, '/people');
  await expect(page.getByText(t('en', 'screen.notForRole'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('en', 'people.invite') })).toHaveCount(0);
  await page.getByRole('link', { name: t('en', 'notFound.home') }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  await settled(page);
  await page.getByRole('button', { name: t('en', 'shell.signOut') }).click();
  await signIn(page, 'en', 'Member');
  await expect(page).toHaveURL(/\/benefits$/);
  // A role that may not use the checklist is told so.
  await goWhenSettled(page, '/setup');
  await expect(page.getByText(t('en', 'screen.notForRole'))).toBeVisible();
});
