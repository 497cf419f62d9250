import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { SignInPage } from '../features/auth/SignInPage';
import { TelegramReturnPage } from '../features/auth/TelegramReturnPage';
import { can, useCurrentUser } from '../lib/session';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';

// Everything behind sign-in is loaded on demand, so the sign-in screen stays small.
const Shell = lazy(() => import('./Shell'));
const ImportsPage = lazy(() => import('../features/imports/ImportsPage'));
const NewImportPage = lazy(() => import('../features/imports/NewImportPage'));
const ImportPage = lazy(() => import('../features/imports/ImportPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const MembersPage = lazy(() => import('../features/members/MembersPage'));
const MemberPage = lazy(() => import('../features/members/MemberPage'));
const PeoplePage = lazy(() => import('../features/people/PeoplePage'));
const DepartmentsPage = lazy(() => import('../features/departments-packages/DepartmentsPage'));
const PackagesPage = lazy(() => import('../features/departments-packages/PackagesPage'));
const MyBenefitsPage = lazy(() => import('../features/benefits/MyBenefitsPage'));

const page = (element: ReactNode) => (
  <Suspense
    fallback={
      <Center p="xl">
        <Loader />
      </Center>
    }
  >
    {element}
  </Suspense>
);

/** Where "/" leads: the imports for a role that may see them, a member's benefits, else the profile. */
function Home() {
  const { data: user } = useCurrentUser();
  const home = can(user, 'migration:read', 'migration:write') ? '/imports' : user?.member_id && can(user, 'self:read') ? '/benefits' : '/profile';
  return <Navigate to={home} replace />;
}

export const router = createBrowserRouter([
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/sign-in/telegram', element: <TelegramReturnPage /> },
  {
    element: <RequireSession>{page(<Shell />)}</RequireSession>,
    children: [
      { index: true, element: <Home /> },
      { path: '/imports', element: page(<ImportsPage />) },
      { path: '/imports/new', element: page(<NewImportPage />) },
      { path: '/imports/:id', element: page(<ImportPage />) },
      { path: '/members', element: page(<MembersPage />) },
      { path: '/members/:id', element: page(<MemberPage />) },
      { path: '/departments', element: page(<DepartmentsPage />) },
      { path: '/packages', element: page(<PackagesPage />) },
      { path: '/people', element: page(<PeoplePage />) },
      { path: '/benefits', element: page(<MyBenefitsPage />) },
      { path: '/profile', element: page(<ProfilePage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
