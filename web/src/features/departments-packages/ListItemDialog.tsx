import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { useFieldRefusals } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { fieldName } from '../../lib/row-error-message';
import { useSaveListItem, type ListItem, type ListKind } from './api/useLists';
import { changedFields, FORM_FIELDS, formValues, takenSentence } from './logic/list-form';

/** New department or package, or Edit of one: checked by the server by the import's rules, its refusals under each field. */
export function ListItemDialog({
  kind,
  item,
  currency,
  onClose,
}: {
  kind: ListKind;
  item?: ListItem;
  currency: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const save = useSaveListItem(kind);
  const form = useForm({ initialValues: formValues(item) });
  const submit = form.onSubmit((values) => {
    const body = changedFields(kind, values, currency, item);
    if (item && Object.keys(body).length === 0) return onClose();
    save.mutate(
      { ...(item ? { id: item.id } : {}), body },
      {
        onSuccess: () => {
          notify(intl, 'green', intl.formatMessage({ id: 'people.saved' }));
          onClose();
        },
      },
    );
  });
  const general = useFieldRefusals(form, save.error, FORM_FIELDS[kind], takenSentence(intl, kind));
  const title = item
    ? intl.formatMessage({ id: 'people.edit.title' }, { name: item.name })
    : intl.formatMessage({ id: `lists.${kind}.new` });

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {FORM_FIELDS[kind].map((field, index) => {
            const common = {
              label: fieldName(intl, field),
              autoComplete: 'off',
              ...(index === 0 ? { 'data-autofocus': true } : {}),
              ...form.getInputProps(field),
            };
            if (field === 'description') return <Textarea key={field} autosize minRows={2} {...common} />;
            if (field === 'allowance_amount') {
              return (
                <TextInput
                  key={field}
                  inputMode="decimal"
                  description={intl.formatMessage({ id: 'lists.allowance.hint' }, { currency })}
                  {...common}
                />
              );
            }
            return (
              <TextInput
                key={field}
                required
                description={field === 'code' ? intl.formatMessage({ id: `lists.${kind}.codeHint` }) : undefined}
                {...common}
              />
            );
          })}
          <ErrorNotice error={general} />
          <FormButtons submit="people.edit.save" onCancel={onClose} loading={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
