import { Text, Timeline, Title } from '@mantine/core';
import { useDates } from '../../../lib/dates';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Job } from '../../../api/types';
import { useJobEvents } from '../api/useJobEvents';

/** The job's events as a timeline (read again whenever the job's status changes). */
export function EventsTimeline({ job }: { job: Job }) {
  const intl = useIntl();
  const dates = useDates();
  const events = useJobEvents(job.id, job.status);
  const items = events.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="job-events">
      <Title order={2} size="h4" id="job-events" mb="sm">
        <FormattedMessage id="events.title" />
      </Title>
      <Timeline active={items.length - 1} bulletSize={16} lineWidth={2}>
        {items.map((event) => (
          <Timeline.Item key={event.id} title={intl.formatMessage({ id: `event.${event.kind}`, defaultMessage: event.kind })}>
            <Text size="xs" c="dimmed">
              {dates.dateTime(event.occurred_at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
