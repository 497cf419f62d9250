import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BenefitPackage, BenefitPackagePatch, Department, DepartmentPatch, ListQuery } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { useChange } from '../../../lib/changes';

export type ListKind = 'departments' | 'packages';
export type ListItem = Department | BenefitPackage;
export type ListPatch = DepartmentPatch | BenefitPackagePatch;

/** A page of the organisation's departments or packages, searched and filtered. */
export function useList(kind: ListKind, query: ListQuery) {
  return useQuery({
    queryKey: [kind, query],
    queryFn: (): Promise<{ items: ListItem[]; total_items: number; total_pages: number }> =>
      kind === 'departments'
        ? unwrap(api.GET('/v1/departments', { params: { query } }))
        : unwrap(api.GET('/v1/packages', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** A new one, or a change of one (`id`). */
export function useSaveListItem(kind: ListKind) {
  return useChange([kind], ({ id, body }: { id?: string; body: ListPatch }): Promise<ListItem> => {
    if (kind === 'departments') {
      return id
        ? unwrap(api.PATCH('/v1/departments/{id}', { params: { path: { id } }, body: body as DepartmentPatch }))
        : unwrap(api.POST('/v1/departments', { body: body as Required<DepartmentPatch> }));
    }
    return id
      ? unwrap(api.PATCH('/v1/packages/{id}', { params: { path: { id } }, body }))
      : unwrap(api.POST('/v1/packages', { body: body as BenefitPackagePatch & Required<DepartmentPatch> }));
  });
}

/** Archive (`archived: true`) or restore one. */
export function useArchiveListItem(kind: ListKind) {
  return useChange([kind], ({ id, archived }: { id: string; archived: boolean }): Promise<ListItem> => {
    const path = { params: { path: { id } } };
    if (kind === 'departments')
      return unwrap(archived ? api.POST('/v1/departments/{id}/archive', path) : api.POST('/v1/departments/{id}/restore', path));
    return unwrap(archived ? api.POST('/v1/packages/{id}/archive', path) : api.POST('/v1/packages/{id}/restore', path));
  });
}
