import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale, Profile } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFieldRefusals } from '../../lib/form-errors';
import { UserAvatar } from '../../components/UserAvatar';
import { LOCALES } from '../../lib/locale';
import { useProfile, useUpdateProfile } from './api/useProfile';
import { notify } from '../../lib/notify';
import { Loading } from '../../components/Loading';

type Calendar = Profile['calendar'];

/** The user's own profile: name, language and the calendar dates are shown in can be changed here. */
export default function ProfilePage() {
  const intl = useIntl();
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { full_name: '', locale: 'en' as Locale, calendar: 'gregorian' as Calendar },
    validate: {
      full_name: (value) =>
        value.trim().length < 1 || value.trim().length > 200 ? intl.formatMessage({ id: 'profile.name.invalid' }) : null,
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (profile.data) {
      const saved = { full_name: profile.data.full_name, locale: profile.data.locale, calendar: profile.data.calendar };
      setValues(saved);
      resetDirty(saved);
    }
  }, [profile.data, setValues, resetDirty]);
  const general = useFieldRefusals(form, update.error, ['full_name', 'locale', 'calendar']);

  if (profile.isPending) return <Loading />;
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
            { full_name: values.full_name.trim(), locale: values.locale, calendar: values.calendar },
            { onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'profile.saved' })) },
          ),
        )}
      >
        <Stack>
          <TextInput label={intl.formatMessage({ id: 'profile.name' })} autoComplete="name" {...form.getInputProps('full_name')} />
          <Select
            label={intl.formatMessage({ id: 'profile.locale' })}
            data={LOCALES}
            allowDeselect={false}
            {...form.getInputProps('locale')}
          />
          <Select
            label={intl.formatMessage({ id: 'profile.calendar' })}
            description={intl.formatMessage({ id: 'profile.calendar.hint' })}
            data={(['gregorian', 'ethiopian'] as const).map((value) => ({
              value,
              label: intl.formatMessage({ id: `mapping.dates.calendar.${value}` }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('calendar')}
          />
          <ErrorNotice error={general} />
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
