import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import am from '../../src/messages/am.json' with { type: 'json' };
import en from '../../src/messages/en.json' with { type: 'json' };

export type Lang = 'en' | 'am';
export const CATALOGUES: Record<Lang, Record<string, string>> = { en, am };

/**
 * Every test watches its page: no console error, no failed request, no request to another origin.
 * A test ends by checking what was seen.
 */
export const test = base.extend<{ watched: Page }>({
  watched: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    const origin = new URL(baseURL!).origin;
    track(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // Aborted is not failed: a download is handed to the download manager, an image whose element
      // went away (a closed dropdown's avatars) or the tab's icon is cancelled when the page moves on, and
      // so is a screen's query still under way when the test itself went elsewhere (goWhenSettled).
      // Their HTTP status is still checked below.
      // And a read the console itself cancels: TanStack Query aborts a query whose screen went away or
      // whose key changed (CI, 2026-11-28: the datasets and jobs lists as the error table opened). A write
      // is never cancelled that way, so an aborted POST, PUT, PATCH or DELETE still counts.
      const cancelledRead = request.method() === 'GET' && request.resourceType() === 'fetch';
      const cancelled =
        cancelledRead ||
        leftBehind.has(request) ||
        request.resourceType() === 'image' ||
        // A font whose text left the screen before it arrived (a start page the test moved on from).
        request.resourceType() === 'font' ||
        /error-report|corrected-file|templates|favicon\.svg$/.test(request.url());
      if (request.failure()?.errorText === 'net::ERR_ABORTED' && cancelled) return;
      problems.push(`failed request: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) problems.push(`request to another origin: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    await use(page);
    expect(problems, 'problems seen on the page').toEqual([]);
  },
});

export { expect };

/** The message of a key in a language (the tests find things by their labels, as users do). */
export function t(lang: Lang, key: string): string {
  const message = CATALOGUES[lang][key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message;
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => `${n.target.join(' ')} [${n.any.map((a) => a.message).join('; ')}]`).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Signs in on the sign-in screen as a persona, in the screen's current language. */
export async function signIn(page: Page, lang: Lang, persona: string) {
  await goWhenSettled(page, '/');
  await choosePersona(page, lang, persona);
  await page.getByRole('button', { name: t(lang, 'signIn.submit'), exact: true }).click();
  await expect(page.getByRole('button', { name: t(lang, 'shell.signOut') })).toBeVisible();
  // The first screen's code arrives on demand: let it, so that a test's next navigation aborts nothing.
  await page.waitForLoadState('networkidle');
}

/** The sign-in screen's test-user picker (the phone's own select): the persona whose option names it. */
export async function choosePersona(page: Page, lang: Lang, persona: string | RegExp) {
  const picker = page.getByRole('combobox', { name: t(lang, 'signIn.testUser') });
  // Enabled once the personas have arrived.
  await expect(picker).toBeEnabled();
  const option = picker.locator('option', { hasText: persona });
  await picker.selectOption((await option.getAttribute('value'))!);
}

/** Chooses a language on the sign-in screen (before any session). */
export async function chooseLanguage(page: Page, lang: Lang) {
  await goWhenSettled(page, '/sign-in');
  await page
    .getByRole('combobox', { name: t('en', 'shell.language') })
    .or(page.getByRole('combobox', { name: t('am', 'shell.language') }))
    .selectOption(lang);
}

let counter = 0;
/** A members CSV: `good` clean rows, then `bad` rows with an invalid email, ids unique to this run. */
export function membersCsv(good: number, bad = 0): { name: string; mimeType: string; buffer: Buffer } {
  const run = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const departments = ['HR', 'FIN', 'OPS', 'ICT', 'Clinical Services'];
  const lines = ['employee_id,full_name,email,phone,department'];
  for (let i = 0; i < good; i++)
    lines.push(`E2E-${run}-${i},Member ${i} ${run},m${i}.${run}@example.et,,${departments[i % departments.length]}`);
  for (let i = 0; i < bad; i++) lines.push(`E2E-${run}-bad-${i},Broken ${i},not-an-email-${i},,HR`);
  return { name: `members-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

/**
 * A new page load, once the page's own requests are done: a load in the middle of them would abort them,
 * which the watched page rightly counts as failed requests.
 */
export async function goWhenSettled(page: Page, url: string) {
  const pending = track(page);
  // The console fetches after its load too (a screen's queries): wait until none is under way, twice in a row.
  for (let quiet = 0, waited = 0; quiet < 2 && waited < 10_000; waited += 100) {
    quiet = pending.size === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(100);
  }
  // On a slow machine a screen's code can still be starting its queries after a quiet fifth of a second
  // (CI, 2026-11-27: the imports list's two queries cancelled by the test's move to /people): those the
  // move cancels are the browser's doing, not a failure. Any other failed request still counts.
  for (const request of pending) leftBehind.add(request);
  await page.goto(url);
}

/** Requests under way when a test moved the page to another address (goWhenSettled). */
const leftBehind = new WeakSet<Request>();

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's fetch, XHR and script requests under way (a screen's code arrives on demand), followed from the first call on. */
function track(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const requests = new Set<Request>();
    pending = requests;
    inFlight.set(page, requests);
    page.on('request', (request) => {
      if (['fetch', 'xhr', 'script'].includes(request.resourceType())) requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
  }
  return pending;
}

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user moves. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false)) return;
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(
        () =>
          `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 30)}`,
      ),
    );
  }
  throw new Error(`Tab never reached ${target}; it went through: ${seen.join(' | ')}`);
}

/** The focus can be seen: the focused element draws an outline (Mantine's focus ring, :focus-visible). */
export async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

/** Opens a Select with the keyboard and moves to the option, then Enter. */
export async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option });
  for (let i = 0; i < 20 && (await wanted.getAttribute('data-combobox-selected')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The latest sign-in code the development outbox holds for an address. */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const outbox = (await (await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      data: { items: { text: string }[] };
    };
    code = outbox.data.items
      .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
      .filter(Boolean)
      .at(-1);
    expect(code).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return code!;
}

/** Someone who is not a persona (an invitee, a member) signs in by email code on a phone-sized browser of their own; answers their page. */
export async function codeSignIn(browser: Browser, lang: Lang, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: lang === 'am' ? 'am-ET' : 'en-GB' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  const m = (key: string) => t(lang, key);
  await page.getByRole('tab', { name: m('signIn.method.email'), exact: true }).click();
  await page.getByRole('textbox', { name: m('signIn.email') }).fill(email);
  await page.getByRole('button', { name: m('signIn.code.send'), exact: true }).click();
  const code = await codeFor(page.request, email);
  await page.locator('input[autocomplete="one-time-code"]').first().focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: m('signIn.code.verify'), exact: true }).click();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/sign-in/);
  return page;
}
