import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { JobStatus } from '../api/types';

const COLOURS: Record<JobStatus, string> = {
  uploaded: 'gray',
  mapping: 'blue',
  validating: 'blue',
  validated: 'cyan',
  preview_ready: 'indigo',
  committing: 'violet',
  completed: 'green',
  failed: 'red',
  rolled_back: 'orange',
};

/** A job's status as a coloured badge, in words of the user's language. */
export function StatusBadge({ status }: { status: JobStatus }) {
  const intl = useIntl();
  return (
    <Badge color={COLOURS[status]} variant="light" autoContrast>
      {intl.formatMessage({ id: `status.${status}` })}
    </Badge>
  );
}
