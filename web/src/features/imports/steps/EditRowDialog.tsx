import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobRow } from '../../../api/types';
import { changedCells } from '../logic/row-edit';
import { rowErrorMessage } from '../../../lib/row-error-message';

/**
 * One row's cells as a form: each file column a field, those with a problem showing it. Saving sends
 * only the cells that changed.
 */
export function EditRowDialog({
  columns,
  row,
  saving,
  onCancel,
  onSave,
}: {
  columns: string[];
  row: JobRow;
  saving: boolean;
  onCancel: () => void;
  onSave: (cells: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const form = useForm({ initialValues: Object.fromEntries(columns.map((c) => [c, row.cells[c] ?? ''])) });
  const problemOf = (column: string) =>
    row.errors
      .filter((e) => e.column === column)
      .map((e) => rowErrorMessage(intl, e))
      .join(' ');
  const submit = form.onSubmit((values) => {
    const cells = changedCells(row.cells, values);
    if (Object.keys(cells).length === 0) onCancel();
    else onSave(cells);
  });
  return (
    <Modal
      opened
      onClose={onCancel}
      title={intl.formatMessage({ id: 'rows.edit.title' }, { row: row.row })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack>
          {columns.map((column, index) => (
            // A cell the page cut short (a very long value) is shown, not edited: saving it would store the cut.
            <TextInput
              key={column}
              label={column}
              data-autofocus={index === 0 || undefined}
              {...form.getInputProps(column)}
              readOnly={row.truncated.includes(column)}
              description={row.truncated.includes(column) ? intl.formatMessage({ id: 'rows.edit.truncated' }) : undefined}
              error={problemOf(column) || undefined}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              <FormattedMessage id="rows.edit.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
