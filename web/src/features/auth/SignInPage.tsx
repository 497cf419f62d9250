import { Alert, Button, Flex, NativeSelect, Paper, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import type { SignInMethods } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LOCALES, useLocale } from '../../lib/locale';
import { useCurrentUser } from '../../lib/session';
import { useSignInMethods } from './api/useSignInOptions';
import { CodeSignIn } from './CodeSignIn';
import { DemoSignIn } from './DemoSignIn';
import { PasswordSignIn } from './PasswordSignIn';
import { telegramLoginUrl } from './telegram';
import { Loading } from '../../components/Loading';

/** The sign-in screen: the methods the API has on; demo personas in demo mode. */
export function SignInPage() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const session = useCurrentUser();
  const [params] = useSearchParams();
  const methods = useSignInMethods(params.get('org'));
  const returnedError = params.get('error');

  if (session.data) return <Navigate to="/" replace />;
  return (
    // Top-aligned, not centred: the card grows downwards as the sign-in methods arrive, moving nothing
    // already shown (centred, it shifted up by half of what arrived: a layout shift of 0.28 on a phone).
    <Flex mih="100vh" p="md" pt={{ base: 'md', sm: '12vh' }} component="main" justify="center" align="flex-start">
      <Paper withBorder shadow="sm" p="lg" radius="md" w="100%" maw={440}>
        <Stack>
          {/* Whose portal this is, when the address or the install says (the methods' answer). Its line is
              kept while the answer is on its way: arriving above the title, the name moved the whole card
              down (Lighthouse, a phone: a layout shift of 0.014). */}
          {methods.isPending ? (
            <Text fw={700} size="lg" aria-hidden>
              {'\u00a0'}
            </Text>
          ) : (
            methods.data?.organisation && (
              <Text fw={700} size="lg">
                {methods.data.organisation.name}
              </Text>
            )
          )}
          <Title order={1} size="h2">
            <FormattedMessage id="signIn.title" />
          </Title>
          {/* The phone's own picker: the sign-in screen loads no floating dropdown (a tenth of its script). */}
          <NativeSelect
            label={intl.formatMessage({ id: 'shell.language' })}
            data={LOCALES}
            value={locale}
            onChange={(event) => setLocale(event.currentTarget.value as typeof locale)}
          />
          {returnedError && (
            <Alert color="red" role="alert">
              {/* An email several organisations know cannot choose at the identity provider: the email code asks which. */}
              {returnedError === 'ORGANISATION_CHOICE_REQUIRED' ? (
                <FormattedMessage id="signIn.returnedError.ORGANISATION_CHOICE_REQUIRED" />
              ) : (
                <FormattedMessage id="signIn.returnedError" values={{ code: returnedError }} />
              )}
            </Alert>
          )}
          {methods.isPending ? <Loading /> : methods.error ? <ErrorNotice error={methods.error} /> : <Methods methods={methods.data} />}
        </Stack>
      </Paper>
    </Flex>
  );
}

function Methods({ methods }: { methods: SignInMethods }) {
  if (!methods.personas) return <MethodTabs methods={methods} />;
  // Demo mode: the personas, and for the demo organisation's real people (those invited, members
  // imported) their own email or phone code, as in production.
  return (
    <Stack>
      <DemoSignIn />
      <MethodTabs methods={{ ...methods, identity_provider: false, messenger: null, password: false }} />
    </Stack>
  );
}

function MethodTabs({ methods }: { methods: SignInMethods }) {
  const intl = useIntl();
  const tabs = [
    methods.identity_provider && 'identity_provider',
    (methods.email_code || methods.password) && 'email',
    methods.phone_code && 'phone',
    methods.messenger && 'messenger',
  ].filter((t): t is string => Boolean(t));
  return (
    <Tabs defaultValue={tabs[0] ?? null} keepMounted={false}>
      <Tabs.List grow aria-label={intl.formatMessage({ id: 'signIn.method' })}>
        {tabs.map((t) => (
          <Tabs.Tab key={t} value={t}>
            <FormattedMessage id={`signIn.method.${t}`} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="identity_provider" pt="md">
        <Button component="a" href="/v1/auth/oauth/idp/start" fullWidth>
          <FormattedMessage id="signIn.idp.continue" />
        </Button>
      </Tabs.Panel>
      <Tabs.Panel value="email" pt="md">
        <EmailSignIn code={methods.email_code} password={methods.password} />
      </Tabs.Panel>
      <Tabs.Panel value="phone" pt="md">
        <CodeSignIn channel="phone" />
      </Tabs.Panel>
      <Tabs.Panel value="messenger" pt="md">
        {methods.messenger && (
          <Button component="a" href={telegramLoginUrl(methods.messenger.bot_id, window.location.origin)} fullWidth>
            <FormattedMessage id="signIn.telegram.continue" />
          </Button>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** Email: a one-time code, or the password, whichever the user picks among those that are on. */
function EmailSignIn({ code, password }: { code: boolean; password: boolean }) {
  const intl = useIntl();
  const [how, setHow] = useState<string>(code ? 'code' : 'password');
  return (
    <Stack>
      {code && password && (
        <SegmentedControl
          value={how}
          onChange={setHow}
          aria-label={intl.formatMessage({ id: 'signIn.email.how' })}
          data={[
            { value: 'code', label: intl.formatMessage({ id: 'signIn.email.code' }) },
            { value: 'password', label: intl.formatMessage({ id: 'signIn.password' }) },
          ]}
        />
      )}
      {how === 'code' ? <CodeSignIn channel="email" /> : <PasswordSignIn />}
    </Stack>
  );
}
