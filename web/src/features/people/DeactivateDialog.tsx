import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Person } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { notify } from '../../lib/notify';
import { useSetPersonActive } from './api/usePersonActions';

/** The confirmation before a deactivation: it names the person and says what happens to them. */
export function DeactivateDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const intl = useIntl();
  const setActive = useSetPersonActive();
  const name = person.full_name;
  const confirm = () =>
    setActive.mutate(
      { id: person.id, active: false },
      {
        onSuccess: () => {
          notify(intl, 'green', intl.formatMessage({ id: 'people.deactivated' }, { name }));
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'people.deactivate.title' }, { name })} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }} centered>
      <Stack>
        <Text>
          <FormattedMessage id="people.deactivate.body" values={{ name }} />
        </Text>
        <ErrorNotice error={setActive.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button color="red" onClick={confirm} loading={setActive.isPending}>
            <FormattedMessage id="people.deactivate.confirm" values={{ name }} />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
