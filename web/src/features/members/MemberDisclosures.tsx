import { Card, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ListTable } from '../../components/ScrollableTable';
import { api, unwrap } from '../../lib/api';
import { formatDateTime, type AppLocale } from '../../lib/format';

/** For a super user: who read this member's clinical detail, and when (the member sees the same list). */
export function MemberDisclosures({ memberId }: { memberId: string }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const log = useQuery({
    queryKey: ['disclosures', memberId],
    queryFn: () => unwrap(api.GET('/v1/members/{id}/disclosures', { params: { path: { id: memberId }, query: { limit: 20 } } })),
  });
  if (log.error) return <ErrorNotice error={log.error} />;
  const items = log.data?.items ?? [];
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        <FormattedMessage id="member.disclosures" />
      </Title>
      {log.data && items.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="disclosures.none" />
        </Text>
      ) : (
        <ListTable
          label={intl.formatMessage({ id: 'member.disclosures' })}
          minWidth={420}
          columns={['who', 'what', 'at']}
          messagePrefix="disclosures.column"
        >
          {items.map((item) => (
            <Table.Tr key={`${item.at}${item.resource_id}${item.what}`}>
              <Table.Td>{item.actor.full_name}</Table.Td>
              <Table.Td>
                <FormattedMessage id={`disclosures.what.${item.what}`} />
              </Table.Td>
              <Table.Td>{formatDateTime(locale, item.at)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Card>
  );
}
