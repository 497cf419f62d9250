import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OrderCategory, ProviderKind } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFieldRefusals } from '../../lib/form-errors';
import { formatDate, formatMoney, type AppLocale } from '../../lib/format';
import { useDebouncedValue } from '@mantine/hooks';
import { can, useCurrentUser } from '../../lib/session';
import {
  useActivePrescriptions,
  useActiveProviders,
  useAllowance,
  useMemberChoice,
  useMemberChoices,
  usePrescriptionRules,
} from './api/useOrders';
import { useCreateOrder } from './api/useOrderChanges';
import { amountOf, remainingAfter, totalOf } from './logic/order-amounts';

/** The inputs a refusal's details can name (a line's by its index). */
const ORDER_FIELDS = [
  'member_id',
  'provider_id',
  'prescription_id',
  'category',
  'note',
  'lines.#.description',
  'lines.#.quantity',
  'lines.#.amount',
];

export const ORDER_CATEGORIES: readonly OrderCategory[] = ['PHARMACY', 'CONSULTATION', 'LAB', 'OPTICAL', 'DENTAL', 'OTHER'];
/** The category a provider's kind suggests (a clinic's order is a consultation). */
const CATEGORY_OF: Record<ProviderKind, OrderCategory> = {
  PHARMACY: 'PHARMACY',
  CLINIC: 'CONSULTATION',
  LAB: 'LAB',
  OPTICAL: 'OPTICAL',
  DENTAL: 'DENTAL',
  OTHER: 'OTHER',
};

interface Line {
  description: string;
  quantity: number | string;
  amount: string;
}

/**
 * A member's new order, for a phone first: a provider, what is asked for (lines), a note; the total and
 * what would remain of the allowance are shown before it is sent. Sent submitted, with an Idempotency-Key
 * made once per form, so that a retry on a bad network never makes two orders. A super user orders on a
 * member's behalf: the member is chosen first (or comes from the member's page, `?member=`), and what
 * remains is that member's.
 */
export default function NewOrderPage() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const providers = useActiveProviders();
  const create = useCreateOrder();
  const [key] = useState(() => crypto.randomUUID());
  const [searchParams] = useSearchParams();
  const onBehalf = can(user, 'orders:on_behalf');
  const [memberSearch, setMemberSearch] = useState('');
  const [memberQuery] = useDebouncedValue(memberSearch.trim(), 300);
  const members = useMemberChoices(memberQuery, onBehalf);
  const rules = usePrescriptionRules();
  // The form's checks are made once; the policy arrives later.
  const rulesRef = useRef<readonly string[] | undefined>(undefined);
  rulesRef.current = rules.data;
  const form = useForm({
    initialValues: {
      member_id: onBehalf ? (searchParams.get('member') ?? '') : '',
      provider_id: '',
      prescription_id: '',
      category: 'PHARMACY' as OrderCategory,
      note: '',
      lines: [{ description: '', quantity: 1, amount: '' }] as Line[],
    },
    validate: {
      member_id: (value) => (!onBehalf || value ? null : intl.formatMessage({ id: 'orders.new.memberRequired' })),
      prescription_id: (value, values) =>
        value || !rulesRef.current?.includes(values.category) ? null : intl.formatMessage({ id: 'orders.prescription.none' }),
      provider_id: (value) => (value ? null : intl.formatMessage({ id: 'orders.new.providerRequired' })),
      lines: {
        description: (value) => (value.trim() ? null : intl.formatMessage({ id: 'orders.new.descriptionRequired' })),
        amount: (value) => (amountOf(value) && Number(amountOf(value)) > 0 ? null : intl.formatMessage({ id: 'orders.new.amountInvalid' })),
      },
    },
  });
  const general = useFieldRefusals(form, create.error, ORDER_FIELDS);
  const needsPrescription = rules.data?.includes(form.values.category) ?? false;
  const prescriptions = useActivePrescriptions(
    onBehalf ? form.values.member_id || undefined : undefined,
    !onBehalf || Boolean(form.values.member_id),
  );
  const account = useAllowance(onBehalf && form.values.member_id ? form.values.member_id : undefined);
  const remaining = onBehalf ? account.data?.remaining : user?.allowance_summary?.allowance_remaining;
  const currency = remaining?.currency ?? 'ETB';
  const total = totalOf(form.values.lines);
  const after = remaining ? remainingAfter(remaining.amount, total) : undefined;
  // The member named by the link is shown by name even before the search has found them.
  const linked = useMemberChoice(onBehalf ? searchParams.get('member') || undefined : undefined).data;
  const memberOptions = [...(linked ? [linked] : []), ...(members.data?.items ?? []).filter((m) => m.id !== linked?.id)].map((m) => ({
    value: m.id,
    label: `${m.full_name} · ${m.external_id}`,
  }));
  const money = (amount: string) => formatMoney(locale, { amount, currency });

  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        key,
        body: {
          ...(onBehalf ? { member_id: values.member_id } : {}),
          ...(values.prescription_id ? { prescription_id: values.prescription_id } : {}),
          provider_id: values.provider_id,
          category: values.category,
          lines: values.lines.map((line) => ({
            description: line.description.trim(),
            quantity: Number(line.quantity) || 1,
            amount: { amount: amountOf(line.amount)!, currency },
          })),
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
          submit: true,
        },
      },
      { onSuccess: (order) => navigate(`/orders/${order.id}`) },
    ),
  );

  return (
    <Stack maw={560}>
      <Title order={1}>
        <FormattedMessage id="orders.new.title" />
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          {onBehalf && (
            <Select
              label={intl.formatMessage({ id: 'orders.member' })}
              description={intl.formatMessage({ id: 'orders.new.memberHint' })}
              required
              searchable
              searchValue={memberSearch}
              onSearchChange={setMemberSearch}
              filter={({ options }) => options}
              nothingFoundMessage={intl.formatMessage({ id: 'orders.new.noMember' })}
              data={memberOptions}
              {...form.getInputProps('member_id')}
              onChange={(value) => form.setFieldValue('member_id', value ?? '')}
            />
          )}
          <Select
            label={intl.formatMessage({ id: 'orders.provider' })}
            required
            searchable
            nothingFoundMessage={intl.formatMessage({ id: 'orders.new.noProvider' })}
            data={(providers.data?.items ?? []).map((p) => ({
              value: p.id,
              label: `${p.name} · ${intl.formatMessage({ id: `providers.kind.${p.kind}` })}`,
            }))}
            {...form.getInputProps('provider_id')}
            onChange={(value) => {
              form.setFieldValue('provider_id', value ?? '');
              const kind = providers.data?.items.find((p) => p.id === value)?.kind;
              if (kind) form.setFieldValue('category', CATEGORY_OF[kind]);
            }}
          />
          <NativeSelect
            label={intl.formatMessage({ id: 'orders.category' })}
            data={ORDER_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage({ id: `orders.category.${c}` }) }))}
            {...form.getInputProps('category')}
          />
          {(needsPrescription || (prescriptions.data?.items.length ?? 0) > 0) && (
            <Select
              label={intl.formatMessage({ id: 'orders.prescription' })}
              description={
                needsPrescription
                  ? intl.formatMessage(
                      { id: 'orders.prescription.required' },
                      { category: intl.formatMessage({ id: `orders.category.${form.values.category}` }) },
                    )
                  : undefined
              }
              required={needsPrescription}
              clearable={!needsPrescription}
              nothingFoundMessage={intl.formatMessage({ id: 'orders.prescription.none' })}
              data={(prescriptions.data?.items ?? []).map((p) => ({
                value: p.id,
                label: `${'medication' in p ? p.medication : ''} · ${formatDate(locale, p.issued_on)}`,
              }))}
              {...form.getInputProps('prescription_id')}
              onChange={(value) => form.setFieldValue('prescription_id', value ?? '')}
            />
          )}
          {needsPrescription && !onBehalf && prescriptions.data?.items.length === 0 && (
            <Anchor component={Link} to="/prescriptions/new">
              <FormattedMessage id="orders.prescription.add" />
            </Anchor>
          )}
          {form.values.lines.map((_, index) => (
            // Lines have no identity but their place; the form keeps them in order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Card withBorder key={index} padding="sm">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={500}>
                    <FormattedMessage id="orders.new.line" values={{ n: index + 1 }} />
                  </Text>
                  {form.values.lines.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => form.removeListItem('lines', index)}
                      aria-label={intl.formatMessage({ id: 'orders.new.removeLine' }, { n: index + 1 })}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
                <TextInput
                  label={intl.formatMessage({ id: 'orders.line.description' })}
                  required
                  {...form.getInputProps(`lines.${index}.description`)}
                />
                <Group grow align="flex-start">
                  <NumberInput
                    label={intl.formatMessage({ id: 'orders.line.quantity' })}
                    min={1}
                    max={100_000}
                    allowDecimal={false}
                    {...form.getInputProps(`lines.${index}.quantity`)}
                  />
                  <TextInput
                    label={intl.formatMessage({ id: 'orders.line.amount' }, { currency })}
                    inputMode="decimal"
                    required
                    {...form.getInputProps(`lines.${index}.amount`)}
                  />
                </Group>
              </Stack>
            </Card>
          ))}
          <Button
            variant="default"
            onClick={() => form.insertListItem('lines', { description: '', quantity: 1, amount: '' })}
            disabled={form.values.lines.length >= 50}
          >
            <FormattedMessage id="orders.new.addLine" />
          </Button>
          <Textarea
            label={intl.formatMessage({ id: 'orders.note' })}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('note')}
          />
          <Card withBorder role="status" aria-live="polite">
            <Text>
              <FormattedMessage id="orders.new.total" values={{ total: money(total) }} />
            </Text>
            {after !== undefined && (
              <Text c={Number(after) < 0 ? 'red' : undefined} fw={500}>
                <FormattedMessage
                  id={Number(after) < 0 ? 'orders.new.notCovered' : 'orders.new.remainingAfter'}
                  values={{ amount: money(after.replace('-', '')) }}
                />
              </Text>
            )}
          </Card>
          <ErrorNotice error={general} />
          <Group>
            <Button type="submit" loading={create.isPending}>
              <FormattedMessage id="orders.new.submit" />
            </Button>
            <Button variant="default" onClick={() => navigate(-1)}>
              <FormattedMessage id="common.cancel" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
