import { Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { UploadStep } from './steps/UploadStep';

/**
 * The first step of an import: the file. Once uploaded, the job has its own page, which keeps the file
 * (in the history's state, for this tab only) so that its mapping step can read another sheet of it.
 */
export default function NewImportPage() {
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={1}>
        <FormattedMessage id="imports.new" />
      </Title>
      <UploadStep onUploaded={(job, file) => navigate(`/imports/${job.id}`, { replace: true, state: { file } })} />
    </Stack>
  );
}
