import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Person } from '../../api/types';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/notify';
import { useResendInvitation, useSetPersonActive } from './api/usePersonActions';
import { deactivateOff } from './logic/person-controls';

/**
 * A person's row of actions. Each button is named with the person (a screen reader hears "Deactivate Hanna
 * Tesfaye"); one that is off stays in view, with the reason beside it, tied to it by aria-describedby.
 */
export function PersonActions({
  person,
  myId,
  activeSuperUsers,
  onEdit,
  onDeactivate,
}: {
  person: Person;
  myId: string | undefined;
  activeSuperUsers: number | undefined;
  onEdit: (person: Person) => void;
  onDeactivate: (person: Person) => void;
}) {
  const intl = useIntl();
  const reasonId = useId();
  const setActive = useSetPersonActive();
  const resend = useResendInvitation();
  const name = person.full_name;
  const onError = (error: unknown) => notify(intl, 'red', apiErrorMessage(intl, error));
  const off = person.status === 'deactivated' ? undefined : deactivateOff(person, myId, activeSuperUsers);

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          onClick={() => onEdit(person)}
          aria-label={intl.formatMessage({ id: 'people.edit.label' }, { name })}
        >
          <FormattedMessage id="people.edit" />
        </Button>
        {person.status === 'deactivated' ? (
          <Button
            size="xs"
            variant="light"
            loading={setActive.isPending}
            aria-label={intl.formatMessage({ id: 'people.reactivate.label' }, { name })}
            onClick={() =>
              setActive.mutate(
                { id: person.id, active: true },
                { onError, onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'people.reactivated' }, { name })) },
              )
            }
          >
            <FormattedMessage id="people.reactivate" />
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={off !== undefined}
            aria-describedby={off ? reasonId : undefined}
            aria-label={intl.formatMessage({ id: 'people.deactivate.label' }, { name })}
            onClick={() => onDeactivate(person)}
          >
            <FormattedMessage id="people.deactivate" />
          </Button>
        )}
        {person.status === 'invited' && (
          <Button
            size="xs"
            variant="subtle"
            loading={resend.isPending}
            aria-label={intl.formatMessage({ id: 'people.resend.label' }, { name })}
            onClick={() =>
              resend.mutate(person.id, { onError, onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'people.resent' })) })
            }
          >
            <FormattedMessage id="people.resend" />
          </Button>
        )}
      </Group>
      {off && (
        <Text size="xs" c="dimmed" id={reasonId} maw={260}>
          <FormattedMessage id={off === 'self' ? 'people.off.self' : 'people.off.lastSuperUser'} />
        </Text>
      )}
    </Stack>
  );
}
