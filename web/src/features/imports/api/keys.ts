import type { JobListQuery, RowsQuery } from '../../../api/types';

/** Query keys of the imports feature, by resource. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: JobListQuery) => ['jobs', 'list', filters] as const,
  one: (id: string) => ['jobs', id] as const,
  errors: (id: string, filter: { code?: string | undefined; field?: string | undefined }, page: number) =>
    ['jobs', id, 'errors', filter, page] as const,
  events: (id: string) => ['jobs', id, 'events'] as const,
  rows: (id: string, query: RowsQuery) => ['jobs', id, 'rows', query] as const,
};
