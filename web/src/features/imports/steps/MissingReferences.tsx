import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job, ValidationReport } from '../../../api/types';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { notify } from '../../../lib/notify';
import { can, useCurrentUser } from '../../../lib/session';
import { useCreateMissing } from '../api/useJobActions';

const WRITER = { departments: 'org:write_hr', packages: 'packages:write' } as const;
const FIELD = { departments: 'department', packages: 'package' } as const;

/**
 * The file's departments and packages the organisation lacks, by value with their rows, and (for who may
 * create them) one button that creates them all and checks those rows again.
 */
export function MissingReferences({ job, report }: { job: Job; report: ValidationReport }) {
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const create = useCreateMissing(job.id);
  const editable = job.status === 'validated' || job.status === 'preview_ready' || job.status === 'failed';
  if (report.missing_references.length === 0) return null;
  return (
    <Stack>
      {report.missing_references.map((missing) => {
        const more = missing.value_count - missing.values.length;
        return (
          <Alert
            key={missing.field}
            color="yellow"
            title={intl.formatMessage({ id: `missing.${missing.table}` }, { count: missing.value_count })}
          >
            <Stack gap="xs">
              {missing.values.length > 0 && (
                <List size="sm" spacing={2}>
                  {missing.values.map((v) => (
                    <List.Item key={v.value}>
                      <FormattedMessage id="missing.value" values={{ value: v.value, rows: v.rows }} />
                    </List.Item>
                  ))}
                  {more > 0 && (
                    <List.Item>
                      <FormattedMessage id="missing.more" values={{ count: more }} />
                    </List.Item>
                  )}
                </List>
              )}
              {missing.table === 'packages' && (
                <Text size="sm">
                  <FormattedMessage id="missing.packageHint" />
                </Text>
              )}
              {editable && can(user, WRITER[missing.table]) && (
                <Button
                  variant="light"
                  w="fit-content"
                  loading={create.isPending && create.variables === FIELD[missing.table]}
                  onClick={() =>
                    create.mutate(FIELD[missing.table], {
                      onSuccess: () =>
                        notify(
                          intl,
                          'green',
                          intl.formatMessage({ id: `missing.created.${missing.table}` }, { count: missing.value_count }),
                        ),
                    })
                  }
                >
                  <FormattedMessage id={`missing.create.${missing.table}`} values={{ count: missing.value_count }} />
                </Button>
              )}
            </Stack>
          </Alert>
        );
      })}
      <ErrorNotice error={create.error} />
    </Stack>
  );
}
