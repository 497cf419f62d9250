import { Pagination } from '@mantine/core';
import { useIntl } from 'react-intl';

/** Page numbers of a server-paged list, each control named in the user's language; nothing for one page. */
export function Pages({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const intl = useIntl();
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': intl.formatMessage({ id: `pagination.${control}` }) })}
      getItemProps={(page) => ({ 'aria-label': intl.formatMessage({ id: 'pagination.page' }, { page }) })}
    />
  );
}
