import { Button, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="flex-start">
      <Title order={1}>
        <FormattedMessage id="notFound.title" />
      </Title>
      <Button component={Link} to="/">
        <FormattedMessage id="notFound.home" />
      </Button>
    </Stack>
  );
}
