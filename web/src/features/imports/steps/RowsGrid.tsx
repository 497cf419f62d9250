import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job, JobRow, RowFilter, RowPatch, ValidationReport } from '../../../api/types';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { AnySelect } from '../../../components/ListFilters';
import { Pages } from '../../../components/Pages';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatNumber } from '../../../lib/format';
import { preloadable } from '../../../lib/preloadable';
import { useLocale } from '../../../lib/locale';
import { useEditRow } from '../api/useJobActions';
import { useStoredValue } from '../api/useStoredValue';
import { ROWS_PAGE_SIZE, useJobRows } from '../api/useJobRows';
import { notify } from '../../../lib/notify';
import { fieldName, rowErrorMessage } from '../../../lib/row-error-message';

// The dialog's form and modal code is fetched when a row is first edited, not with the grid.
const EditRowDialog = preloadable(() => import('./EditRowDialog').then((dialog) => ({ default: dialog.EditRowDialog })));

const FILTERS: RowFilter[] = ['errors', 'all', 'edited', 'excluded', 'valid'];

/**
 * The row number and the row's actions stay in view while a wide file's columns scroll between them
 * (at 1366 px a file of twelve columns put Edit and Exclude off screen).
 */
const STICKY = { position: 'sticky', zIndex: 1, background: 'var(--mantine-color-body)' } as const;
const STICKY_START = { ...STICKY, insetInlineStart: 0, boxShadow: 'inset -1px 0 var(--mantine-color-default-border)' } as const;
const STICKY_END = { ...STICKY, insetInlineEnd: 0, boxShadow: 'inset 1px 0 var(--mantine-color-default-border)' } as const;

/**
 * The rows of the file as they will be imported, a page at a time: cells with errors marked, each row
 * editable in a dialog or excluded with one button. Each change is revalidated by the server at once,
 * and the counts above follow.
 */
export function RowsGrid({ job, report }: { job: Job; report: ValidationReport }) {
  const shown = useStoredValue(job.dataset_type);
  const storedOf = (row: JobRow, column: string) => {
    const normalised = row.normalised.find((n) => n.column === column);
    return normalised && shown(normalised.field, normalised.to);
  };
  const intl = useIntl();
  const { locale } = useLocale();
  const [filter, setFilter] = useState<RowFilter>(report.error_count > 0 ? 'errors' : 'all');
  const [code, setCode] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<JobRow | null>(null);
  const query = { filter, page, page_size: ROWS_PAGE_SIZE, ...(code ? { code } : {}), ...(field ? { field } : {}) };
  const rows = useJobRows(job.id, query);
  const edit = useEditRow(job.id);
  const total = rows.data?.total_items ?? 0;
  const pages = Math.max(1, rows.data?.total_pages ?? 1);

  const save = (row: JobRow, patch: RowPatch, done?: () => void) =>
    edit.mutate(
      { row: row.row, patch },
      {
        onSuccess: (answer) => {
          done?.();
          const left = 'validation' in answer ? (answer.validation?.error_count ?? 0) : 0;
          notify(
            intl,
            'green',
            intl.formatMessage({ id: 'rows.saved' }, { row: row.row, errors: left, shown: formatNumber(locale, left) }),
          );
        },
        onError: (error) => notify(intl, 'red', apiErrorMessage(intl, error)),
      },
    );
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack>
      <Title order={3} size="h4">
        <FormattedMessage id="rows.title" />
      </Title>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="rows.help" />
      </Text>
      <Group align="flex-end">
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'rows.filter' })}
          value={filter}
          onChange={refilter((value: string) => setFilter(value as RowFilter))}
          data={FILTERS.map((f) => ({ value: f, label: intl.formatMessage({ id: `rows.filter.${f}` }) }))}
        />
        <AnySelect
          label={intl.formatMessage({ id: 'errors.filter.code' })}
          options={Object.keys(report.errors_by_code).map((c) => ({
            value: c,
            label: intl.formatMessage({ id: `code.${c}`, defaultMessage: c }),
          }))}
          value={code}
          onChange={refilter(setCode)}
        />
        <AnySelect
          label={intl.formatMessage({ id: 'errors.filter.field' })}
          options={Object.keys(report.errors_by_field).map((f) => ({ value: f, label: fieldName(intl, f) }))}
          value={field}
          onChange={refilter(setField)}
        />
        <Text size="sm" c="dimmed" role="status">
          <FormattedMessage id="rows.count" values={{ count: total, shown: formatNumber(locale, total) }} />
        </Text>
      </Group>
      <ErrorNotice error={rows.error} />
      <ScrollableTable minWidth={160 + job.columns.length * 150} label={intl.formatMessage({ id: 'rows.table' })}>
        <Table striped layout="fixed" aria-busy={rows.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70} style={STICKY_START}>
                <FormattedMessage id="errors.row" />
              </Table.Th>
              {job.columns.map((column) => (
                <Table.Th key={column} w={150}>
                  {column}
                </Table.Th>
              ))}
              <Table.Th w={210} style={STICKY_END}>
                <VisuallyHidden>
                  <FormattedMessage id="rows.actions" />
                </VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.data?.items.map((row) => (
              <Table.Tr key={row.row} opacity={row.excluded ? 0.6 : 1}>
                <Table.Td style={STICKY_START}>
                  <Stack gap={2}>
                    <Text size="sm">{row.row}</Text>
                    {row.excluded && (
                      <Badge size="xs" color="gray">
                        {intl.formatMessage({ id: 'rows.excludedBadge' })}
                      </Badge>
                    )}
                    {row.edited && (
                      <Badge size="xs" color="blue">
                        {intl.formatMessage({ id: 'rows.editedBadge' })}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                {job.columns.map((column) => (
                  <RowCell
                    key={column}
                    value={row.cells[column] ?? ''}
                    problems={row.errors.filter((e) => e.column === column)}
                    stored={storedOf(row, column)}
                  />
                ))}
                <Table.Td style={STICKY_END}>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(row)}
                      onPointerEnter={() => void EditRowDialog.preload()}
                      onFocus={() => void EditRowDialog.preload()}
                      disabled={row.excluded}
                      aria-label={intl.formatMessage({ id: 'rows.edit.label' }, { row: row.row })}
                    >
                      <FormattedMessage id="rows.edit" />
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={edit.isPending && edit.variables?.row === row.row && 'excluded' in edit.variables.patch}
                      onClick={() => save(row, { excluded: !row.excluded })}
                      aria-label={intl.formatMessage({ id: row.excluded ? 'rows.include.label' : 'rows.exclude.label' }, { row: row.row })}
                    >
                      <FormattedMessage id={row.excluded ? 'rows.include' : 'rows.exclude'} />
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      {rows.data && total === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="rows.none" />
        </Text>
      )}
      <Group justify="space-between">
        <Pages total={pages} value={page} onChange={setPage} />
        <Button component="a" variant="default" href={`/v1/migration/jobs/${job.id}/corrected-file`} download>
          <FormattedMessage id="rows.download" />
        </Button>
      </Group>
      {editing && (
        <Suspense>
          <EditRowDialog
            columns={job.columns}
            row={editing}
            saving={edit.isPending}
            onCancel={() => setEditing(null)}
            onSave={(cells) => save(editing, { cells }, () => setEditing(null))}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * A cell as it will be imported; one read from another form says what is stored ("1,500.00": 1500.00);
 * one with a problem is marked, and says what the problem is.
 */
function RowCell({ value, problems, stored }: { value: string; problems: JobRow['errors']; stored?: string | undefined }) {
  const intl = useIntl();
  if (problems.length === 0)
    return (
      <Table.Td>
        <Text size="sm" truncate="end" title={value}>
          {value}
        </Text>
        {stored !== undefined && (
          <Text size="xs" c="blue.9" truncate="end">
            {intl.formatMessage({ id: 'rows.storedAs' }, { value: stored })}
          </Text>
        )}
      </Table.Td>
    );
  const message = problems.map((p) => rowErrorMessage(intl, p)).join(' ');
  // The problem is said whole (a sentence cut at the cell's edge told nothing); a long value is whole in Edit.
  return (
    <Table.Td bg="var(--mantine-color-red-light)" style={{ verticalAlign: 'top' }}>
      <Text size="sm" truncate="end" c="red.9" fw={600} title={value}>
        {value || '—'}
      </Text>
      <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </Table.Td>
  );
}
