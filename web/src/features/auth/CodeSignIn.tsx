import { Button, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useCountdown } from '../../components/useCountdown';
import { ApiError } from '../../lib/api';
import { formatDuration } from '../../lib/format';
import { useSendCode, useSignIn } from './api/useSignIn';
import { OrganisationChoice, organisationsToChoose } from './OrganisationChoice';
import { useRetryLock } from './RetryCountdown';

/** Email or phone: the address, then the 6-digit code sent to it (production mode). */
export function CodeSignIn({ channel }: { channel: 'email' | 'phone' }) {
  const intl = useIntl();
  const send = useSendCode();
  const signIn = useSignIn();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [expiresAt, setExpiresAt] = useState<number | undefined>();
  const [failedAt, setFailedAt] = useState(0);
  const expiresIn = useCountdown(expiresAt);
  const error = signIn.error ?? send.error;
  const retry = useRetryLock(error, failedAt);
  const sent = expiresAt !== undefined;
  const wrongCode = signIn.error instanceof ApiError && signIn.error.status === 401;

  const start = () =>
    send.mutate(channel === 'email' ? { email: address.trim() } : { phone: address.trim() }, {
      onSuccess: ({ expires_in }) => {
        setExpiresAt(Date.now() + expires_in * 1000);
        setCode('');
        signIn.reset();
      },
      onError: () => setFailedAt(Date.now()),
    });
  const verify = (orgId?: string) =>
    signIn.mutate(
      channel === 'email'
        ? { kind: 'email-code', email: address.trim(), code, org_id: orgId }
        : { kind: 'phone-code', phone: address.trim(), code, org_id: orgId },
      {
        onError: () => setFailedAt(Date.now()),
      },
    );
  const choices = organisationsToChoose(signIn.error);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!sent) start();
        else verify();
      }}
    >
      <Stack>
        <TextInput
          label={intl.formatMessage({ id: channel === 'email' ? 'signIn.email' : 'signIn.phone' })}
          description={channel === 'phone' ? intl.formatMessage({ id: 'signIn.phone.hint' }) : undefined}
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel'}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value)}
          readOnly={sent}
          required
        />
        {sent && (
          <>
            <Text size="sm" id={`${channel}-code-label`}>
              <FormattedMessage id="signIn.code" />
            </Text>
            {/* Each box says which digit it is, in the user's language (a screen reader read "PinInput" six times). */}
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-labelledby={`${channel}-code-label`}
              getInputProps={(index) => ({ 'aria-label': intl.formatMessage({ id: 'signIn.code.digit' }, { n: index + 1, of: 6 }) })}
            />
            <Text size="sm" c={expiresIn > 0 ? 'dimmed' : 'red.8'} role="status">
              {expiresIn > 0 ? (
                <FormattedMessage id="signIn.code.expiresIn" values={{ time: formatDuration(expiresIn) }} />
              ) : (
                <FormattedMessage id="signIn.code.expired" />
              )}
            </Text>
          </>
        )}
        {wrongCode ? (
          <Text c="red.8" role="alert" size="sm">
            <FormattedMessage id={expiresIn > 0 ? 'signIn.code.wrong' : 'signIn.code.expired'} />
          </Text>
        ) : choices.length > 0 ? (
          <OrganisationChoice organisations={choices} onChoose={verify} pending={signIn.isPending} />
        ) : (
          !retry.locked && <ErrorNotice error={error} />
        )}
        {retry.notice}
        <Button type="submit" loading={send.isPending || signIn.isPending} disabled={retry.locked || (sent && code.length !== 6)}>
          <FormattedMessage id={sent ? 'signIn.code.verify' : 'signIn.code.send'} />
        </Button>
        {sent && (
          <Button variant="subtle" onClick={start} disabled={retry.locked}>
            <FormattedMessage id="signIn.code.resend" />
          </Button>
        )}
      </Stack>
    </form>
  );
}
