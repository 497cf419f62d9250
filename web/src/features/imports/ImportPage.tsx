import { Anchor, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { Job } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { StatusBadge } from '../../components/StatusBadge';
import { formatBytes, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { useMayImport } from './api/useDatasets';
import { useJob } from './api/useJob';
import { canRemap, STEPS, stepOf } from './logic/job-stage';
import { newIdempotencyKey } from './logic/idempotency-key';
import { preloadable } from '../../lib/preloadable';
import { EventsTimeline } from './steps/EventsTimeline';
import { ValidationStep } from './steps/ValidationStep';
import { Loading } from '../../components/Loading';

// The validation step, where most of the work on an import is done, comes with the page; the others
// (the mapping's pickers, the commit's progress and rollback dialog) are fetched when the job needs them,
// so that an import opened at validation on a phone network does not wait for their code.
const MappingStep = preloadable(() => import('./steps/MappingStep').then((step) => ({ default: step.MappingStep })));
const PreviewStep = preloadable(() => import('./steps/PreviewStep').then((step) => ({ default: step.PreviewStep })));
const CommitStep = preloadable(() => import('./steps/CommitStep').then((step) => ({ default: step.CommitStep })));
/** What a step leads to, fetched once the step shows: pressing its button then waits for no code. */
const NEXT = { upload: MappingStep, mapping: MappingStep, validation: PreviewStep, preview: CommitStep, commit: CommitStep } as const;

/** One import, as a stepper that always shows where the job is. */
export default function ImportPage() {
  const { id = '' } = useParams();
  const job = useJob(id);
  if (job.isPending) return <Loading />;
  if (job.error)
    return (
      <Stack>
        <Title order={1}>
          <FormattedMessage id="import.title" />
        </Title>
        <ErrorNotice error={job.error} />
        <Anchor component={Link} to="/imports">
          <FormattedMessage id="import.back" />
        </Anchor>
      </Stack>
    );
  return <JobView job={job.data} />;
}

function JobView({ job }: { job: Job }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const writable = useMayImport(job.dataset_type);
  // One key per visit of this job's page: a double click or a retried request never commits twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [remapping, setRemapping] = useState(false);
  // "Change mapping" shows the mapping again, where the API would accept a new one.
  const step = remapping && canRemap(job.status) ? 'mapping' : stepOf(job.status);
  const active = STEPS.indexOf(step);
  const done = job.status === 'completed' || job.status === 'rolled_back';
  useEffect(() => void NEXT[step].preload(), [step]);

  const panel = () => {
    if (!writable && step !== 'commit')
      return (
        <Text c="dimmed">
          <FormattedMessage id="import.readOnly" />
        </Text>
      );
    switch (step) {
      case 'mapping':
        return <MappingStep job={job} onSaved={() => setRemapping(false)} />;
      case 'validation':
        return <ValidationStep job={job} onChangeMapping={() => setRemapping(true)} />;
      case 'preview':
        return <PreviewStep job={job} idempotencyKey={idempotencyKey} onChangeMapping={() => setRemapping(true)} />;
      default:
        return <CommitStep job={job} />;
    }
  };

  return (
    <Stack>
      <Anchor component={Link} to="/imports" size="sm">
        <FormattedMessage id="import.back" />
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {job.file_name}
          </Title>
          <Text size="sm" c="dimmed">
            {formatNumber(locale, job.row_count)} <FormattedMessage id="import.rows" /> · {formatBytes(locale, job.file_size)} ·{' '}
            {job.file_format.toUpperCase()}
          </Text>
        </div>
        <StatusBadge status={job.status} />
      </Group>
      <Stepper
        active={done ? STEPS.length : active}
        size="sm"
        allowNextStepsSelect={false}
        aria-label={intl.formatMessage({ id: 'import.steps' })}
      >
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={intl.formatMessage({ id: `step.${s}` })} aria-current={s === step ? 'step' : undefined} />
        ))}
      </Stepper>
      <section aria-label={intl.formatMessage({ id: `step.${step}` })}>
        <Title order={2} size="h3" mb="md">
          <FormattedMessage id={`step.${step}`} />
        </Title>
        <Suspense fallback={<Loading />}>{panel()}</Suspense>
      </section>
      <EventsTimeline job={job} />
    </Stack>
  );
}
