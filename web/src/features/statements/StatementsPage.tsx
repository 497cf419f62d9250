import { Anchor, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { StatementCreate, StatementScope } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ListTable } from '../../components/ScrollableTable';
import { useDates } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { can, useCurrentUser } from '../../lib/session';
import {
  statementFile,
  useCreateStatement,
  useDepartmentChoices,
  useMemberChoices,
  usePeriodChoices,
  useProviderChoices,
  useStatements,
} from './api/useStatements';

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
  const [memberSearch, setMemberSearch] = useState('');
  const [q] = useDebouncedValue(memberSearch.trim(), 300);
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [calendar, setCalendar] = useState<'gregorian' | 'ethiopian'>(locale === 'am' ? 'ethiopian' : 'gregorian');
  const [language, setLanguage] = useState<'en' | 'am'>(locale === 'am' ? 'am' : 'en');
  const departments = useDepartmentChoices(scope === 'department');
  const providers = useProviderChoices(scope === 'provider');
  const members = useMemberChoices(q, scope === 'member' && !own);
  const period = periodId ?? periods.data?.items.find((p) => p.status === 'open')?.id ?? periods.data?.items[0]?.id ?? null;
  const options =
    scope === 'department'
      ? (departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))
      : scope === 'provider'
        ? (providers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))
        : (members.data?.items ?? []).map((m) => ({ value: m.id, label: `${m.full_name} · ${m.external_id}` }));
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
          <Select
            label={intl.formatMessage({ id: `statements.scope.${scope}` })}
            required
            searchable
            {...(scope === 'member'
              ? { searchValue: memberSearch, onSearchChange: setMemberSearch, filter: ({ options }) => options }
              : {})}
            nothingFoundMessage={intl.formatMessage({ id: 'statements.nothingFound' })}
            data={options}
            value={subject}
            onChange={setSubject}
          />
        )}
        <Group grow align="flex-end">
          <Select
            label={intl.formatMessage({ id: 'statements.period' })}
            required
            data={(periods.data?.items ?? []).map((p) => ({
              value: p.id,
              label: `${p.label} · ${intl.formatMessage({ id: `periods.status.${p.status}` })}`,
            }))}
            value={period}
            onChange={setPeriodId}
            allowDeselect={false}
          />
          <Select
            label={intl.formatMessage({ id: 'statements.language' })}
            data={[
              { value: 'en', label: 'English' },
              { value: 'am', label: 'አማርኛ' },
            ]}
            value={language}
            onChange={(value) => setLanguage((value as 'en' | 'am') ?? 'en')}
            allowDeselect={false}
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
