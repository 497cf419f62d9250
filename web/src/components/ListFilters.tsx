import { NativeSelect, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';

/** A list's search box: a search field of the list's width; `onChange` gets the text (the list goes back to its first page). */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      type="search"
      w={280}
    />
  );
}

/** A list's status filter: "Any" when cleared, each status named from `<messagePrefix>.<status>`. */
export function StatusSelect<S extends string>({
  statuses,
  messagePrefix,
  value,
  onChange,
}: {
  statuses: readonly S[];
  messagePrefix: string;
  value: S | null;
  onChange: (value: S | null) => void;
}) {
  const intl = useIntl();
  return (
    <AnySelect
      label={intl.formatMessage({ id: 'imports.filter.status' })}
      options={statuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `${messagePrefix}.${status}` }) }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** A list filter in the phone's own picker: "Any" first (no filter), then the options. */
export function AnySelect<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V | null;
  onChange: (value: V | null) => void;
}) {
  const intl = useIntl();
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: intl.formatMessage({ id: 'imports.filter.any' }) }, ...options]}
      value={value ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || null) as V | null)}
    />
  );
}
