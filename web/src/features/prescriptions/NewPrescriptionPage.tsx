import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFieldRefusals } from '../../lib/form-errors';
import { useCreatePrescription } from './api/usePrescriptions';
import { shrinkPhoto } from './logic/photo-size';
import { PhotoInputs } from './PhotoInputs';

const OPTIONAL = ['dosage', 'quantity', 'diagnosis', 'facility', 'notes'] as const;

/** A prescription a doctor gave the member, with a photo of the paper: the fields first, the photo after. */
export default function NewPrescriptionPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreatePrescription();
  const [photo, setPhoto] = useState<File | null>(null);
  const today = new Date().toLocaleDateString('en-CA');
  const required = (value: string) => (value.trim() ? null : intl.formatMessage({ id: 'prescriptions.required' }));
  const form = useForm({
    initialValues: {
      medication: '',
      dosage: '',
      quantity: '',
      diagnosis: '',
      prescriber_name: '',
      facility: '',
      issued_on: today,
      valid_until: '',
      notes: '',
    },
    validate: { medication: required, prescriber_name: required, issued_on: required },
  });
  const general = useFieldRefusals(form, create.error, Object.keys(form.values));
  const label = (field: string) => intl.formatMessage({ id: `prescriptions.field.${field}` });

  const submit = form.onSubmit(async (values) => {
    const optional = Object.fromEntries(OPTIONAL.filter((key) => values[key].trim()).map((key) => [key, values[key].trim()]));
    create.mutate(
      {
        body: {
          medication: values.medication.trim(),
          prescriber_name: values.prescriber_name.trim(),
          issued_on: values.issued_on,
          ...(values.valid_until ? { valid_until: values.valid_until } : {}),
          ...optional,
        },
        ...(photo ? { file: await shrinkPhoto(photo) } : {}),
      },
      { onSuccess: (prescription) => navigate(`/prescriptions/${prescription.id}`) },
    );
  });

  return (
    <Stack maw={560}>
      <Title order={1}>
        <FormattedMessage id="prescriptions.new" />
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={label('medication')} required {...form.getInputProps('medication')} />
          <TextInput label={label('dosage')} {...form.getInputProps('dosage')} />
          <TextInput label={label('quantity')} {...form.getInputProps('quantity')} />
          <TextInput label={label('prescriber_name')} required {...form.getInputProps('prescriber_name')} />
          <TextInput label={label('facility')} {...form.getInputProps('facility')} />
          <Group grow align="flex-start">
            <TextInput type="date" label={label('issued_on')} required max={today} {...form.getInputProps('issued_on')} />
            <TextInput
              type="date"
              label={label('valid_until')}
              description={intl.formatMessage({ id: 'prescriptions.validHint' })}
              {...form.getInputProps('valid_until')}
            />
          </Group>
          <TextInput label={label('diagnosis')} {...form.getInputProps('diagnosis')} />
          <Textarea label={label('notes')} autosize minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
          <PhotoInputs file={photo} onChange={setPhoto} />
          <ErrorNotice error={general} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              <FormattedMessage id="prescriptions.save" />
            </Button>
            <Button variant="default" onClick={() => navigate(-1)}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
