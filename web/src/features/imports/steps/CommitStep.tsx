import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../api/types';
import { formatDuration, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { can, useCurrentUser } from '../../../lib/session';
import { useMayImport } from '../api/useDatasets';
import { throughput, type ProgressSample } from '../logic/throughput';
import { Counts } from './Counts';
import { RowsGrid } from './RowsGrid';
import { RollbackPanel } from './RollbackPanel';
import { failureMessage } from '../logic/failure-message';
import { datasetMessage } from '../logic/dataset-message';

/** The running import (progress, rows per second, time left), then its result or its failure. */
export function CommitStep({ job }: { job: Job }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data: user } = useCurrentUser();
  const mayImport = useMayImport(job.dataset_type);
  const first = useRef<ProgressSample | undefined>(undefined);
  const latest = useRef<ProgressSample | undefined>(undefined);
  useEffect(() => {
    if (!job.progress) return;
    const sample = { at: Date.now(), done: job.progress.done };
    first.current ??= sample;
    latest.current = sample;
  }, [job.progress]);

  if (job.status === 'committing') {
    const total = job.progress?.total ?? job.preview?.to_create ?? 0;
    const done = job.progress?.done ?? 0;
    const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
    const speed = throughput(first.current, latest.current, total);
    return (
      <Stack>
        <Text fw={600} role="status">
          <FormattedMessage id="commit.running" />
        </Text>
        <Progress
          value={job.progress ? percent : 100}
          animated
          striped={!job.progress}
          size="lg"
          aria-label={intl.formatMessage({ id: 'commit.progress' })}
          aria-valuetext={
            job.progress
              ? intl.formatMessage({ id: 'commit.progressText' }, { done: formatNumber(locale, done), total })
              : intl.formatMessage({ id: 'commit.running' })
          }
        />
        <Text size="sm" c="dimmed">
          {job.progress ? <FormattedMessage id="commit.progressText" values={{ done: formatNumber(locale, done), total }} /> : null}
          {speed && (
            <>
              {' · '}
              <FormattedMessage
                id="commit.speed"
                values={{ rate: formatNumber(locale, Math.round(speed.rowsPerSecond)), left: formatDuration(speed.secondsLeft) }}
              />
            </>
          )}
        </Text>
      </Stack>
    );
  }
  if (job.status === 'failed')
    return (
      <Stack>
        <Alert color="red" role="alert" title={intl.formatMessage({ id: 'commit.failed' })}>
          {job.failure ? failureMessage(intl, job.failure) : null}
          <Text size="sm" mt="xs">
            <FormattedMessage id="commit.failedNothing" />
          </Text>
        </Alert>
        {job.validation && mayImport && (
          <>
            <Text size="sm">
              <FormattedMessage id="commit.fixRows" />
            </Text>
            <RowsGrid job={job} report={job.validation} />
          </>
        )}
      </Stack>
    );
  return (
    <Stack>
      {job.result && (
        <>
          <Alert color={job.status === 'completed' ? 'green' : 'gray'} role="status" title={intl.formatMessage({ id: 'commit.completed' })}>
            <FormattedMessage
              id={datasetMessage(intl.messages, 'commit.completedText', job.dataset_type)}
              values={{
                created: job.result.created,
                updated: job.result.updated ?? 0,
                unchanged: job.result.unchanged ?? 0,
                skipped: job.result.skipped,
              }}
            />
          </Alert>
          <Counts
            items={[
              { label: intl.formatMessage({ id: 'commit.created' }), value: job.result.created, colour: 'green.8' },
              ...(job.options.on_existing === 'update'
                ? [
                    { label: intl.formatMessage({ id: 'commit.updated' }), value: job.result.updated, colour: 'blue.8' },
                    { label: intl.formatMessage({ id: 'preview.unchanged' }), value: job.result.unchanged },
                  ]
                : []),
              { label: intl.formatMessage({ id: 'preview.toSkip' }), value: job.result.skipped },
              ...(job.result.excluded > 0 ? [{ label: intl.formatMessage({ id: 'preview.excluded' }), value: job.result.excluded }] : []),
            ]}
          />
        </>
      )}
      {job.result &&
        job.result.created + job.result.updated > 0 &&
        (job.dataset_type === 'members' ? can(user, 'members:read') : can(user, 'org:read')) && (
          <Anchor component={Link} to={job.dataset_type === 'members' ? `/members?import_job_id=${job.id}` : `/${job.dataset_type}`}>
            <FormattedMessage id={datasetMessage(intl.messages, 'commit.seeMembers', job.dataset_type)} />
          </Anchor>
        )}
      <RollbackPanel job={job} />
    </Stack>
  );
}
