import type { MemberQuery } from '../api/useMembers';

export const MEMBER_SORTS = ['-created_at', 'created_at', 'full_name', '-full_name', 'external_id', '-external_id'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** The directory's filters and order, as the list and its export take them. */
export interface DirectoryFilters {
  q: string;
  status: 'active' | 'inactive' | null;
  department: string | null;
  package: string | null;
  importJobId: string | null;
  sort: MemberSort;
}

/** The filters as the API's query: only those set, the default order left out. */
export function filterQuery(filters: DirectoryFilters): Omit<MemberQuery, 'page' | 'page_size' | 'cursor'> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.department ? { department: filters.department } : {}),
    ...(filters.package ? { package: filters.package } : {}),
    ...(filters.importJobId ? { import_job_id: filters.importJobId } : {}),
    ...(filters.sort !== '-created_at' ? { sort: filters.sort } : {}),
  };
}

/** Where the current list downloads as a CSV file (the same filters and order, every page). */
export function exportHref(filters: DirectoryFilters): string {
  const query = new URLSearchParams(Object.entries(filterQuery(filters)).map(([key, value]) => [key, String(value)]));
  const text = query.toString();
  return `/v1/members/export${text ? `?${text}` : ''}`;
}
