import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useDates } from '../../lib/dates';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { Member } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/notify';
import { fieldName } from '../../lib/row-error-message';
import { can, useCurrentUser } from '../../lib/session';
import { useMember, useMemberHistory, useSetMemberActive } from './api/useMember';
import { MEMBER_FORM_FIELDS } from './logic/member-form';
import { MemberAccount } from './MemberAccount';
import { MemberDisclosures } from './MemberDisclosures';
import { MemberFormDialog } from './MemberFormDialog';
import { MemberImports } from './MemberImports';
import { useCurrency } from '../../lib/organisation-query';
import { usePackages } from './api/useReferences';
import { formatMoney, formatPhone } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { Loading } from '../../components/Loading';

/** Shown in the user's calendar; the other fields as stored. */
const DATE_FIELDS: ReadonlySet<string> = new Set(['date_of_birth', 'employment_start_date']);

/** One member for HR and finance: every field and the history of changes; for HR Edit, Deactivate, Reactivate. */
export default function MemberPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const dates = useDates();
  const { locale } = useLocale();
  const currency = useCurrency();
  const packages = usePackages();
  const { data: user } = useCurrentUser();
  const member = useMember(id);
  const history = useMemberHistory(id);
  const setActive = useSetMemberActive();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (member.isPending) return <Loading />;
  if (member.error) return <ErrorNotice error={member.error} />;
  const m: Member = member.data;
  const writes = can(user, 'members:write');
  const name = m.full_name;
  const onError = (error: unknown) => notify(intl, 'red', apiErrorMessage(intl, error));
  const packageName = packages.data?.find((p) => p.code === m.package_code)?.name;
  /** A field as people read it: dates in their calendar, money in the currency, a phone grouped, a choice in their language. */
  const shown = (field: (typeof MEMBER_FORM_FIELDS)[number]): string => {
    const value = m[field];
    if (value == null || value === '') return '—';
    if (DATE_FIELDS.has(field)) return dates.date(value);
    if (field === 'gender') return intl.formatMessage({ id: `gender.${value}` });
    if (field === 'phone') return formatPhone(value);
    if (field === 'allowance_amount') return currency.data ? formatMoney(locale, { amount: value, currency: currency.data }) : value;
    if (field === 'package_code' && packageName) return `${packageName} (${value})`;
    return value;
  };

  return (
    <Stack maw={860}>
      <Anchor component={Link} to="/members">
        <FormattedMessage id="member.back" />
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{name}</Title>
          <Badge color={m.status === 'active' ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
            <FormattedMessage id={`members.status.${m.status}`} />
          </Badge>
        </Stack>
        {writes && (
          <Group>
            <Button variant="default" onClick={() => setEditing(true)}>
              <FormattedMessage id="people.edit" />
            </Button>
            {m.status === 'active' ? (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                <FormattedMessage id="people.deactivate" />
              </Button>
            ) : (
              <Button
                variant="light"
                loading={setActive.isPending}
                onClick={() =>
                  setActive.mutate(
                    { id: m.id, active: true },
                    { onError, onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'member.reactivated' }, { name })) },
                  )
                }
              >
                <FormattedMessage id="people.reactivate" />
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {MEMBER_FORM_FIELDS.map((field) => (
            <div key={field} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {fieldName(intl, field)}
              </Text>
              <Text style={{ overflowWrap: 'anywhere' }}>
                {shown(field)}
                {field === 'allowance_amount' && m.allowance_follows_package && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    <FormattedMessage id="member.allowance.follows" />
                  </Text>
                )}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Card>
      {can(user, 'finance:read', 'members:read') && <MemberAccount memberId={m.id} />}
      {can(user, 'clinical:read') && <MemberDisclosures memberId={m.id} />}
      <Title order={2} size="h3">
        <FormattedMessage id="member.imports" />
      </Title>
      <MemberImports memberId={m.id} />
      <Title order={2} size="h3">
        <FormattedMessage id="member.history" />
      </Title>
      <ErrorNotice error={history.error} />
      {history.data?.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="member.history.none" />
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {(history.data ?? []).map((event) => {
            const changes = Object.keys((event.data.changes as Record<string, unknown> | undefined) ?? {});
            return (
              <Timeline.Item key={event.id} title={intl.formatMessage({ id: `member.event.${event.kind}`, defaultMessage: event.kind })}>
                <Text size="sm" c="dimmed">
                  {dates.dateTime(event.occurred_at)}
                </Text>
                {changes.length > 0 && <Text size="sm">{changes.map((field) => fieldName(intl, field)).join(', ')}</Text>}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {editing && <MemberFormDialog member={m} onClose={() => setEditing(false)} />}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'people.deactivate.title' }, { name })}
          body={intl.formatMessage({ id: 'member.deactivate.body' }, { name })}
          confirm={intl.formatMessage({ id: 'people.deactivate.confirm' }, { name })}
          loading={setActive.isPending}
          onConfirm={() =>
            setActive.mutate(
              { id: m.id, active: false },
              {
                onError,
                onSuccess: () => {
                  notify(intl, 'green', intl.formatMessage({ id: 'member.deactivated' }, { name }));
                  setConfirming(false);
                },
              },
            )
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
