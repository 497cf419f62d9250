import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatDate, type AppLocale } from '../../lib/format';
import { usePrescriptions } from './api/usePrescriptions';
import { PrescriptionStatusBadge } from './PrescriptionStatusBadge';
import { Loading } from '../../components/Loading';

/** A member's prescriptions, for a phone first: each with its state and dates; add one; who viewed them. */
export default function PrescriptionsPage() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const list = usePrescriptions();
  return (
    <Stack maw={560}>
      <Group justify="space-between">
        <Title order={1}>
          <FormattedMessage id="prescriptions.title" />
        </Title>
        <Button component={Link} to="/prescriptions/new">
          <FormattedMessage id="prescriptions.new" />
        </Button>
      </Group>
      {list.isPending && <Loading />}
      <ErrorNotice error={list.error} />
      {list.data?.items.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="prescriptions.none" />
        </Text>
      )}
      {list.data?.items.map((p) => (
        <Card key={p.id} withBorder component={Link} to={`/prescriptions/${p.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={500} lineClamp={1}>
              {'medication' in p ? p.medication : intl.formatMessage({ id: 'orders.withheld' })}
            </Text>
            <PrescriptionStatusBadge status={p.status} />
          </Group>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="prescriptions.dates"
              values={{ issued: formatDate(locale, p.issued_on), until: formatDate(locale, p.valid_until) }}
            />
          </Text>
        </Card>
      ))}
      <Anchor component={Link} to="/prescriptions/viewed">
        <FormattedMessage id="disclosures.title" />
      </Anchor>
    </Stack>
  );
}
