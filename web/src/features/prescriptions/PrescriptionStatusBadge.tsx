import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { PrescriptionStatus } from '../../api/types';

const COLOURS: Record<PrescriptionStatus, string> = { active: 'teal', used: 'blue', cancelled: 'gray', expired: 'orange' };

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light" style={{ minWidth: 'max-content' }} data-testid="prescription-status">
      <FormattedMessage id={`prescriptions.status.${status}`} />
    </Badge>
  );
}
