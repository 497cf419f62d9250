import { Alert, Box, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job, PreviewSummary } from '../../../api/types';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useDatasets } from '../api/useDatasets';
import { useStoredValue } from '../api/useStoredValue';
import { useCommit } from '../api/useJobActions';
import { chartHeight } from '../logic/chart-height';
import { datasetMessage } from '../logic/dataset-message';
import { fieldName } from '../../../lib/row-error-message';
import { formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { Counts } from './Counts';

const DepartmentChart = lazy(() => import('./DepartmentChart'));

/** What the commit will do: counts, the first rows as they will be stored, rows per department; then "Commit import". */
export function PreviewStep({ job, idempotencyKey, onChangeMapping }: { job: Job; idempotencyKey: string; onChangeMapping: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const commit = useCommit(job.id, idempotencyKey);
  const datasets = useDatasets();
  const shown = useStoredValue(job.dataset_type);
  const preview = job.preview;
  if (!preview) return null;
  // The dataset's fields in template order, with their labels; anything else the sample holds after them.
  const fields = datasets.data?.find((d) => d.type === job.dataset_type)?.fields ?? [];
  const keys = Object.keys(preview.sample[0] ?? {}).filter((c) => c !== 'row');
  const known = fields.filter((f) => keys.includes(f.key));
  const columns = [
    ...known.map((f) => ({ key: f.key, label: fieldName(intl, f.key, f.label) })),
    ...keys.filter((k) => !known.some((f) => f.key === k)).map((k) => ({ key: k, label: k })),
  ];
  const settlement = preview.settlement;
  return (
    <Stack>
      {settlement && (
        <Alert color="blue" variant="light" title={intl.formatMessage({ id: 'preview.settlement.title' })}>
          <FormattedMessage
            id="preview.settlement.body"
            values={{
              count: settlement.orders_to_fulfil,
              capture: formatMoney(locale, settlement.total_to_capture),
              release: formatMoney(locale, settlement.total_released),
            }}
          />
        </Alert>
      )}
      <Counts
        items={[
          ...(settlement
            ? [{ label: intl.formatMessage({ id: 'preview.toFulfil' }), value: settlement.orders_to_fulfil, colour: 'green.8' }]
            : [{ label: intl.formatMessage({ id: 'preview.toCreate' }), value: preview.to_create, colour: 'green.8' }]),
          ...(job.options.on_existing === 'update'
            ? [
                { label: intl.formatMessage({ id: 'preview.toUpdate' }), value: preview.to_update, colour: 'blue.8' },
                { label: intl.formatMessage({ id: 'preview.unchanged' }), value: preview.unchanged },
              ]
            : []),
          { label: intl.formatMessage({ id: 'preview.toSkip' }), value: preview.to_skip },
          ...(preview.excluded > 0 ? [{ label: intl.formatMessage({ id: 'preview.excluded' }), value: preview.excluded }] : []),
          { label: intl.formatMessage({ id: 'preview.total' }), value: preview.rows_total },
        ]}
      />
      {preview.changes.length > 0 && <ChangesTable changes={preview.changes} fields={fields} datasetType={job.dataset_type} />}
      <Title order={3} size="h4">
        <FormattedMessage id="preview.sample" />
      </Title>
      <ScrollableTable minWidth={columns.length * 140} label={intl.formatMessage({ id: 'preview.sample' })}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="errors.row" />
              </Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.sample.map((row) => {
              const normalised = preview.sample_normalised?.find((n) => n.row === row.row)?.cells ?? [];
              return (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  {columns.map((c) => {
                    const from = normalised.find((n) => n.field === c.key)?.from;
                    return (
                      <Table.Td key={c.key}>
                        {shown(c.key, (row as Record<string, string | null | undefined>)[c.key])}
                        {from !== undefined && (
                          <Text size="xs" c="blue.9">
                            {intl.formatMessage({ id: 'preview.normalisedFrom' }, { value: from })}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      {job.dataset_type === 'members' && (
        <>
          <Title order={3} size="h4">
            <FormattedMessage id="preview.byDepartment" />
          </Title>
          {/* The chart's room is kept while its code loads, so that nothing below it moves (a click could miss). */}
          <Suspense fallback={<Box h={chartHeight(preview.by_department)} />}>
            <DepartmentChart byDepartment={preview.by_department} />
          </Suspense>
        </>
      )}
      <ErrorNotice error={commit.error} />
      <Group>
        <Button variant="default" onClick={onChangeMapping}>
          <FormattedMessage id="validation.changeMapping" />
        </Button>
        {job.status === 'preview_ready' && (
          <Button onClick={() => commit.mutate(undefined)} loading={commit.isPending}>
            <FormattedMessage id="commit.button" />
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The first updates as a before/after table: a line per changed field. */
function ChangesTable({
  changes,
  fields,
  datasetType,
}: {
  changes: PreviewSummary['changes'];
  fields: { key: string; label: string }[];
  datasetType: string;
}) {
  const intl = useIntl();
  const label = (key: string) => fieldName(intl, key, fields.find((f) => f.key === key)?.label);
  const shown = useStoredValue(datasetType);
  const title = intl.formatMessage({ id: datasetMessage(intl.messages, 'preview.changes', datasetType) });
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      <ScrollableTable minWidth={640} label={title}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {[
                'errors.row',
                datasetType === 'members' ? 'members.column.external_id' : 'field.code',
                'mapping.field',
                'preview.before',
                'preview.after',
              ].map((id) => (
                <Table.Th key={id}>
                  <FormattedMessage id={id} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.flatMap((change) =>
              Object.entries(change.fields).map(([field, { from, to }]) => (
                <Table.Tr key={`${change.row}-${field}`}>
                  <Table.Td>{change.row}</Table.Td>
                  <Table.Td>{change.key}</Table.Td>
                  <Table.Td>{label(field)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" td="line-through" c="dimmed">
                      {from === null ? '–' : shown(field, from)}
                    </Text>
                  </Table.Td>
                  <Table.Td fw={600}>{to === null ? '–' : shown(field, to)}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
    </>
  );
}
