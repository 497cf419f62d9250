import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { Member, MemberCreate } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { fieldName } from '../../lib/row-error-message';
import { useCreateMember, useUpdateMember } from './api/useMember';
import { changedFields, fieldErrors, formValues, MEMBER_FORM_FIELDS } from './logic/member-form';

/**
 * New member, or Edit of one: the import's fields, checked by the server by the import's rules; its
 * refusals are shown under each field in the import's own sentences, in the user's language.
 */
export function MemberFormDialog({
  member,
  onClose,
  onSaved,
}: {
  member?: Member;
  onClose: () => void;
  onSaved?: (member: Member) => void;
}) {
  const intl = useIntl();
  const create = useCreateMember();
  const update = useUpdateMember();
  const saving = member ? update : create;
  const form = useForm({ initialValues: formValues(member) });
  const submit = form.onSubmit((values) => {
    const fields = changedFields(values, member);
    if (member && Object.keys(fields).length === 0) return onClose();
    const done = {
      onSuccess: (saved: Member) => {
        notify(intl, 'green', intl.formatMessage({ id: 'people.saved' }));
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => form.setErrors(fieldErrors(intl, error)),
    };
    if (member) update.mutate({ id: member.id, ...fields }, done);
    else create.mutate(fields as MemberCreate, done);
  });
  // A refusal that names fields is shown under them; anything else above the buttons.
  const general = saving.error instanceof ApiError && Object.keys(fieldErrors(intl, saving.error)).length > 0 ? null : saving.error;

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        member ? intl.formatMessage({ id: 'people.edit.title' }, { name: member.full_name }) : intl.formatMessage({ id: 'member.new' })
      }
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {MEMBER_FORM_FIELDS.map((field, index) => (
              <TextInput
                key={field}
                label={fieldName(intl, field)}
                required={field === 'external_id' || field === 'full_name'}
                description={intl.messages[`member.hint.${field}`] ? intl.formatMessage({ id: `member.hint.${field}` }) : undefined}
                autoComplete="off"
                {...(index === 0 ? { 'data-autofocus': true } : {})}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <ErrorNotice error={general} />
          <FormButtons submit="people.edit.save" onCancel={onClose} loading={saving.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
