import { Button, Group } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** A dialog form's Cancel and submit buttons, at its end. */
export function FormButtons({
  submit,
  onCancel,
  loading,
  disabled,
}: {
  submit: string;
  onCancel: () => void;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        <FormattedMessage id={submit} />
      </Button>
    </Group>
  );
}
