import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ApiError } from '../../lib/api';
import { useLocale } from '../../lib/locale';
import { useSignIn } from './api/useSignIn';
import { OrganisationChoice, organisationsToChoose } from './OrganisationChoice';
import { useRetryLock } from './RetryCountdown';

/** Email and password (POST /v1/auth/login). */
export function PasswordSignIn() {
  const intl = useIntl();
  const { locale } = useLocale();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failedAt, setFailedAt] = useState(0);
  const retry = useRetryLock(signIn.error, failedAt);
  const wrong = signIn.error instanceof ApiError && signIn.error.status === 401;
  const choices = organisationsToChoose(signIn.error);
  const submit = (orgId?: string) =>
    signIn.mutate(
      { kind: 'login', body: { email: email.trim(), password, locale, ...(orgId ? { org_id: orgId } : {}) } },
      { onError: () => setFailedAt(Date.now()) },
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={intl.formatMessage({ id: 'signIn.email' })}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <PasswordInput
          label={intl.formatMessage({ id: 'signIn.password' })}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        {wrong ? (
          <Text c="red.8" role="alert" size="sm">
            <FormattedMessage id="signIn.password.wrong" />
          </Text>
        ) : choices.length > 0 ? (
          <OrganisationChoice organisations={choices} onChoose={submit} pending={signIn.isPending} />
        ) : (
          !retry.locked && <ErrorNotice error={signIn.error} />
        )}
        {retry.notice}
        <Button type="submit" loading={signIn.isPending} disabled={retry.locked}>
          <FormattedMessage id="signIn.submit" />
        </Button>
      </Stack>
    </form>
  );
}
