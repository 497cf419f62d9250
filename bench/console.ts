import { spawnSync } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, uploadAndValidate } from './import.js';
import { writeCsv } from './members-file.js';
import { startApi } from './processes.js';
import { median } from './report.js';

/** What Lighthouse's mobile preset (slow 4G, 4x CPU slowdown) says of one screen. */
export interface ScreenFigures {
  screen: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  /** What the browser received, compressed, in bytes. */
  transferred: number;
}

interface Screen {
  screen: string;
  path: string;
  /** The demo persona whose session cookie the page is opened with; none: signed out. */
  persona?: string;
}

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The session cookie the console itself holds after sign-in (the bearer token is the same secret). */
async function sessionCookie(url: string, persona: string): Promise<string> {
  const { authorization } = await signIn(url, persona);
  return `portal_session=${authorization!.replace(/^Bearer /, '')}`;
}

/** An import stopped at its validation step: 200 valid rows and three that are not, so the step has errors to show. */
async function importAtValidation(url: string, dir: string): Promise<string> {
  const path = join(dir, 'console-validation.csv');
  await writeCsv(path, 6, 200);
  await appendFile(
    path,
    `${['C-1,Almaz Kebede,not-an-email,+251911000001,1990-02-30,female,HR,2020-01-01,BASIC,1000', 'C-2,,c2@bench.example.et,+251911000002,1990-01-01,female,HR,2020-01-01,BASIC,1000', 'C-3,Bekele Desta,c3@bench.example.et,+251911000003,1990-01-01,female,NOPE,2020-01-01,BASIC,-5'].join('\n')}\n`,
  );
  const { job } = await uploadAndValidate(url, await signIn(url, 'demo-hr-admin'), {
    path,
    name: 'console-validation.csv',
    type: 'text/csv',
  });
  return job.id;
}

/**
 * One Lighthouse run of a page. Its trace is now and then unusable on this machine (NO_NAVSTART, a
 * chromium timing quirk, not the page): such a run is tried again, up to three times.
 */
async function measure(port: number, url: string, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
}

/**
 * The four screens of issue 30 measured as a phone would: Lighthouse 12's mobile preset in Debian's
 * chromium, against the server as `npm start` runs it (the console built if its sources changed), each
 * screen `runs` times; the medians. Needs /usr/bin/chromium (or CHROME_PATH).
 */
export async function consoleBench(dir: string, runs: number, log: (line: string) => void): Promise<ScreenFigures[]> {
  const built = spawnSync(process.execPath, ['scripts/build-console-if-stale.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the console did not build');
  const api = await startApi({});
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const screens: Screen[] = [
      { screen: 'sign-in', path: '/sign-in' },
      { screen: 'My benefits (a member)', path: '/benefits', persona: 'demo-member' },
      { screen: 'My statement (a member)', path: '/statements', persona: 'demo-member' },
      { screen: 'imports list', path: '/imports', persona: 'demo-hr-admin' },
      { screen: "an import's validation step", path: `/imports/${await importAtValidation(api.url, dir)}`, persona: 'demo-hr-admin' },
    ];
    const results: ScreenFigures[] = [];
    for (const { screen, path, persona } of screens) {
      const cookie = persona ? await sessionCookie(api.url, persona) : undefined;
      const samples: ScreenFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await measure(chrome.port, `${api.url}${path}`, cookie);
        const { categories, audits } = result.lhr;
        // A screen that fell back to sign-in would be measured as the wrong page.
        if (persona && !result.lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`${path} ended at ${result.lhr.finalDisplayedUrl}`);
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
        samples.push({
          screen,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          firstContentfulPaint: value('first-contentful-paint'),
          largestContentfulPaint: value('largest-contentful-paint'),
          totalBlockingTime: value('total-blocking-time'),
          cumulativeLayoutShift: value('cumulative-layout-shift'),
          transferred: value('total-byte-weight'),
        });
      }
      const pick = (key: keyof Omit<ScreenFigures, 'screen'>) => median(samples.map((sample) => sample[key]));
      const figures: ScreenFigures = {
        screen,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        firstContentfulPaint: pick('firstContentfulPaint'),
        largestContentfulPaint: pick('largestContentfulPaint'),
        totalBlockingTime: pick('totalBlockingTime'),
        cumulativeLayoutShift: pick('cumulativeLayoutShift'),
        transferred: pick('transferred'),
      };
      log(
        `console, ${screen}: performance ${figures.performance}, largest paint ${(figures.largestContentfulPaint / 1000).toFixed(1)} s, ${Math.round(figures.transferred / 1024)} KiB`,
      );
      results.push(figures);
    }
    return results;
  } finally {
    chrome.kill();
    await api.stop();
  }
}
