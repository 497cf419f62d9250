import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../api/types';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { usePreview } from '../api/useJobActions';
import { Counts } from './Counts';
import { ErrorTable } from './ErrorTable';
import { MissingReferences } from './MissingReferences';
import { RowsGrid } from './RowsGrid';
import { fieldName } from '../../../lib/row-error-message';

/** The validation report: counts, errors by code and field, every error in a table; then "Preview". */
export function ValidationStep({ job, onChangeMapping }: { job: Job; onChangeMapping: () => void }) {
  const intl = useIntl();
  const preview = usePreview(job.id);
  const report = job.validation;
  if (job.status === 'mapping' || job.status === 'validating' || !report)
    return (
      // The sentence beside it is the status: the spinner says nothing of its own (a second, nested status).
      <Group role="status">
        <Loader size="sm" />
        <Text>
          <FormattedMessage id="validation.running" />
        </Text>
      </Group>
    );
  const clean = report.error_count === 0;
  return (
    <Stack>
      <Counts
        items={[
          { label: intl.formatMessage({ id: 'validation.rows' }), value: report.row_count },
          { label: intl.formatMessage({ id: 'validation.valid' }), value: report.valid_row_count, colour: 'green.8' },
          { label: intl.formatMessage({ id: 'validation.skipped' }), value: report.skipped_row_count },
          ...(report.excluded_row_count > 0
            ? [{ label: intl.formatMessage({ id: 'validation.excluded' }), value: report.excluded_row_count }]
            : []),
          { label: intl.formatMessage({ id: 'validation.errors' }), value: report.error_count, colour: clean ? undefined : 'red.8' },
        ]}
      />
      {clean ? (
        <Alert color="green" role="status">
          <FormattedMessage id="validation.clean" />
        </Alert>
      ) : (
        <>
          <Alert color="red" role="status">
            <FormattedMessage id="validation.hasErrors" values={{ errors: report.error_count, rows: report.error_row_count }} />
          </Alert>
          <MissingReferences job={job} report={report} />
          <TallyBadges
            title="validation.byCode"
            colour="red"
            tally={report.errors_by_code}
            name={(code) => intl.formatMessage({ id: `code.${code}`, defaultMessage: code })}
          />
          <TallyBadges title="validation.byField" colour="gray" tally={report.errors_by_field} name={(field) => fieldName(intl, field)} />
          <ErrorTable jobId={job.id} report={report} />
        </>
      )}
      {Object.keys(report.normalised_by_field ?? {}).length > 0 && (
        <TallyBadges
          title="validation.normalised"
          colour="blue"
          tally={report.normalised_by_field}
          name={(field) => fieldName(intl, field)}
        />
      )}
      <RowsGrid job={job} report={report} />
      <ErrorNotice error={preview.error} />
      <Group>
        {!clean && (
          <Button component="a" variant="default" href={`/v1/migration/jobs/${job.id}/error-report`} download>
            <FormattedMessage id="validation.download" />
          </Button>
        )}
        <Button variant="default" onClick={onChangeMapping}>
          <FormattedMessage id="validation.changeMapping" />
        </Button>
        {job.status === 'validated' && (
          <Button onClick={() => preview.mutate(undefined)} loading={preview.isPending} disabled={!clean}>
            <FormattedMessage id="preview.button" />
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A heading and one badge per key of a tally (errors by code, by field). */
function TallyBadges({
  title,
  colour,
  tally,
  name,
}: {
  title: string;
  colour: string;
  tally: Record<string, number>;
  name: (key: string) => string;
}) {
  const { locale } = useLocale();
  return (
    <>
      <Title order={3} size="h4">
        <FormattedMessage id={title} />
      </Title>
      <Group gap="xs">
        {Object.entries(tally).map(([key, n]) => (
          <Badge key={key} color={colour} variant="light">
            {name(key)}: {formatNumber(locale, n)}
          </Badge>
        ))}
      </Group>
    </>
  );
}
