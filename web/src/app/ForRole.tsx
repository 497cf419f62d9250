import { Alert, Button, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { can, useCurrentUser } from '../lib/session';

/**
 * A screen for the roles holding one of `anyOf`: another role that opens its address (a bookmark, a link
 * from a colleague) is told the screen is not for its role, with the way to its own start page, and sees
 * none of the screen's actions nor a failed request's "Something went wrong".
 */
export function ForRole({ anyOf, title, children }: { anyOf: readonly string[]; title: string; children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user || can(user, ...anyOf)) return children;
  return (
    <Stack align="flex-start">
      <Title order={1}>
        <FormattedMessage id={title} />
      </Title>
      <Alert color="orange" role="status">
        <FormattedMessage id="screen.notForRole" />
      </Alert>
      <Button component={Link} to="/" variant="default">
        <FormattedMessage id="notFound.home" />
      </Button>
    </Stack>
  );
}
