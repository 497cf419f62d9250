import { Alert, Select, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { Job } from '../../../api/types';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useUploadJob } from '../api/useUploadJob';

/**
 * Which sheet of a workbook was read, and the others: with the file still at hand (just uploaded in this
 * tab), another is read by uploading it again with that sheet; the new job replaces this one on screen.
 */
export function SheetChoice({ job }: { job: Job }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const file = (useLocation().state as { file?: unknown } | null)?.file;
  const uploadJob = useUploadJob();
  if (job.sheet === null) return null;
  if (job.other_sheets.length === 0)
    return (
      <Alert color="blue" role="status">
        {intl.formatMessage({ id: 'mapping.sheet.read' }, { sheet: job.sheet })}
      </Alert>
    );
  if (!(file instanceof File))
    return (
      <Alert color="blue" role="status">
        {intl.formatMessage({ id: 'mapping.sheet.others' }, { sheet: job.sheet, others: job.other_sheets.join(', ') })}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Select
        label={intl.formatMessage({ id: 'mapping.sheet' })}
        description={intl.formatMessage({ id: 'mapping.sheet.choose' })}
        data={[job.sheet, ...job.other_sheets]}
        value={job.sheet}
        allowDeselect={false}
        disabled={uploadJob.isPending}
        maw={360}
        onChange={(sheet) => {
          if (!sheet || sheet === job.sheet) return;
          uploadJob.mutate(
            { datasetType: job.dataset_type, file, sheet },
            { onSuccess: (next) => navigate(`/imports/${next.id}`, { replace: true, state: { file } }) },
          );
        }}
      />
      <ErrorNotice error={uploadJob.error} />
    </Stack>
  );
}
