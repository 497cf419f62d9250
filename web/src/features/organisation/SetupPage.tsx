import { Alert, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { OrganisationSetup } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { can, useCurrentUser } from '../../lib/session';
import { useOrganisationSetup } from './api/useOrganisation';
import { Loading } from '../../components/Loading';

type Step = OrganisationSetup['steps'][number];

/** Where each step's work is done. */
const WHERE: Record<Step['key'], string> = {
  invite_staff: '/people',
  departments: '/departments',
  packages: '/packages',
  first_import: '/imports/new',
  member_sign_in: '/organisation',
};

function StepRow({ step, position }: { step: Step; position: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `setup.${step.key}.title` });
  return (
    <Paper withBorder p="md" component="li" aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm" miw={0} style={{ flex: '1 1 16rem' }}>
          <ThemeIcon radius="xl" size="lg" color={step.done ? 'teal' : 'gray'} variant={step.done ? 'filled' : 'light'} aria-hidden>
            {step.done ? '✓' : intl.formatNumber(position)}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id={`setup.${step.key}.hint`} />
            </Text>
            <Text size="sm" c={step.done ? 'teal.9' : 'dimmed'}>
              {step.done ? <FormattedMessage id="setup.done" /> : <FormattedMessage id="setup.notDone" />}
              {step.count !== undefined && (
                <>
                  {' · '}
                  <FormattedMessage id={`setup.${step.key}.count`} values={{ count: step.count, more: step.more === true }} />
                </>
              )}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={WHERE[step.key]} variant={step.done ? 'default' : 'filled'}>
          <FormattedMessage id={`setup.${step.key}.action`} />
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * A new organisation's first steps, for its super user: each ticked from what is stored, with the way to
 * the screen where it is done. The console opens here until every step is done.
 */
export default function SetupPage() {
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const allowed = can(user, 'org:write');
  const setup = useOrganisationSetup(allowed);

  // Another role is told so by the route (ForRole); a role changed a moment ago reads no checklist.
  if (setup.data === null)
    return (
      <Alert color="orange" role="status" title={intl.formatMessage({ id: 'setup.title' })}>
        <FormattedMessage id="screen.notForRole" />
      </Alert>
    );
  const heading = (
    <Title order={1}>
      <FormattedMessage id="setup.title" />
    </Title>
  );
  if (setup.isPending)
    return (
      <Stack>
        {heading}
        <Loading />
      </Stack>
    );
  if (setup.error) return <ErrorNotice error={setup.error} />;

  const { steps, done } = setup.data;
  const finished = steps.filter((step) => step.done).length;
  return (
    <Stack maw={760}>
      {heading}
      <Text>
        <FormattedMessage id="setup.intro" values={{ name: user?.org_name }} />
      </Text>
      <Stack gap={4}>
        <Text size="sm" aria-hidden>
          <FormattedMessage id="setup.progress" values={{ done: finished, total: steps.length }} />
        </Text>
        <Progress.Root>
          <Progress.Section
            value={(finished / steps.length) * 100}
            color="teal"
            aria-label={intl.formatMessage({ id: 'setup.progress' }, { done: finished, total: steps.length })}
          />
        </Progress.Root>
      </Stack>
      {done && (
        <Alert color="teal" role="status" title={intl.formatMessage({ id: 'setup.ready.title' })}>
          <Stack gap="xs" align="flex-start">
            <FormattedMessage id="setup.ready.text" />
            <Button component={Link} to="/members" variant="white">
              <FormattedMessage id="setup.ready.action" />
            </Button>
          </Stack>
        </Alert>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <StepRow key={step.key} step={step} position={index + 1} />
        ))}
      </Stack>
    </Stack>
  );
}
