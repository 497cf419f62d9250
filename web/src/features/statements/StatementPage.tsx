import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LabelledValue } from '../../components/LabelledValue';
import { ListTable } from '../../components/ScrollableTable';
import { useDates } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { statementFile, useStatement, useStatementLines } from './api/useStatements';

const TOTALS = ['opening', 'granted', 'reserved', 'released', 'captured', 'adjusted', 'closing'] as const;

/** One statement: what it covers, its totals, its lines (with descriptions on a member's own), and its files. */
export default function StatementPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { locale } = useLocale();
  const { date, dateTime } = useDates();
  const statement = useStatement(id);
  const lines = useStatementLines(id);
  const s = statement.data;
  const items = lines.data?.pages.flatMap((page) => page.items) ?? [];
  const described = s?.with_descriptions ?? false;
  return (
    <Stack>
      <Anchor component={Link} to="/statements">
        <FormattedMessage id="statements.back" />
      </Anchor>
      <ErrorNotice error={statement.error} />
      {s && (
        <>
          <Group justify="space-between" align="flex-end">
            <Title order={1}>
              <FormattedMessage id="statements.one" values={{ number: s.number }} />
            </Title>
            <Group>
              <Button component="a" href={statementFile(s.id, 'pdf')} download>
                <FormattedMessage id="statements.pdf" />
              </Button>
              <Button component="a" variant="default" href={statementFile(s.id, 'csv')} download>
                <FormattedMessage id="statements.csv" />
              </Button>
            </Group>
          </Group>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <LabelledValue label={`statements.scope.${s.scope}`} value={s.scope_name} />
              <LabelledValue label="statements.period" value={`${s.period.label}: ${date(s.from)} – ${date(s.to)}`} />
              <LabelledValue label="statements.column.made" value={dateTime(s.created_at)} />
            </SimpleGrid>
          </Card>
          <Card withBorder>
            <Title order={2} size="h4" mb="xs">
              <FormattedMessage id="statements.totals" />
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
              {TOTALS.map((key) => (
                <LabelledValue key={key} label={`statements.total.${key}`} value={formatMoney(locale, s.totals[key])} />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              <FormattedMessage id="statements.identity" />
            </Text>
          </Card>
          {described && (
            <Alert color="blue" variant="light">
              <FormattedMessage id="statements.described" />
            </Alert>
          )}
          <Title order={2} size="h3">
            <FormattedMessage id="statements.lines" values={{ count: s.line_count }} />
          </Title>
          <ErrorNotice error={lines.error} />
          <ListTable
            minWidth={described ? 1000 : 860}
            label={intl.formatMessage({ id: 'statements.lines' }, { count: s.line_count })}
            columns={['date', 'order', 'member', 'provider', 'kind', 'amount', ...(described ? ['description'] : [])]}
            messagePrefix="statements.line"
          >
            {items.map((line) => (
              <Table.Tr key={line.position}>
                <Table.Td>{line.date}</Table.Td>
                <Table.Td>{line.order_number ?? '—'}</Table.Td>
                <Table.Td>
                  {line.member_name}
                  <Text size="xs" c="dimmed">
                    {line.employee_number}
                  </Text>
                </Table.Td>
                <Table.Td>{line.provider ?? '—'}</Table.Td>
                <Table.Td>
                  <FormattedMessage id={`statements.kind.${line.kind}`} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(locale, line.amount)}</Table.Td>
                {described && <Table.Td>{line.description ?? ''}</Table.Td>}
              </Table.Tr>
            ))}
          </ListTable>
          {lines.hasNextPage && (
            <Button variant="default" onClick={() => lines.fetchNextPage()} loading={lines.isFetchingNextPage}>
              <FormattedMessage id="common.more" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
