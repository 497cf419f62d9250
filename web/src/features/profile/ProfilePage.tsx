import { Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { UserAvatar } from '../../components/UserAvatar';
import { LOCALES } from '../../lib/locale';
import { useProfile, useUpdateProfile } from './api/useProfile';
import { notify } from '../../lib/notify';

/** The user's own profile: name and language can be changed here. */
export default function ProfilePage() {
  const intl = useIntl();
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { full_name: '', locale: 'en' as Locale },
    validate: {
      full_name: (value) => (value.trim().length < 1 || value.trim().length > 200 ? intl.formatMessage({ id: 'profile.name.invalid' }) : null),
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (profile.data) {
      setValues({ full_name: profile.data.full_name, locale: profile.data.locale });
      resetDirty({ full_name: profile.data.full_name, locale: profile.data.locale });
    }
  }, [profile.data, setValues, resetDirty]);

  if (profile.isPending) return <Loader aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (profile.error) return <ErrorNotice error={profile.error} />;
  const p = profile.data;
  return (
    <Stack maw={560}>
      <Title order={1}>
        <FormattedMessage id="profile.title" />
      </Title>
      <Card withBorder>
        <Group wrap="nowrap">
          <UserAvatar name={p.full_name} src={p.avatar_url} size="lg" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {p.full_name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {p.email}
            </Text>
            <Text size="sm" c="dimmed">
              {p.org_name} · {p.roles.map((r) => intl.formatMessage({ id: `role.${r}` })).join(', ')}
            </Text>
          </div>
        </Group>
      </Card>
      <form
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            { full_name: values.full_name.trim(), locale: values.locale },
            { onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'profile.saved' })) },
          ),
        )}
      >
        <Stack>
          <TextInput label={intl.formatMessage({ id: 'profile.name' })} autoComplete="name" {...form.getInputProps('full_name')} />
          <Select label={intl.formatMessage({ id: 'profile.locale' })} data={LOCALES} allowDeselect={false} {...form.getInputProps('locale')} />
          <ErrorNotice error={update.error} />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              <FormattedMessage id="profile.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
