import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the console's first screen needs, named in the page's own answer (Link headers) so that the
 * browser fetches it while the entry script downloads, instead of level after level as each part
 * renders and asks for the next: on a phone network (150 ms a round trip) the levels were most of the
 * time to the first useful paint. Two kinds:
 * - the screen's code (its chunks and their imports, from Vite's manifest), for a signed-in screen;
 * - the API answers the screen asks for first, by the very URL the console asks (a preload that does not
 *   match exactly is fetched twice): who is signed in on every screen; the sign-in methods (and the demo
 *   personas) where the sign-in screen will show; a screen's first data.
 * A cookie counts as signed in whether or not its session is still valid: a stale one costs small fetches.
 */
interface Screen {
  path: RegExp;
  /** The screen's module, as Vite's manifest names it (relative to web/). */
  module: string;
  /** The API answers it asks for first, from the path's captures. */
  data?: (...captures: string[]) => string[];
}

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
/** In step with web/src/app/router.tsx and each screen's first queries (`console-preloads.test.ts` checks the modules exist). */
export const SCREENS: Screen[] = [
  {
    path: /^\/imports\/?$/,
    module: 'src/features/imports/ImportsPage.tsx',
    data: () => ['/v1/migration/datasets', '/v1/migration/jobs?page=1&page_size=20'],
  },
  { path: /^\/imports\/new\/?$/, module: 'src/features/imports/NewImportPage.tsx', data: () => ['/v1/migration/datasets'] },
  {
    path: new RegExp(`^/imports/${UUID}/?$`),
    module: 'src/features/imports/ImportPage.tsx',
    data: (id) => [`/v1/migration/jobs/${id}`, '/v1/migration/datasets'],
  },
  { path: /^\/members\/?$/, module: 'src/features/members/MembersPage.tsx' },
  { path: new RegExp(`^/members/${UUID}/?$`), module: 'src/features/members/MemberPage.tsx' },
  { path: /^\/departments\/?$/, module: 'src/features/departments-packages/DepartmentsPage.tsx' },
  { path: /^\/packages\/?$/, module: 'src/features/departments-packages/PackagesPage.tsx' },
  { path: /^\/people\/?$/, module: 'src/features/people/PeoplePage.tsx' },
  { path: /^\/benefits\/?$/, module: 'src/features/benefits/MyBenefitsPage.tsx', data: () => ['/v1/me/benefits'] },
  { path: /^\/orders\/?$/, module: 'src/features/orders/OrdersPage.tsx' },
  { path: /^\/orders\/new\/?$/, module: 'src/features/orders/NewOrderPage.tsx' },
  { path: new RegExp(`^/orders/${UUID}/?$`), module: 'src/features/orders/OrderPage.tsx' },
  { path: /^\/approvals\/?$/, module: 'src/features/orders/ApprovalsPage.tsx' },
  { path: /^\/providers\/?$/, module: 'src/features/providers/ProvidersPage.tsx' },
  { path: /^\/prescriptions\/?$/, module: 'src/features/prescriptions/PrescriptionsPage.tsx' },
  { path: /^\/prescriptions\/new\/?$/, module: 'src/features/prescriptions/NewPrescriptionPage.tsx' },
  { path: /^\/prescriptions\/viewed\/?$/, module: 'src/features/prescriptions/DisclosuresPage.tsx' },
  { path: new RegExp(`^/prescriptions/${UUID}/?$`), module: 'src/features/prescriptions/PrescriptionPage.tsx' },
  { path: /^\/benefit-periods\/?$/, module: 'src/features/periods/BenefitPeriodsPage.tsx' },
  { path: /^\/statements\/?$/, module: 'src/features/statements/StatementsPage.tsx' },
  { path: new RegExp(`^/statements/${UUID}/?$`), module: 'src/features/statements/StatementPage.tsx' },
  { path: /^\/organisation\/?$/, module: 'src/features/organisation/OrganisationPage.tsx', data: () => ['/v1/organisation'] },
  // Not its data: a preload cannot know the role, and another role's would be a 403 in the console.
  { path: /^\/setup\/?$/, module: 'src/features/organisation/SetupPage.tsx' },
  { path: /^\/profile\/?$/, module: 'src/features/profile/ProfilePage.tsx' },
];
export const SHELL_MODULE = 'src/app/Shell.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** Vite's manifest of the build, and the chunks the page itself names already (the entry's imports). */
export interface ConsoleBuild {
  manifest: Manifest;
  inPage: ReadonlySet<string>;
}

/** The build's manifest (web/dist/.vite/manifest.json), read once at start; none for an older build (code is then not preloaded). */
export function readBuild(root: string): ConsoleBuild | undefined {
  const path = join(root, '.vite/manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const inPage = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.imports ?? []) : [])));
  return { manifest, inPage };
}

/** A module's chunk, the chunks it imports statically (the entry's own are in the page already) and their stylesheets. */
function chunksOf(manifest: Manifest, key: string, seen: Set<string>): { scripts: string[]; styles: string[] } {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const scripts = [chunk.file];
  const styles = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const more = chunksOf(manifest, imported, seen);
    scripts.push(...more.scripts);
    styles.push(...more.styles);
  }
  return { scripts, styles };
}

/** The Link header's entries for a console route opened at `path`. */
export function preloadsFor(path: string, signedIn: boolean, personas: boolean, build?: ConsoleBuild): string[] {
  const fetches = ['/v1/auth/session'];
  const links: string[] = [];
  if (!signedIn || path.startsWith('/sign-in')) {
    fetches.push('/v1/auth/methods', ...(personas ? ['/v1/auth/demo-profiles'] : []));
  } else {
    for (const screen of SCREENS) {
      const match = screen.path.exec(path);
      if (!match) continue;
      fetches.push(...(screen.data?.(...match.slice(1)) ?? []));
      if (build) {
        // What the page names already is not named twice, nor a chunk the shell and the screen share.
        const seen = new Set(build.inPage);
        for (const module of [SHELL_MODULE, screen.module]) {
          const { scripts, styles } = chunksOf(build.manifest, module, seen);
          links.push(
            ...scripts.map((file) => `</${file}>; rel=modulepreload`),
            ...styles.map((file) => `</${file}>; rel=preload; as=style; crossorigin=anonymous`),
          );
        }
      }
      break;
    }
  }
  return [...fetches.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=anonymous`), ...links];
}
