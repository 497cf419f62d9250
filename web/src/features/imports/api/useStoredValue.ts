import { useDates } from '../../../lib/dates';
import { useDatasets } from './useDatasets';

/**
 * A stored value as the user reads it: a date field's YYYY-MM-DD in their language and calendar (the
 * Ethiopian one when they chose it); anything else as it is stored.
 */
export function useStoredValue(datasetType: string) {
  const datasets = useDatasets();
  const dates = useDates();
  const dateFields = new Set(
    datasets.data
      ?.find((d) => d.type === datasetType)
      ?.fields.filter((f) => f.is_date)
      .map((f) => f.key),
  );
  return (field: string, value: string | null | undefined): string => {
    if (value === null || value === undefined) return '';
    return dateFields.has(field) && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dates.date(value) : value;
  };
}
