import { FileInput, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

/** The paper's photo, taken with the phone's camera or chosen (a photo or a PDF scan). */
export function PhotoInputs({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const intl = useIntl();
  return (
    <Group grow align="flex-start">
      <FileInput
        label={intl.formatMessage({ id: 'prescriptions.photo.take' })}
        accept="image/*"
        capture="environment"
        placeholder={intl.formatMessage({ id: 'prescriptions.photo.camera' })}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'prescriptions.photo.clear' }) }}
        value={file}
        onChange={onChange}
      />
      <FileInput
        label={intl.formatMessage({ id: 'prescriptions.photo.choose' })}
        description={
          <Text size="xs" component="span">
            <FormattedMessage id="prescriptions.photo.hint" />
          </Text>
        }
        accept="image/jpeg,image/png,application/pdf"
        placeholder={intl.formatMessage({ id: 'prescriptions.photo.file' })}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'prescriptions.photo.clear' }) }}
        value={file}
        onChange={onChange}
      />
    </Group>
  );
}
