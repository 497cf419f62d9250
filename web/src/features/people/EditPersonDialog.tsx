import { Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Person, StaffRole } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFieldRefusals } from '../../lib/form-errors';
import { FormButtons } from '../../components/FormButtons';
import { notify } from '../../lib/notify';
import { useUpdatePerson } from './api/usePersonActions';
import { nameProblem, rolesProblem, STAFF_ROLES } from './logic/person-controls';

/** A person's name and staff roles. The last active super user's super-user box is off, and says why. */
export function EditPersonDialog({ person, lastSuperUser, onClose }: { person: Person; lastSuperUser: boolean; onClose: () => void }) {
  const intl = useIntl();
  const update = useUpdatePerson();
  const form = useForm({
    initialValues: { full_name: person.full_name, roles: person.roles.filter((role) => role !== 'MEMBER') as string[] },
    validate: {
      full_name: (value) => {
        const problem = nameProblem(value);
        return problem && intl.formatMessage({ id: problem });
      },
      roles: (value) => {
        const problem = rolesProblem(value);
        return problem && intl.formatMessage({ id: problem });
      },
    },
  });
  const general = useFieldRefusals(form, update.error, ['full_name', 'roles']);
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: person.id, full_name: values.full_name.trim(), roles: values.roles as StaffRole[] },
      {
        onSuccess: () => {
          notify(intl, 'green', intl.formatMessage({ id: 'people.saved' }));
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'people.edit.title' }, { name: person.full_name })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={intl.formatMessage({ id: 'people.field.full_name' })}
            required
            data-autofocus
            {...form.getInputProps('full_name')}
          />
          <Checkbox.Group label={intl.formatMessage({ id: 'people.field.roles' })} required {...form.getInputProps('roles')}>
            <Stack gap="xs" mt="xs">
              {STAFF_ROLES.map((role) => {
                const kept = role === 'SUPER_USER' && lastSuperUser;
                return (
                  <Checkbox
                    key={role}
                    value={role}
                    label={intl.formatMessage({ id: `role.${role}` })}
                    disabled={kept}
                    description={kept ? intl.formatMessage({ id: 'people.off.lastSuperUser' }) : undefined}
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
          {person.roles.includes('MEMBER') && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="people.edit.member" />
            </Text>
          )}
          <ErrorNotice error={general} />
          <FormButtons submit="people.edit.save" onCancel={onClose} loading={update.isPending} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </Modal>
  );
}
