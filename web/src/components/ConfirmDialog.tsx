import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from './ErrorNotice';

/**
 * A confirmation before a change that is felt at once (a deactivation): it says what happens, Cancel has
 * the focus, and the confirming button names what it does.
 */
export function ConfirmDialog({
  title,
  body,
  confirm,
  loading,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirm: string;
  loading: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }} centered>
      <Stack>
        <Text>{body}</Text>
        <ErrorNotice error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
