import { Box, Button, Card, Group, SemiCircleProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatMoney, type AppLocale } from '../../lib/format';
import { LOCALES } from '../../lib/locale';
import { useCurrentUser } from '../../lib/session';
import { useMyBenefits } from './api/useMyBenefits';
import { remainingPercent } from './logic/allowance';
import { LabelledValue } from '../../components/LabelledValue';
import { Loading } from '../../components/Loading';

/** A MEMBER's home, for a phone first: what is left of their allowance, then their package and details. */
export default function MyBenefitsPage() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const benefits = useMyBenefits();
  const { data: user } = useCurrentUser();
  if (benefits.isPending) return <Loading />;
  if (benefits.error) return <ErrorNotice error={benefits.error} />;
  const b = benefits.data;
  const percent = remainingPercent(b.allowance_total.amount, b.allowance_remaining.amount);
  const remaining = formatMoney(locale, b.allowance_remaining);
  const total = formatMoney(locale, b.allowance_total);

  return (
    <Stack maw={560}>
      <Stack gap={0}>
        <Title order={1}>
          <FormattedMessage id="benefits.title" />
        </Title>
        {/* The institution whose benefits these are, whole (the header cuts a long name on a phone). */}
        <Text c="dimmed" data-testid="benefits-organisation">
          {user?.org_name}
        </Text>
      </Stack>
      <Card withBorder>
        <Group wrap="nowrap" align="center">
          {/* A half ring rather than Mantine's ring, whose section tooltips bring the floating-element library (a
              tenth of this screen's download) to a phone, where a tooltip cannot be reached anyway. */}
          <Box role="img" aria-label={intl.formatMessage({ id: 'benefits.ring' }, { percent })}>
            <SemiCircleProgress
              size={120}
              thickness={12}
              value={percent}
              filledSegmentColor={percent > 20 ? 'teal' : 'orange'}
              label={`${percent}%`}
              aria-hidden
            />
          </Box>
          <Stack gap={4} miw={0}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="benefits.available" />
            </Text>
            <Text fw={700} size="xl" data-testid="allowance-remaining">
              {remaining}
            </Text>
            <Text size="sm">
              <FormattedMessage id="benefits.ofTotal" values={{ total }} />
            </Text>
            <Text size="sm" c="dimmed" data-testid="allowance-on-hold">
              <FormattedMessage id="benefits.onHold" values={{ amount: formatMoney(locale, b.reserved) }} />
            </Text>
            <Text size="sm" c="dimmed" data-testid="allowance-spent">
              <FormattedMessage id="benefits.spent" values={{ amount: formatMoney(locale, b.spent) }} />
            </Text>
          </Stack>
        </Group>
        <Group mt="md">
          <Button component={Link} to="/orders/new">
            <FormattedMessage id="orders.new.title" />
          </Button>
          <Button component={Link} to="/orders" variant="default">
            <FormattedMessage id="orders.mine" />
          </Button>
        </Group>
      </Card>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <LabelledValue label="benefits.package" value={b.package ? `${b.package.name} (${b.package.code})` : '—'} />
          <LabelledValue label="benefits.department" value={b.department ?? '—'} />
          <LabelledValue label="benefits.employeeNumber" value={b.external_id} />
          <LabelledValue label="benefits.email" value={b.email ?? '—'} />
          <LabelledValue label="benefits.phone" value={b.phone ?? '—'} />
          <LabelledValue
            label="benefits.language"
            value={
              <>
                {LOCALES.find((l) => l.value === user?.locale)?.label ?? ''} ·{' '}
                <Link to="/profile">{intl.formatMessage({ id: 'benefits.change' })}</Link>
              </>
            }
          />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
