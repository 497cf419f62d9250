import { Table } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Disclosure } from '../api/types';
import { formatDateTime, type AppLocale } from '../lib/format';
import { ListTable } from './ScrollableTable';

/** Who read a member's clinical detail, what and when: the member's own log and a super user's view of it. */
export function DisclosureTable({ label, items }: { label: string; items: readonly Disclosure[] }) {
  const locale = useIntl().locale as AppLocale;
  return (
    <ListTable label={label} minWidth={420} columns={['who', 'what', 'at']} messagePrefix="disclosures.column">
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
  );
}
