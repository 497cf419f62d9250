import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { Provider } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { useFieldRefusals } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { fieldName } from '../../lib/row-error-message';
import { useSaveProvider } from './api/useProviders';
import { PROVIDER_FIELDS, PROVIDER_KINDS, providerBody, providerFormValues, takenSentence } from './logic/provider-form';

/** New provider, or Edit of one: checked by the server by the import's rules, its refusals under each field. */
export function ProviderDialog({ provider, onClose }: { provider?: Provider; onClose: () => void }) {
  const intl = useIntl();
  const save = useSaveProvider();
  const form = useForm({ initialValues: providerFormValues(provider) });
  const submit = form.onSubmit((values) => {
    const body = providerBody(values, provider);
    if (provider && Object.keys(body).length === 0) return onClose();
    save.mutate(
      { ...(provider ? { id: provider.id } : {}), body },
      {
        onSuccess: () => {
          notify(intl, 'green', intl.formatMessage({ id: 'people.saved' }));
          onClose();
        },
      },
    );
  });
  const general = useFieldRefusals(form, save.error, PROVIDER_FIELDS, takenSentence(intl));
  const title = provider
    ? intl.formatMessage({ id: 'people.edit.title' }, { name: provider.name })
    : intl.formatMessage({ id: 'providers.new' });

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {PROVIDER_FIELDS.map((field, index) => {
            const common = {
              label: fieldName(intl, field),
              ...(index === 0 ? { 'data-autofocus': true } : {}),
              ...form.getInputProps(field),
            };
            if (field === 'kind')
              return (
                <NativeSelect
                  key={field}
                  required
                  data={PROVIDER_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `providers.kind.${kind}` }) }))}
                  {...common}
                />
              );
            return (
              <TextInput
                key={field}
                required={field === 'code' || field === 'name'}
                autoComplete="off"
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
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
