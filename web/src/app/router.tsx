import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Center, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { SignInPage } from '../features/auth/SignInPage';
import { TelegramReturnPage } from '../features/auth/TelegramReturnPage';
import { preloadable } from '../lib/preloadable';
import { can, useCurrentUser } from '../lib/session';
import { ForRole } from './ForRole';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { homeOf } from './home';
import { useOrganisationSetup } from '../features/organisation/api/useOrganisation';
import { Loading } from '../components/Loading';

/** A screen loaded on demand, whose loading can also be started early (see `startLoadingScreensOf`). */
const screen = preloadable<ComponentType>;

// Everything behind sign-in is loaded on demand, so the sign-in screen stays small.
const Shell = screen(() => import('./Shell'));
const ImportsPage = screen(() => import('../features/imports/ImportsPage'));
const NewImportPage = screen(() => import('../features/imports/NewImportPage'));
const ImportPage = screen(() => import('../features/imports/ImportPage'));
const ProfilePage = screen(() => import('../features/profile/ProfilePage'));
const OrganisationPage = screen(() => import('../features/organisation/OrganisationPage'));
const SetupPage = screen(() => import('../features/organisation/SetupPage'));
const MembersPage = screen(() => import('../features/members/MembersPage'));
const MemberPage = screen(() => import('../features/members/MemberPage'));
const PeoplePage = screen(() => import('../features/people/PeoplePage'));
const DepartmentsPage = screen(() => import('../features/departments-packages/DepartmentsPage'));
const PackagesPage = screen(() => import('../features/departments-packages/PackagesPage'));
const MyBenefitsPage = screen(() => import('../features/benefits/MyBenefitsPage'));
const OrdersPage = screen(() => import('../features/orders/OrdersPage'));
const NewOrderPage = screen(() => import('../features/orders/NewOrderPage'));
const OrderPage = screen(() => import('../features/orders/OrderPage'));
const ApprovalsPage = screen(() => import('../features/orders/ApprovalsPage'));
const ProvidersPage = screen(() => import('../features/providers/ProvidersPage'));
const PrescriptionsPage = screen(() => import('../features/prescriptions/PrescriptionsPage'));
const NewPrescriptionPage = screen(() => import('../features/prescriptions/NewPrescriptionPage'));
const PrescriptionPage = screen(() => import('../features/prescriptions/PrescriptionPage'));
const DisclosuresPage = screen(() => import('../features/prescriptions/DisclosuresPage'));
const BenefitPeriodsPage = screen(() => import('../features/periods/BenefitPeriodsPage'));
const StatementsPage = screen(() => import('../features/statements/StatementsPage'));
const StatementPage = screen(() => import('../features/statements/StatementPage'));

function ScreenLoading({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1}>
        <FormattedMessage id={title} />
      </Title>
      <Loading />
    </Stack>
  );
}

/**
 * A screen behind its loading fallback. With `title`, the fallback already shows the screen's heading
 * where the screen will show it: on a phone network the user sees where they are as soon as the shell
 * has arrived, before the screen's own code (the heading is also what Lighthouse takes as the largest paint).
 */
const page = (element: ReactNode, title?: string) => (
  <Suspense
    fallback={
      title ? (
        <ScreenLoading title={title} />
      ) : (
        <Center p="xl">
          <Loading />
        </Center>
      )
    }
  >
    {element}
  </Suspense>
);

/**
 * A route's screen behind its fallback, and the handle by which its loading is started early. `forRoles`:
 * the permissions of which one opens it (the screen's heading and the roles it is for); another role is
 * told so (ForRole).
 */
const at = (Screen: ReturnType<typeof screen>, title?: string, forRoles?: { title: string; anyOf: readonly string[] }) => ({
  element: forRoles ? (
    <ForRole anyOf={forRoles.anyOf} title={forRoles.title}>
      {page(<Screen />, title)}
    </ForRole>
  ) : (
    page(<Screen />, title)
  ),
  handle: Screen,
});
const IMPORTS = { title: 'imports.title', anyOf: ['migration:read', 'migration:write'] };
const MEMBERS = { title: 'members.title', anyOf: ['members:read'] };

/** Statements, under the heading the role will see (a member's is My statement) while the screen loads. */
function StatementsScreen() {
  const { data: user } = useCurrentUser();
  return page(<StatementsPage />, can(user, 'finance:read') ? 'statements.title' : 'statements.mine');
}

/**
 * Where "/" leads, by the active role: a super user to the first-run checklist until it is done, then to
 * the members directory; HR to the members; finance to their queue of approvals; a member to their benefits.
 */
function Home() {
  const { data: user } = useCurrentUser();
  const superUser = user?.active_role === 'SUPER_USER';
  const setup = useOrganisationSetup(superUser);
  if (superUser && setup.isPending)
    return (
      <Center p="xl">
        <Loading />
      </Center>
    );
  return <Navigate to={homeOf(user, superUser ? setup.data?.done : undefined)} replace />;
}

const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/sign-in/telegram', element: <TelegramReturnPage /> },
  {
    element: <RequireSession>{page(<Shell />)}</RequireSession>,
    handle: Shell,
    children: [
      { index: true, element: <Home /> },
      { path: '/imports', ...at(ImportsPage, 'imports.title', IMPORTS) },
      { path: '/imports/new', ...at(NewImportPage, 'imports.new', { title: 'imports.new', anyOf: ['migration:write', 'finance:write'] }) },
      { path: '/imports/:id', ...at(ImportPage, undefined, IMPORTS) },
      { path: '/members', ...at(MembersPage, 'members.title', MEMBERS) },
      { path: '/members/:id', ...at(MemberPage, undefined, MEMBERS) },
      {
        path: '/departments',
        ...at(DepartmentsPage, 'lists.departments.title', { title: 'lists.departments.title', anyOf: ['org:read'] }),
      },
      { path: '/packages', ...at(PackagesPage, 'lists.packages.title', { title: 'lists.packages.title', anyOf: ['org:read'] }) },
      { path: '/people', ...at(PeoplePage, 'people.title', { title: 'people.title', anyOf: ['users:read'] }) },
      { path: '/benefits', ...at(MyBenefitsPage, 'benefits.title', { title: 'benefits.title', anyOf: ['self:read'] }) },
      { path: '/orders', ...at(OrdersPage) },
      { path: '/orders/new', ...at(NewOrderPage, 'orders.new.title') },
      { path: '/orders/:id', ...at(OrderPage) },
      { path: '/approvals', ...at(ApprovalsPage, 'approvals.title', { title: 'approvals.title', anyOf: ['finance:approve'] }) },
      { path: '/providers', ...at(ProvidersPage, 'providers.title', { title: 'providers.title', anyOf: ['finance:read'] }) },
      { path: '/prescriptions', ...at(PrescriptionsPage, 'prescriptions.title') },
      { path: '/prescriptions/new', ...at(NewPrescriptionPage, 'prescriptions.new') },
      { path: '/prescriptions/viewed', ...at(DisclosuresPage, 'disclosures.title') },
      { path: '/prescriptions/:id', ...at(PrescriptionPage) },
      { path: '/benefit-periods', ...at(BenefitPeriodsPage, 'periods.title', { title: 'periods.title', anyOf: ['finance:read'] }) },
      { path: '/statements', element: <StatementsScreen />, handle: StatementsPage },
      { path: '/statements/:id', ...at(StatementPage) },
      { path: '/organisation', ...at(OrganisationPage, 'organisation.title', { title: 'organisation.title', anyOf: ['org:write'] }) },
      { path: '/setup', ...at(SetupPage, 'setup.title', { title: 'setup.title', anyOf: ['org:write'] }) },
      { path: '/profile', ...at(ProfilePage, 'profile.title') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

let screensStarted = false;
/**
 * The chunks of the screen the console opens on, fetched all at once as soon as the session is known
 * (the page asked for it before its scripts arrived), rather than one after another as each level
 * renders: on a phone network each level is a round trip. Signed out, nothing is fetched ahead.
 */
function startLoadingScreensOf(location: { pathname: string }) {
  if (screensStarted) return;
  screensStarted = true;
  for (const match of matchRoutes(routes, location) ?? []) (match.route.handle as { preload?: () => unknown } | undefined)?.preload?.();
}

/** The console's screens. A plain router rather than a data router: no screen uses loaders or actions, and the data router's code would be most of the routing library in the first download. */
export function Screens() {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  if (user) startLoadingScreensOf(location);
  return useRoutes(routes);
}
