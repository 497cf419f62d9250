import { Alert, Button, Checkbox, Group, Radio, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job, OnExisting } from '../../../api/types';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useDatasets, useMappingProfiles } from '../api/useDatasets';
import { useSetMapping } from '../api/useJobActions';
import {
  applyProfile,
  duplicateTargets,
  initialDraft,
  joinedFields,
  missingRequired,
  toColumnMapping,
  type MappingDraft,
} from '../logic/mapping';
import { fieldName } from '../../../lib/row-error-message';
import { datasetMessage } from '../logic/dataset-message';
import { dateColumns, initialFormats, toColumnFormats, unsettled, type ColumnFormats } from '../logic/date-formats';
import { DateFormatFields } from './DateFormatFields';
import { SheetChoice } from './SheetChoice';

const NOT_IMPORTED = '__none__';

/** Each file column with its sample values and the field it goes to; then "Validate". */
export function MappingStep({ job, onSaved }: { job: Job; onSaved?: () => void }) {
  const intl = useIntl();
  const datasets = useDatasets();
  const profiles = useMappingProfiles(job.dataset_type);
  const setMapping = useSetMapping(job.id);
  const fields = useMemo(() => datasets.data?.find((d) => d.type === job.dataset_type)?.fields ?? [], [datasets.data, job.dataset_type]);
  const [draft, setDraft] = useState<MappingDraft>(() => initialDraft(job.columns, job.column_mapping, job.suggested_mapping));
  const [formats, setFormats] = useState<ColumnFormats>(() => initialFormats(job));
  const [onExisting, setOnExisting] = useState<OnExisting>(job.options.on_existing);
  const [saveProfile, setSaveProfile] = useState(false);
  const [profileName, setProfileName] = useState('');

  const missing = missingRequired(draft, fields);
  const parts = Object.fromEntries(fields.map((f) => [f.key, f.parts]));
  const duplicates = duplicateTargets(draft, parts);
  const joined = joinedFields(draft, parts);
  const dates = dateColumns(job, draft, new Set(fields.filter((f) => f.is_date).map((f) => f.key)));
  const open = unsettled(dates, formats);
  const fieldOptions = [
    { value: NOT_IMPORTED, label: intl.formatMessage({ id: 'mapping.notImported' }) },
    ...fields.map((f) => ({ value: f.key, label: `${fieldName(intl, f.key, f.label)}${f.required ? ' *' : ''}` })),
  ];
  const canSubmit = missing.length === 0 && duplicates.size === 0 && open.length === 0 && (!saveProfile || profileName.trim().length > 0);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmit) return;
        setMapping.mutate(
          {
            column_mapping: toColumnMapping(draft),
            column_formats: toColumnFormats(dates, formats),
            options: { on_existing: onExisting },
            ...(saveProfile ? { save_profile: true, profile_name: profileName.trim() } : {}),
          },
          { onSuccess: () => onSaved?.() },
        );
      }}
    >
      <Stack>
        <SheetChoice job={job} />
        {job.hidden_columns.length > 0 && (
          <Alert color="blue" role="status">
            {intl.formatMessage(
              { id: 'mapping.hiddenColumns' },
              { count: job.hidden_columns.length, columns: job.hidden_columns.join(', ') },
            )}
          </Alert>
        )}
        {job.header_row > 1 && (
          <Alert color="blue" role="status">
            {intl.formatMessage({ id: 'mapping.headerRow' }, { row: job.header_row })}
          </Alert>
        )}
        {(profiles.data?.length ?? 0) > 0 && (
          <Select
            label={intl.formatMessage({ id: 'mapping.applyProfile' })}
            placeholder={intl.formatMessage({ id: 'mapping.applyProfile.placeholder' })}
            data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            onChange={(id) => {
              const profile = profiles.data?.find((p) => p.id === id);
              if (profile) setDraft(applyProfile(job.columns, profile.column_mapping, fields));
            }}
            maw={360}
          />
        )}
        <ScrollableTable minWidth={560} label={intl.formatMessage({ id: 'step.mapping' })}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="mapping.column" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="mapping.samples" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="mapping.field" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {job.columns.map((column) => {
                const field = draft[column] ?? null;
                const clash = field !== null && duplicates.has(field);
                return (
                  <Table.Tr key={column}>
                    <Table.Td fw={500}>{column}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {(job.column_samples[column] ?? []).join(' · ') || '–'}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={220}>
                      <Select
                        aria-label={intl.formatMessage({ id: 'mapping.fieldFor' }, { column })}
                        data={fieldOptions}
                        value={field ?? NOT_IMPORTED}
                        allowDeselect={false}
                        error={clash ? intl.formatMessage({ id: 'mapping.duplicate' }) : undefined}
                        onChange={(value) => setDraft({ ...draft, [column]: value === NOT_IMPORTED || value === null ? null : value })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
        {[...joined].map(([field, columns]) => {
          const definition = fields.find((f) => f.key === field);
          return (
            <Alert key={field} color="blue" role="status">
              {intl.formatMessage(
                { id: 'mapping.joined' },
                { field: definition ? fieldName(intl, field, definition.label) : field, columns: columns.join(' + ') },
              )}
            </Alert>
          );
        })}
        {dates.map((column) => (
          <DateFormatFields
            key={column.column}
            column={column}
            format={formats[column.column] ?? {}}
            onChange={(format) => setFormats({ ...formats, [column.column]: format })}
          />
        ))}
        {open.length > 0 && (
          <Alert color="orange" role="status">
            {intl.formatMessage({ id: 'mapping.dates.unsettled' }, { columns: open.map((c) => c.column).join(', ') })}
          </Alert>
        )}
        {missing.length > 0 && (
          <Alert color="orange" role="status" title={intl.formatMessage({ id: 'mapping.missing' })}>
            {missing.map((f) => fieldName(intl, f.key, f.label)).join(', ')}
          </Alert>
        )}
        <Radio.Group
          label={intl.formatMessage({ id: datasetMessage(intl.messages, 'mapping.onExisting', job.dataset_type) })}
          value={onExisting}
          onChange={(value) => setOnExisting(value as OnExisting)}
        >
          <Group mt="xs">
            <Radio value="error" label={intl.formatMessage({ id: 'mapping.onExisting.error' })} />
            <Radio value="skip" label={intl.formatMessage({ id: 'mapping.onExisting.skip' })} />
            <Radio
              value="update"
              label={intl.formatMessage({ id: datasetMessage(intl.messages, 'mapping.onExisting.update', job.dataset_type) })}
            />
          </Group>
        </Radio.Group>
        <Group align="flex-end">
          <Checkbox
            label={intl.formatMessage({ id: 'mapping.saveProfile' })}
            checked={saveProfile}
            onChange={(e) => setSaveProfile(e.currentTarget.checked)}
          />
          {saveProfile && (
            <TextInput
              label={intl.formatMessage({ id: 'mapping.profileName' })}
              value={profileName}
              onChange={(e) => setProfileName(e.currentTarget.value)}
              maxLength={100}
              required
            />
          )}
        </Group>
        <ErrorNotice error={setMapping.error} />
        <Group>
          <Button type="submit" loading={setMapping.isPending} disabled={!canSubmit}>
            <FormattedMessage id="mapping.validate" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
