import { Anchor, Button, Card, Group, NativeSelect, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { StatementCreate, StatementScope } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ListTable } from '../../components/ScrollableTable';
import { useDates } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { can, useCurrentUser } from '../../lib/session';
import { Loading } from '../../components/Loading';
import { statementFile, useCreateStatement, usePeriodChoices, useStatements } from './api/useStatements';

const SubjectSelect = lazy(() => import('./SubjectSelect'));

/** The scopes a role makes statements of: finance every one, HR departments and the organisation, a member their own. */
function scopesOf(user: ReturnType<typeof useCurrentUser>['data']): StatementScope[] {
  if (can(user, 'finance:write')) return ['organisation', 'department', 'provider', 'member'];
  if (can(user, 'finance:read')) return ['organisation', 'department'];
  return ['member'];
}

/**
 * Statements: make one (for the organisation, a department, a provider or a member; a period; a calendar
 * and a language), then read it or download it as CSV or PDF. A member makes and reads their own: My statement.
 */
export default function StatementsPage() {
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const own = !can(user, 'finance:read');
  const scopes = scopesOf(user);
  const list = useStatements({});
  const { date, dateTime } = useDates();
  const { locale } = useLocale();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Title order={1}>
        <FormattedMessage id={own ? 'statements.mine' : 'statements.title'} />
      </Title>
      <NewStatement scopes={scopes} own={own} />
      <Title order={2} size="h3">
        <FormattedMessage id="statements.made" />
      </Title>
      <ErrorNotice error={list.error} />
      {list.isSuccess && items.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="statements.none" />
        </Text>
      ) : (
        <ListTable
          minWidth={760}
          label={intl.formatMessage({ id: 'statements.made' })}
          columns={['number', 'of', 'period', 'closing', 'made', 'files']}
          messagePrefix="statements.column"
        >
          {items.map((statement) => (
            <Table.Tr key={statement.id}>
              <Table.Td>
                <Anchor component={Link} to={`/statements/${statement.id}`}>
                  {statement.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <FormattedMessage id={`statements.scope.${statement.scope}`} />: {statement.scope_name}
              </Table.Td>
              <Table.Td>
                {statement.period.label}
                <Text size="xs" c="dimmed">
                  {date(statement.from)} – {date(statement.to)}
                </Text>
              </Table.Td>
              <Table.Td>{formatMoney(locale, statement.totals.closing)}</Table.Td>
              <Table.Td>{dateTime(statement.created_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor href={statementFile(statement.id, 'pdf')} download>
                    PDF
                  </Anchor>
                  <Anchor href={statementFile(statement.id, 'csv')} download>
                    CSV
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
      {list.hasNextPage && (
        <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          <FormattedMessage id="common.more" />
        </Button>
      )}
    </Stack>
  );
}

function NewStatement({ scopes, own }: { scopes: StatementScope[]; own: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const periods = usePeriodChoices();
  const create = useCreateStatement();
  const [scope, setScope] = useState<StatementScope>(scopes[0]!);
  const [subject, setSubject] = useState<string | null>(null);
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [calendar, setCalendar] = useState<'gregorian' | 'ethiopian'>(locale === 'am' ? 'ethiopian' : 'gregorian');
  const [language, setLanguage] = useState<'en' | 'am'>(locale === 'am' ? 'am' : 'en');
  const period = periodId ?? periods.data?.items.find((p) => p.status === 'open')?.id ?? periods.data?.items[0]?.id ?? null;
  const needsSubject = scope !== 'organisation' && !own;
  const submit = () => {
    if (!period || (needsSubject && !subject)) return;
    const field = { department: 'department_id', provider: 'provider_id', member: 'member_id' } as const;
    const body: StatementCreate = {
      scope,
      period_id: period,
      calendar,
      locale: language,
      ...(needsSubject ? { [field[scope]]: subject! } : {}),
    };
    create.mutate(body, { onSuccess: (statement) => navigate(`/statements/${statement.id}`) });
  };
  return (
    <Card withBorder>
      <Stack>
        {scopes.length > 1 && (
          <SegmentedControl
            aria-label={intl.formatMessage({ id: 'statements.scope' })}
            value={scope}
            onChange={(value) => {
              setScope(value as StatementScope);
              setSubject(null);
            }}
            data={scopes.map((s) => ({ value: s, label: intl.formatMessage({ id: `statements.scope.${s}` }) }))}
            fullWidth
          />
        )}
        {needsSubject && (
          <Suspense fallback={<Loading size="sm" />}>
            <SubjectSelect key={scope} scope={scope} value={subject} onChange={setSubject} />
          </Suspense>
        )}
        <Group grow align="flex-end">
          {/* The phone's own pickers: short lists, nothing to search. */}
          <NativeSelect
            label={intl.formatMessage({ id: 'statements.period' })}
            required
            data={(periods.data?.items ?? []).map((p) => ({
              value: p.id,
              label: `${p.label} · ${intl.formatMessage({ id: `periods.status.${p.status}` })}`,
            }))}
            value={period ?? ''}
            onChange={(event) => setPeriodId(event.currentTarget.value)}
          />
          <NativeSelect
            label={intl.formatMessage({ id: 'statements.language' })}
            // Named in the reader's language: an option in Ethiopic would make an English screen download
            // the Ethiopic font (195 KiB) to measure the phone's own picker.
            data={(['en', 'am'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `statements.language.${value}` }) }))}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as 'en' | 'am')}
          />
        </Group>
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'statements.calendar' })}
          value={calendar}
          onChange={(value) => setCalendar(value as 'gregorian' | 'ethiopian')}
          data={[
            { value: 'gregorian', label: intl.formatMessage({ id: 'statements.calendar.gregorian' }) },
            { value: 'ethiopian', label: intl.formatMessage({ id: 'statements.calendar.ethiopian' }) },
          ]}
        />
        <ErrorNotice error={create.error} />
        <Group>
          <Button onClick={submit} loading={create.isPending} disabled={!period || (needsSubject && !subject)}>
            <FormattedMessage id={own ? 'statements.makeMine' : 'statements.make'} />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
