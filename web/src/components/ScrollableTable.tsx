import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box can take the focus, so a
 * keyboard user can scroll it too (WCAG 2.1.1), and is named for screen readers. The browser's own
 * scrolling (what Mantine's Table.ScrollContainer does with type="native"), without the custom scroll
 * area that component brings along: a tenth of a list screen's download on a phone.
 */
export function ScrollableTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

/** A list's table: scrollable on a phone, one header per column named from `<messagePrefix>.<column>`, the rows as children. */
export function ListTable({
  label,
  minWidth,
  columns,
  messagePrefix,
  children,
}: {
  label: string;
  minWidth: number;
  columns: readonly string[];
  messagePrefix: string;
  children: ReactNode;
}) {
  return (
    <ScrollableTable minWidth={minWidth} label={label}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>
                <FormattedMessage id={`${messagePrefix}.${column}`} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
