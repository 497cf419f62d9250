import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BenefitPeriod } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFieldRefusals } from '../../lib/form-errors';
import { FormButtons } from '../../components/FormButtons';
import { ListTable } from '../../components/ScrollableTable';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useDates } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { notify } from '../../lib/notify';
import { can, useCurrentUser } from '../../lib/session';
import { useCreatePeriod, usePeriod, usePeriodAction, usePeriods } from './api/usePeriods';

const STATUS_COLOUR = { planned: 'blue', open: 'green', closed: 'gray' } as const;

/** The organisation's benefit periods: for finance, plan the next, open it (every member granted), close the last. */
export default function BenefitPeriodsPage() {
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const { date } = useDates();
  const periods = usePeriods();
  const writes = can(user, 'finance:write');
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState<BenefitPeriod | null>(null);
  const [closing, setClosing] = useState<BenefitPeriod | null>(null);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <FormattedMessage id="periods.title" />
        </Title>
        {writes && (
          <Button onClick={() => setCreating(true)}>
            <FormattedMessage id="periods.new" />
          </Button>
        )}
      </Group>
      <Text c="dimmed">
        <FormattedMessage id="periods.explain" />
      </Text>
      <ErrorNotice error={periods.error} />
      <ListTable
        minWidth={640}
        label={intl.formatMessage({ id: 'periods.title' })}
        columns={['label', 'days', 'status', ...(writes ? ['actions'] : [])]}
        messagePrefix="periods.column"
      >
        {periods.data?.items.map((period) => (
          <Table.Tr key={period.id}>
            <Table.Td>{period.label}</Table.Td>
            <Table.Td>
              {date(period.starts_on)} – {date(period.ends_on)}
            </Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOUR[period.status]} variant="light" style={{ minWidth: 'max-content' }}>
                <FormattedMessage id={`periods.status.${period.status}`} />
              </Badge>
            </Table.Td>
            {writes && (
              <Table.Td>
                {period.status === 'planned' && (
                  <Button size="xs" variant="default" onClick={() => setOpening(period)}>
                    <FormattedMessage id="periods.open" />
                  </Button>
                )}
                {period.status === 'open' && (
                  <Button size="xs" variant="default" color="red" onClick={() => setClosing(period)}>
                    <FormattedMessage id="periods.close" />
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListTable>
      {creating && <NewPeriodDialog onClose={() => setCreating(false)} />}
      {opening && <OpenPeriodDialog period={opening} onClose={() => setOpening(null)} />}
      {closing && <ClosePeriodDialog period={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}

function NewPeriodDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const create = useCreatePeriod();
  const form = useForm({
    initialValues: { starts_on: '', ends_on: '', label: '' },
    validate: {
      starts_on: (value) => (value ? null : intl.formatMessage({ id: 'periods.required' })),
      ends_on: (value, values) =>
        !value
          ? intl.formatMessage({ id: 'periods.required' })
          : values.starts_on && value < values.starts_on
            ? intl.formatMessage({ id: 'periods.endsBeforeStart' })
            : null,
    },
  });
  const general = useFieldRefusals(form, create.error, ['starts_on', 'ends_on', 'label']);
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'periods.new' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { starts_on: values.starts_on, ends_on: values.ends_on, ...(values.label.trim() ? { label: values.label.trim() } : {}) },
            {
              onSuccess: (period) => {
                notify(intl, 'green', intl.formatMessage({ id: 'periods.created' }, { label: period.label }));
                onClose();
              },
            },
          ),
        )}
      >
        <Stack>
          <TextInput type="date" label={intl.formatMessage({ id: 'periods.startsOn' })} withAsterisk {...form.getInputProps('starts_on')} />
          <TextInput type="date" label={intl.formatMessage({ id: 'periods.endsOn' })} withAsterisk {...form.getInputProps('ends_on')} />
          <TextInput
            label={intl.formatMessage({ id: 'periods.label' })}
            description={intl.formatMessage({ id: 'periods.labelHint' })}
            maxLength={100}
            {...form.getInputProps('label')}
          />
          <ErrorNotice error={general} />
          <FormButtons submit="periods.create" onCancel={onClose} loading={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function OpenPeriodDialog({ period, onClose }: { period: BenefitPeriod; onClose: () => void }) {
  const intl = useIntl();
  const act = usePeriodAction();
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'periods.openTitle' }, { label: period.label })}
      body={intl.formatMessage({ id: 'periods.openBody' })}
      confirm={intl.formatMessage({ id: 'periods.open' })}
      loading={act.isPending}
      error={act.error}
      onClose={onClose}
      onConfirm={() =>
        act.mutate(
          { id: period.id, action: 'open' },
          {
            onSuccess: (opened) => {
              notify(
                intl,
                'green',
                intl.formatMessage({ id: 'periods.opened' }, { label: opened.label, count: opened.members_granted ?? 0 }),
              );
              onClose();
            },
          },
        )
      }
    />
  );
}

/** Closing says what it will do: the orders still holding allowance that it expires, and what stays unspent. */
function ClosePeriodDialog({ period, onClose }: { period: BenefitPeriod; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const detail = usePeriod(period.id);
  const act = usePeriodAction();
  const [expire, setExpire] = useState(false);
  const open = detail.data?.open_orders;
  const pending = (open?.submitted ?? 0) + (open?.approved ?? 0);
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: 'periods.closeTitle' }, { label: period.label })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <Stack>
        <ErrorNotice error={detail.error} />
        {detail.data && (
          <>
            <Text>
              <FormattedMessage id="periods.closeBody" values={{ remaining: formatMoney(locale, detail.data.accounts.remaining) }} />
            </Text>
            {pending > 0 ? (
              <Checkbox
                checked={expire}
                onChange={(event) => setExpire(event.currentTarget.checked)}
                label={intl.formatMessage(
                  { id: 'periods.expireOpen' },
                  { submitted: open!.submitted, approved: open!.approved, held: formatMoney(locale, open!.held) },
                )}
              />
            ) : (
              <Text c="dimmed">
                <FormattedMessage id="periods.noOpenOrders" />
              </Text>
            )}
          </>
        )}
        <ErrorNotice error={act.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            color="red"
            disabled={!detail.data || (pending > 0 && !expire)}
            loading={act.isPending}
            onClick={() =>
              act.mutate(
                { id: period.id, action: 'close', expireOpen: expire },
                {
                  onSuccess: (closed) => {
                    notify(
                      intl,
                      'green',
                      intl.formatMessage({ id: 'periods.closed' }, { label: closed.label, count: closed.orders_expired ?? 0 }),
                    );
                    onClose();
                  },
                  onError: (error) => notify(intl, 'red', apiErrorMessage(intl, error)),
                },
              )
            }
          >
            <FormattedMessage id="periods.close" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
