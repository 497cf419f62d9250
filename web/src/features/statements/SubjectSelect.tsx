import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StatementScope } from '../../api/types';
import { useDepartmentChoices, useMemberChoices, useProviderChoices } from './api/useStatements';

/**
 * Whose statement finance or HR makes (a department, a provider, a member found by search). Its own chunk,
 * loaded only for them: a member makes their own statement and never downloads the searchable select
 * (Select, Popover and FocusTrap: 16 KiB compressed on a phone network).
 */
export default function SubjectSelect({
  scope,
  value,
  onChange,
}: {
  scope: Exclude<StatementScope, 'organisation'>;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const intl = useIntl();
  const [memberSearch, setMemberSearch] = useState('');
  const [q] = useDebouncedValue(memberSearch.trim(), 300);
  const departments = useDepartmentChoices(scope === 'department');
  const providers = useProviderChoices(scope === 'provider');
  const members = useMemberChoices(q, scope === 'member');
  const options =
    scope === 'department'
      ? (departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))
      : scope === 'provider'
        ? (providers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))
        : (members.data?.items ?? []).map((m) => ({ value: m.id, label: `${m.full_name} · ${m.external_id}` }));
  return (
    <Select
      label={intl.formatMessage({ id: `statements.scope.${scope}` })}
      required
      searchable
      {...(scope === 'member' ? { searchValue: memberSearch, onSearchChange: setMemberSearch, filter: ({ options }) => options } : {})}
      nothingFoundMessage={intl.formatMessage({ id: 'statements.nothingFound' })}
      data={options}
      value={value}
      onChange={onChange}
    />
  );
}
