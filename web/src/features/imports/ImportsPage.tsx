import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDates } from '../../lib/dates';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { JobStatus } from '../../api/types';
import { ScrollableTable } from '../../components/ScrollableTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { AnySelect } from '../../components/ListFilters';
import { Pages } from '../../components/Pages';
import { StatusBadge } from '../../components/StatusBadge';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { useDatasets, useImportableDatasets } from './api/useDatasets';
import { useJobs } from './api/useJobs';

const STATUSES: JobStatus[] = [
  'uploaded',
  'mapping',
  'validating',
  'validated',
  'preview_ready',
  'committing',
  'completed',
  'failed',
  'rolled_back',
];
const PAGE_SIZE = 20;

/** The organisation's imports, newest first, with filters; "New import" for those who may import. */
export default function ImportsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const dates = useDates();
  const [status, setStatus] = useState<JobStatus | null>(null);
  const [datasetType, setDatasetType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const datasets = useDatasets();
  const importable = useImportableDatasets();
  const jobs = useJobs({
    page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(datasetType ? { dataset_type: datasetType } : {}),
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>
          <FormattedMessage id="imports.title" />
        </Title>
        {(importable.data?.length ?? 0) > 0 && (
          <Button component={Link} to="/imports/new">
            <FormattedMessage id="imports.new" />
          </Button>
        )}
      </Group>
      <Group>
        <AnySelect
          label={intl.formatMessage({ id: 'imports.filter.status' })}
          options={STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `status.${s}` }) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <AnySelect
          label={intl.formatMessage({ id: 'imports.filter.dataset' })}
          options={(datasets.data ?? []).map((d) => ({
            value: d.type,
            label: intl.formatMessage({ id: `dataset.${d.type}`, defaultMessage: d.type }),
          }))}
          value={datasetType}
          onChange={(value) => {
            setDatasetType(value);
            setPage(1);
          }}
        />
      </Group>
      <ErrorNotice error={jobs.error} />
      <ScrollableTable minWidth={640} label={intl.formatMessage({ id: 'imports.title' })}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="imports.column.file" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="imports.column.status" />
              </Table.Th>
              <Table.Th ta="end">
                <FormattedMessage id="imports.column.rows" />
              </Table.Th>
              <Table.Th ta="end">
                <FormattedMessage id="imports.column.errors" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="imports.column.created" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.data?.items.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/imports/${job.id}`}>
                    {job.file_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={job.status} />
                </Table.Td>
                <Table.Td ta="end">{formatNumber(locale, job.row_count)}</Table.Td>
                <Table.Td ta="end">{job.error_count === null ? '–' : formatNumber(locale, job.error_count)}</Table.Td>
                <Table.Td>{dates.dateTime(job.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
      {jobs.data && jobs.data.total_items === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="imports.empty" />
        </Text>
      )}
      <Pages total={jobs.data?.total_pages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}
