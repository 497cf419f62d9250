import { Alert, Button, Group, NumberInput, Progress, Select, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Job } from '../../../api/types';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { formatBytes } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useImportableDatasets } from '../api/useDatasets';
import { useLimits } from '../api/useLimits';
import { useUploadJob } from '../api/useUploadJob';

const ACCEPT = {
  'text/csv': ['.csv'],
  'text/plain': ['.csv', '.txt'],
  'application/vnd.ms-excel': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The template, then the file: dropped or chosen, sent with a progress bar of the bytes sent. */
export function UploadStep({ onUploaded }: { onUploaded: (job: Job, file: File) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const datasets = useImportableDatasets();
  const limits = useLimits();
  const uploadJob = useUploadJob();
  // A screen that imports its own list (Providers) opens this one with ?dataset=.
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState(searchParams.get('dataset'));
  // Members first for HR; finance, who imports only providers, starts there.
  const importable = datasets.data ?? [];
  const datasetType =
    importable.find((d) => d.type === chosen)?.type ??
    importable.find((d) => d.type === 'members')?.type ??
    importable[0]?.type ??
    'members';
  const [headerRow, setHeaderRow] = useState<number | undefined>();
  const [rejected, setRejected] = useState<string | undefined>();
  const maxBytes = limits.data?.max_upload_bytes;

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setRejected(undefined);
    uploadJob.mutate({ datasetType, file, headerRow }, { onSuccess: (job) => onUploaded(job, file) });
  };
  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setRejected(
      intl.formatMessage(
        { id: code === 'file-too-large' ? 'upload.tooLarge' : code === 'too-many-files' ? 'upload.oneFile' : 'upload.wrongType' },
        { limit: maxBytes ? formatBytes(locale, maxBytes) : '' },
      ),
    );
  };
  const percent =
    uploadJob.progress && uploadJob.progress.total > 0 ? Math.round((uploadJob.progress.sent / uploadJob.progress.total) * 100) : 0;

  return (
    <Stack maw={720}>
      <Group align="flex-end">
        <Select
          label={intl.formatMessage({ id: 'upload.dataset' })}
          data={(importable.length > 0 ? importable : [{ type: datasetType }]).map((d) => ({
            value: d.type,
            label: intl.formatMessage({ id: `dataset.${d.type}`, defaultMessage: d.type }),
          }))}
          value={datasetType}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
        />
        <Button component="a" variant="default" href={`/v1/migration/templates/${encodeURIComponent(datasetType)}`} download>
          <FormattedMessage id="upload.template" />
        </Button>
      </Group>
      <NumberInput
        label={intl.formatMessage({ id: 'upload.headerRow' })}
        description={intl.formatMessage({ id: 'upload.headerRow.hint' })}
        value={headerRow ?? ''}
        onChange={(value) => setHeaderRow(typeof value === 'number' && value >= 1 ? value : undefined)}
        min={1}
        max={1048576}
        allowDecimal={false}
        allowNegative={false}
        maw={320}
      />
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={ACCEPT}
        maxSize={maxBytes}
        multiple={false}
        loading={uploadJob.isPending}
        activateOnKeyboard
        inputProps={{ 'aria-label': intl.formatMessage({ id: 'upload.file' }) }}
        // A named group, not a button: the file input inside it is the control (axe: nested-interactive).
        role="group"
        aria-label={intl.formatMessage({ id: 'upload.dropzone' })}
      >
        <Stack align="center" gap={4} py="xl" style={{ pointerEvents: 'none' }}>
          <Text size="lg" fw={600}>
            <FormattedMessage id="upload.drop" />
          </Text>
          {limits.data && (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="upload.limits"
                values={{
                  size: maxBytes ? formatBytes(locale, maxBytes) : '…',
                  rows: limits.data.max_rows,
                }}
              />
            </Text>
          )}
        </Stack>
      </Dropzone>
      {uploadJob.isPending && (
        <Stack gap={4}>
          <Progress value={percent} aria-label={intl.formatMessage({ id: 'upload.progress' })} animated={percent >= 100} />
          <Text size="sm" c="dimmed">
            {percent >= 100 ? (
              <FormattedMessage id="upload.reading" />
            ) : (
              <FormattedMessage
                id="upload.sent"
                values={{
                  sent: formatBytes(locale, uploadJob.progress?.sent ?? 0),
                  total: formatBytes(locale, uploadJob.progress?.total ?? 0),
                }}
              />
            )}
          </Text>
        </Stack>
      )}
      {rejected && (
        <Alert color="red" role="alert">
          {rejected}
        </Alert>
      )}
      <ErrorNotice error={uploadJob.error} title={intl.formatMessage({ id: 'upload.failed' })} />
    </Stack>
  );
}
