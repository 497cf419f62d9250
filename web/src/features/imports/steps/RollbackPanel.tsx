import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDates } from '../../../lib/dates';
import { useDisclosure } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../api/types';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useCountdown } from '../../../components/useCountdown';
import { formatDuration, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { can, useCurrentUser } from '../../../lib/session';
import { useRollback } from '../api/useJobActions';
import { datasetMessage } from '../logic/dataset-message';

/** "Roll back" within the window, after a dialog that says what it does; then what it did. */
export function RollbackPanel({ job }: { job: Job }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const dates = useDates();
  const { data: user } = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  const rollback = useRollback(job.id);
  const deadline = job.rollback_deadline ? Date.parse(job.rollback_deadline) : undefined;
  const left = useCountdown(deadline);

  if (job.status === 'rolled_back' && job.rollback)
    return (
      <Alert color="orange" role="status" title={intl.formatMessage({ id: 'rollback.done' })}>
        <FormattedMessage
          id={datasetMessage(intl.messages, 'rollback.doneText', job.dataset_type)}
          values={{
            deactivated: job.rollback.deactivated,
            restored: job.rollback.restored ?? 0,
            skipped: job.rollback.skipped,
          }}
        />
        {Object.entries(job.rollback.skipped_reasons).map(([code, n]) => (
          <Text key={code} size="sm">
            {intl.formatMessage({ id: datasetMessage(intl.messages, `rollback.reason.${code}`, job.dataset_type), defaultMessage: code })}:{' '}
            {formatNumber(locale, n)}
          </Text>
        ))}
      </Alert>
    );
  if (job.status !== 'completed' || !can(user, 'migration:rollback')) return null;
  if (deadline !== undefined && left === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="rollback.expired" />
      </Text>
    );
  return (
    <>
      <Group>
        <Button color="orange" variant="outline" onClick={open}>
          <FormattedMessage id="rollback.button" />
        </Button>
        {deadline !== undefined && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="rollback.windowLeft" values={{ time: formatDuration(left) }} />
          </Text>
        )}
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: 'rollback.confirmTitle' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
        centered
      >
        <Stack>
          <Text>
            <FormattedMessage
              id={datasetMessage(intl.messages, 'rollback.explain', job.dataset_type)}
              values={{ created: job.result?.created ?? 0, updated: job.result?.updated ?? 0 }}
            />
          </Text>
          {deadline !== undefined && (
            <Text size="sm">
              <FormattedMessage
                id="rollback.deadline"
                values={{ deadline: dates.dateTime(job.rollback_deadline!), time: formatDuration(left) }}
              />
            </Text>
          )}
          <ErrorNotice error={rollback.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button color="red.9" loading={rollback.isPending} onClick={() => rollback.mutate(undefined, { onSuccess: close })}>
              <FormattedMessage id="rollback.confirm" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
