import { Button, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Organisation } from '../../api/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFieldRefusals } from '../../lib/form-errors';
import { currencyName } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { notify } from '../../lib/notify';
import { useOrganisation, useUpdateOrganisation } from './api/useOrganisation';
import { Loading } from '../../components/Loading';

const FIELDS = ['name', 'member_sign_in', 'benefit_year', 'time_zone', 'member_numbers_case_sensitive'] as const;
type Values = Pick<Organisation, (typeof FIELDS)[number]>;

/** The zones Intl knows, East Africa's first: the ones an Ethiopian institution is likeliest to mean. */
function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const first = ['Africa/Addis_Ababa', 'Africa/Nairobi', 'UTC'];
  return [...first, ...all.filter((zone) => !first.includes(zone))];
}

/**
 * The organisation's settings, for its super user: its name, whether members sign in, the benefit year,
 * the time zone its files' timestamps are read in, whether employee numbers differ by case.
 */
export default function OrganisationPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const organisation = useOrganisation();
  const update = useUpdateOrganisation();
  const zones = useMemo(timeZones, []);
  const form = useForm<Values>({
    initialValues: {
      name: '',
      member_sign_in: false,
      benefit_year: 'ethiopian_fiscal',
      time_zone: 'Africa/Addis_Ababa',
      member_numbers_case_sensitive: false,
    },
    validate: { name: (value) => (value.trim().length < 1 ? intl.formatMessage({ id: 'organisation.name.required' }) : null) },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!organisation.data) return;
    const saved = Object.fromEntries(FIELDS.map((field) => [field, organisation.data[field]])) as Values;
    setValues(saved);
    resetDirty(saved);
  }, [organisation.data, setValues, resetDirty]);
  const general = useFieldRefusals(form, update.error, FIELDS);

  if (organisation.isPending) return <Loading />;
  if (organisation.error) return <ErrorNotice error={organisation.error} />;

  const changed = (values: Values) =>
    Object.fromEntries(FIELDS.filter((field) => values[field] !== organisation.data[field]).map((field) => [field, values[field]]));

  return (
    <Stack maw={640}>
      <Title order={1}>
        <FormattedMessage id="organisation.title" />
      </Title>
      <form
        onSubmit={form.onSubmit((values) =>
          update.mutate(
            { ...changed({ ...values, name: values.name.trim() }) },
            {
              onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: 'organisation.saved' })),
            },
          ),
        )}
      >
        <Stack>
          <TextInput label={intl.formatMessage({ id: 'organisation.name' })} maxLength={200} {...form.getInputProps('name')} />
          <Switch
            label={intl.formatMessage({ id: 'organisation.memberSignIn' })}
            description={intl.formatMessage({ id: 'organisation.memberSignIn.hint' })}
            {...form.getInputProps('member_sign_in', { type: 'checkbox' })}
          />
          <Select
            label={intl.formatMessage({ id: 'organisation.benefitYear' })}
            description={intl.formatMessage({ id: 'organisation.benefitYear.hint' })}
            data={(['ethiopian_fiscal', 'gregorian'] as const).map((value) => ({
              value,
              label: intl.formatMessage({ id: `organisation.benefitYear.${value}` }),
            }))}
            allowDeselect={false}
            {...form.getInputProps('benefit_year')}
          />
          <Select
            label={intl.formatMessage({ id: 'organisation.timeZone' })}
            description={intl.formatMessage({ id: 'organisation.timeZone.hint' })}
            data={zones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={intl.formatMessage({ id: 'organisation.timeZone.none' })}
            {...form.getInputProps('time_zone')}
          />
          <Switch
            label={intl.formatMessage({ id: 'organisation.caseSensitive' })}
            description={intl.formatMessage({ id: 'organisation.caseSensitive.hint' })}
            {...form.getInputProps('member_numbers_case_sensitive', { type: 'checkbox' })}
          />
          <Text size="sm" c="dimmed">
            <FormattedMessage id="organisation.currency" values={{ currency: currencyName(locale, organisation.data.currency) }} />
          </Text>
          <ErrorNotice error={general} />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              <FormattedMessage id="organisation.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
