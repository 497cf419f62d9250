import { AppShell, Burger, Button, Group, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { Locale, Role } from '../api/types';
import { UserAvatar } from '../components/UserAvatar';
import { useSignOut } from '../features/auth/api/useSignIn';
import { useOrganisationSetup } from '../features/organisation/api/useOrganisation';
import { useUpdateProfile } from '../features/profile/api/useProfile';
import { apiErrorMessage } from '../lib/api-error-message';
import { LOCALES, useLocale } from '../lib/locale';
import { can, useCurrentUser } from '../lib/session';
import { NAVIGATION } from './navigation';
import { notify } from '../lib/notify';

/** The frame of every signed-in screen: who is signed in, the role in effect, the language, the sections. */
export default function Shell() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const [opened, { toggle, close }] = useDisclosure();
  const { data: user } = useCurrentUser();
  const update = useUpdateProfile();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const setup = useOrganisationSetup(can(user, 'org:write'));
  if (!user) return null;

  const onError = (error: unknown) => notify(intl, 'red', apiErrorMessage(intl, error));
  const sections = NAVIGATION.filter(
    (item) =>
      (item.anyOf.length === 0 || can(user, ...item.anyOf)) &&
      (!item.member || user.member_id !== undefined) &&
      (!item.setup || setup.data?.done === false),
  );

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={intl.formatMessage({ id: 'shell.menu' })} />
            {/* Whose portal this is: the institution's name (the product's is the page title's). */}
            <Text fw={700} component={Link} to="/" c="inherit" td="none" truncate="end">
              {user.org_name}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <UserAvatar name={user.full_name} src={user.avatar_url} size="sm" />
            <Text size="sm" truncate="end" visibleFrom="xs">
              {user.full_name}
            </Text>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label={intl.formatMessage({ id: 'shell.navigation' })}>
        <Stack justify="space-between" h="100%">
          <div>
            {sections.map((item) => (
              <NavLink
                key={item.message}
                component={Link}
                to={item.to}
                label={intl.formatMessage({ id: item.message })}
                active={location.pathname.startsWith(item.to)}
                variant="filled"
                onClick={close}
              />
            ))}
          </div>
          <Stack gap="sm">
            {/* The phone's own pickers: every screen's shell loads no floating dropdown. */}
            {user.roles.length > 1 && (
              <NativeSelect
                label={intl.formatMessage({ id: 'shell.role' })}
                data={user.roles.map((role) => ({ value: role, label: intl.formatMessage({ id: `role.${role}` }) }))}
                value={user.active_role}
                disabled={update.isPending}
                onChange={(event) => {
                  const role = event.currentTarget.value as Role;
                  if (role !== user.active_role) update.mutate({ active_role: role }, { onError, onSuccess: () => navigate('/') });
                }}
              />
            )}
            {/* Bound to the language the screens are in; a choice shows at once, then is saved as the user's. */}
            <NativeSelect
              label={intl.formatMessage({ id: 'shell.language' })}
              data={LOCALES}
              value={locale}
              onChange={(event) => {
                const chosen = event.currentTarget.value as Locale;
                if (chosen === locale) return;
                setLocale(chosen);
                update.mutate({ locale: chosen }, { onError });
              }}
            />
            <Button
              variant="default"
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) })}
            >
              <FormattedMessage id="shell.signOut" />
            </Button>
          </Stack>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
