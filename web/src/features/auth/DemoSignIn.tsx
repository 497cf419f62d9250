import { Button, Divider, Group, Radio, Select, Stack, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DemoProfile } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { UserAvatar } from '../../components/UserAvatar';
import { useLocale } from '../../lib/locale';
import { useDemoProfiles } from './api/useSignInOptions';
import { useSignIn } from './api/useSignIn';
import { useRetryLock } from './RetryCountdown';

export const METHODS = ['identity_provider', 'email', 'phone', 'messenger'] as const;

/**
 * Demo mode, as the interface describes the mock phase: the four methods are offered and each ends in
 * the session of the persona chosen as "Test user".
 */
export function DemoSignIn() {
  const intl = useIntl();
  const { locale } = useLocale();
  const profiles = useDemoProfiles(true);
  const signIn = useSignIn();
  const [method, setMethod] = useState<string>('identity_provider');
  const [persona, setPersona] = useState<string | null>(null);
  const [failedAt, setFailedAt] = useState(0);
  const retry = useRetryLock(signIn.error, failedAt);

  if (profiles.error) return <ErrorNotice error={profiles.error} />;
  // An installation without demo data (DEMO_DATA=off) has no personas: only the real methods are shown.
  // While they load, the form is shown already (its list empty): appearing later, it pushed the methods
  // below it down, a layout shift on a slow phone.
  if (!profiles.isPending && !profiles.data?.length) return null;
  const byId = new Map((profiles.data ?? []).map((p) => [p.id, p]));
  const renderOption: SelectProps['renderOption'] = ({ option }: { option: ComboboxItem }) => {
    const profile = byId.get(option.value);
    return profile ? <PersonaOption profile={profile} /> : option.label;
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!persona) return;
        signIn.mutate({ kind: 'login', body: { demo_user_id: persona, locale } }, { onError: () => setFailedAt(Date.now()) });
      }}
    >
      <Stack>
        <Radio.Group label={intl.formatMessage({ id: 'signIn.method' })} value={method} onChange={setMethod}>
          <Stack gap="xs" mt="xs">
            {METHODS.map((m) => (
              <Radio key={m} value={m} label={intl.formatMessage({ id: `signIn.method.${m}` })} />
            ))}
          </Stack>
        </Radio.Group>
        <Select
          label={intl.formatMessage({ id: 'signIn.testUser' })}
          placeholder={intl.formatMessage({ id: 'signIn.testUser.placeholder' })}
          data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.label }))}
          value={persona}
          onChange={setPersona}
          renderOption={renderOption}
          leftSection={persona && byId.get(persona) ? <UserAvatar size="sm" name={byId.get(persona)!.full_name} src={byId.get(persona)!.avatar_url} /> : null}
          required
          allowDeselect={false}
          disabled={profiles.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          <FormattedMessage id="signIn.demoHint" />
        </Text>
        <ErrorNotice error={signIn.error} />
        {retry.notice}
        <Button type="submit" loading={signIn.isPending} disabled={!persona || retry.locked}>
          <FormattedMessage id="signIn.submit" />
        </Button>
        <Divider label={intl.formatMessage({ id: 'signIn.own' })} labelPosition="center" my="xs" styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }} />
      </Stack>
    </form>
  );
}

function PersonaOption({ profile }: { profile: DemoProfile }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar size="sm" name={profile.full_name} src={profile.avatar_url} />
      <div>
        <Text size="sm">{profile.label}</Text>
        <Text size="xs" c="dimmed">
          {profile.full_name}
        </Text>
      </div>
    </Group>
  );
}
