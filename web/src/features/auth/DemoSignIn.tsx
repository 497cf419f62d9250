import { Button, Divider, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const chosen = persona ? byId.get(persona) : undefined;

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
        {/* The phone's own picker (the interface's test-user dropdown): no floating list to load before sign-in. */}
        <NativeSelect
          label={intl.formatMessage({ id: 'signIn.testUser' })}
          data={[
            { value: '', label: intl.formatMessage({ id: 'signIn.testUser.placeholder' }), disabled: true },
            ...(profiles.data ?? []).map((p) => ({ value: p.id, label: `${p.label}: ${p.full_name}` })),
          ]}
          value={persona ?? ''}
          onChange={(event) => setPersona(event.currentTarget.value || null)}
          leftSection={chosen ? <UserAvatar size="sm" name={chosen.full_name} src={chosen.avatar_url} /> : null}
          required
          disabled={profiles.isPending}
        />
        <Text size="sm" c="dimmed">
          <FormattedMessage id="signIn.demoHint" />
        </Text>
        <ErrorNotice error={signIn.error} />
        {retry.notice}
        <Button type="submit" loading={signIn.isPending} disabled={!persona || retry.locked}>
          <FormattedMessage id="signIn.submit" />
        </Button>
        <Divider
          label={intl.formatMessage({ id: 'signIn.own' })}
          labelPosition="center"
          my="xs"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        />
      </Stack>
    </form>
  );
}
