import { Checkbox, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale, StaffRole } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { useFieldRefusals } from '../../lib/form-errors';
import { LOCALES } from '../../lib/locale';
import { notify } from '../../lib/notify';
import { useInvitePerson } from './api/usePersonActions';
import { invitationProblems, STAFF_ROLES } from './logic/person-controls';

/** Invite a person: name, email and/or phone, staff roles, the language their invitation and console use. */
export function InviteDialog({ opened, onClose, defaultLocale }: { opened: boolean; onClose: () => void; defaultLocale: Locale }) {
  const intl = useIntl();
  const invite = useInvitePerson();
  const form = useForm({
    initialValues: { full_name: '', email: '', phone: '', roles: [] as string[], locale: defaultLocale },
    validate: (values) => {
      const problems = invitationProblems(values);
      return Object.fromEntries(Object.entries(problems).map(([field, id]) => [field, id ? intl.formatMessage({ id }) : null]));
    },
  });
  const general = useFieldRefusals(form, invite.error, ['full_name', 'email', 'phone', 'roles', 'locale']);
  const close = () => {
    form.reset();
    invite.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    const phone = values.phone.trim();
    invite.mutate(
      {
        full_name: values.full_name.trim(),
        roles: values.roles as StaffRole[],
        locale: values.locale,
        ...(email ? { email } : {}),
        ...(phone ? { phone } : {}),
      },
      {
        onSuccess: (person) => {
          notify(intl, 'green', intl.formatMessage({ id: 'people.invite.sent' }, { name: person.full_name }));
          close();
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={intl.formatMessage({ id: 'people.invite.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={intl.formatMessage({ id: 'people.field.full_name' })}
            required
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('full_name')}
          />
          <Text size="sm" c="dimmed" id="invite-contact-hint">
            <FormattedMessage id="people.invite.contact" />
          </Text>
          <TextInput
            label={intl.formatMessage({ id: 'people.field.email' })}
            type="email"
            autoComplete="off"
            aria-describedby="invite-contact-hint"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'people.field.phone' })}
            type="tel"
            autoComplete="off"
            aria-describedby="invite-contact-hint"
            description={intl.formatMessage({ id: 'signIn.phone.hint' })}
            {...form.getInputProps('phone')}
          />
          <Checkbox.Group label={intl.formatMessage({ id: 'people.field.roles' })} required {...form.getInputProps('roles')}>
            <Stack gap="xs" mt="xs">
              {STAFF_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={intl.formatMessage({ id: `role.${role}` })} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={intl.formatMessage({ id: 'people.field.locale' })}
            data={LOCALES}
            allowDeselect={false}
            {...form.getInputProps('locale')}
          />
          <ErrorNotice error={general} />
          <FormButtons submit="people.invite.submit" onCancel={close} loading={invite.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
