import { Alert, Fieldset, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDates } from '../../../lib/dates';
import type { ChosenFormat, DateColumn } from '../logic/date-formats';

/**
 * How one date column is written: what the server detected, its first values read both ways, and the
 * order and calendar to read it in. An order the values leave open is asked for, never guessed.
 */
export function DateFormatFields({
  column,
  format,
  onChange,
}: {
  column: DateColumn;
  format: ChosenFormat;
  onChange: (format: ChosenFormat) => void;
}) {
  const intl = useIntl();
  const dates = useDates();
  const { detected } = column;
  const reading = (iso: string | null) => (iso ? dates.date(iso) : intl.formatMessage({ id: 'mapping.dates.noDay' }));
  return (
    <Fieldset legend={intl.formatMessage({ id: 'mapping.dates.title' }, { column: column.column })}>
      <Stack gap="sm">
        {detected.confidence !== 'certain' && (
          <Alert color="orange" role="status">
            {intl.formatMessage(
              { id: `mapping.dates.${detected.confidence}` },
              { dayFirst: detected.day_first_only, monthFirst: detected.month_first_only },
            )}
          </Alert>
        )}
        {detected.example_values.length > 0 && (
          <Table withTableBorder={false} fz="sm" maw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="mapping.dates.example" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="mapping.dates.dayFirst" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="mapping.dates.monthFirst" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detected.example_values.map((example) => (
                <Table.Tr key={example.value}>
                  <Table.Td>{example.value}</Table.Td>
                  <Table.Td>{reading(example.day_first)}</Table.Td>
                  <Table.Td>{reading(example.month_first)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Radio.Group
          label={intl.formatMessage({ id: 'mapping.dates.order' })}
          value={format.date_order ?? null}
          onChange={(value) => onChange({ ...format, date_order: value as 'DMY' | 'MDY' })}
          required={detected.confidence !== 'certain'}
        >
          <Group mt="xs">
            <Radio value="DMY" label={intl.formatMessage({ id: 'mapping.dates.order.DMY' })} />
            <Radio value="MDY" label={intl.formatMessage({ id: 'mapping.dates.order.MDY' })} />
          </Group>
        </Radio.Group>
        <Radio.Group
          label={intl.formatMessage({ id: 'mapping.dates.calendar' })}
          value={format.calendar ?? 'gregorian'}
          onChange={(value) => onChange({ ...format, calendar: value as 'gregorian' | 'ethiopian' })}
        >
          <Group mt="xs">
            <Radio value="gregorian" label={intl.formatMessage({ id: 'mapping.dates.calendar.gregorian' })} />
            <Radio value="ethiopian" label={intl.formatMessage({ id: 'mapping.dates.calendar.ethiopian' })} />
          </Group>
        </Radio.Group>
        {detected.calendar_evidence && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id={`mapping.dates.evidence.${detected.calendar_evidence}`} />
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
