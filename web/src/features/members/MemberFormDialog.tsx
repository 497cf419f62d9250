import { Modal, NativeSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { Member, MemberCreate } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { useFieldRefusals } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { fieldName } from '../../lib/row-error-message';
import { dateFromInput, dateForInput } from '../../lib/calendar-dates';
import { useCurrentUser } from '../../lib/session';
import { useCreateMember, useUpdateMember } from './api/useMember';
import { useDepartments, usePackages } from './api/useReferences';
import { changedFields, formValues, MEMBER_FORM_FIELDS, type MemberFormField } from './logic/member-form';

const DATE_FIELDS: readonly MemberFormField[] = ['date_of_birth', 'employment_start_date'];
const GENDERS = ['female', 'male', 'other'] as const;

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
  const calendar = useCurrentUser().data?.calendar ?? 'gregorian';
  const departments = useDepartments();
  const packages = usePackages();
  // Dates in the user's calendar, as the member's page shows them.
  const form = useForm({
    initialValues: {
      ...formValues(member),
      date_of_birth: dateForInput(member?.date_of_birth, calendar),
      employment_start_date: dateForInput(member?.employment_start_date, calendar),
    },
  });
  /** The choices of a select: the organisation's active ones, and the member's own even if archived since. */
  const choices = (options: { value: string; label: string; status: string }[], held: string | null | undefined) => {
    const offered = options.filter((option) => option.status === 'active' || option.value === held);
    return held && !offered.some((option) => option.value === held) ? [...offered, { value: held, label: held }] : offered;
  };
  const submit = form.onSubmit((typed) => {
    const values = { ...typed };
    const wrong: Partial<Record<MemberFormField, string>> = {};
    for (const field of DATE_FIELDS) {
      const read = dateFromInput(typed[field], calendar);
      if ('invalid' in read) wrong[field] = intl.formatMessage({ id: 'member.date.invalid' });
      else values[field] = read.value ?? '';
    }
    if (Object.keys(wrong).length > 0) return form.setErrors(wrong);
    const fields = changedFields(values, member);
    if (member && Object.keys(fields).length === 0) return onClose();
    const done = {
      onSuccess: (saved: Member) => {
        notify(intl, 'green', intl.formatMessage({ id: 'people.saved' }));
        onSaved?.(saved);
        onClose();
      },
    };
    if (member) update.mutate({ id: member.id, ...fields }, done);
    else create.mutate(fields as MemberCreate, done);
  });
  const hint = (field: MemberFormField) =>
    DATE_FIELDS.includes(field)
      ? intl.formatMessage({ id: `member.date.hint.${calendar}` })
      : intl.messages[`member.hint.${field}`]
        ? intl.formatMessage({ id: `member.hint.${field}` })
        : undefined;
  // A refusal that names fields is shown under them; anything else above the buttons.
  const general = useFieldRefusals(form, saving.error, MEMBER_FORM_FIELDS);

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
            {MEMBER_FORM_FIELDS.map((field, index) => {
              const common = {
                label: fieldName(intl, field),
                description: hint(field),
                ...(index === 0 ? { 'data-autofocus': true } : {}),
                ...form.getInputProps(field),
              };
              if (field === 'gender')
                return (
                  <NativeSelect
                    key={field}
                    {...common}
                    data={[
                      { value: '', label: '—' },
                      ...GENDERS.map((value) => ({ value, label: intl.formatMessage({ id: `gender.${value}` }) })),
                    ]}
                  />
                );
              if (field === 'department' || field === 'package_code') {
                const options =
                  field === 'department'
                    ? (departments.data ?? []).map((d) => ({ value: d.name, label: d.name, status: d.status }))
                    : (packages.data ?? []).map((p) => ({ value: p.code, label: `${p.name} (${p.code})`, status: p.status }));
                return (
                  <Select
                    key={field}
                    {...common}
                    data={choices(options, member?.[field])}
                    value={form.values[field] || null}
                    onChange={(value) => form.setFieldValue(field, value ?? '')}
                    clearable
                    searchable
                    nothingFoundMessage={intl.formatMessage({ id: 'member.choice.none' })}
                  />
                );
              }
              return (
                <TextInput
                  key={field}
                  {...common}
                  required={field === 'external_id' || field === 'full_name'}
                  autoComplete="off"
                  inputMode={DATE_FIELDS.includes(field) ? 'numeric' : undefined}
                />
              );
            })}
          </SimpleGrid>
          <ErrorNotice error={general} />
          <FormButtons submit="people.edit.save" onCancel={onClose} loading={saving.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
