import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, MappingBody, RowPatch } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { jobKeys } from './keys';

/** After an action: the job as answered, and everything read from it (lists, errors, events) again. */
function useJobMutation<T>(id: string, call: (input: T) => Promise<Pick<Job, 'id'> & Partial<Job>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      // A whole job replaces the cached one; the commit's `{ id, status }` moves it to its new status at once.
      queryClient.setQueryData<Job>(jobKeys.one(id), (cached) =>
        'columns' in answer ? (answer as Job) : cached && { ...cached, ...answer },
      );
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: jobKeys.one(id) }),
  });
}

const path = (id: string) => ({ params: { path: { id } } });

export function useSetMapping(id: string) {
  return useJobMutation(id, (body: MappingBody) => unwrap(api.PUT('/v1/migration/jobs/{id}/mapping', { ...path(id), body })));
}

export function usePreview(id: string) {
  return useJobMutation(id, () => unwrap(api.POST('/v1/migration/jobs/{id}/preview', path(id))));
}

/** The key is made once per job page: a double click or a retry replays the first answer. */
export function useCommit(id: string, idempotencyKey: string) {
  return useJobMutation(id, () =>
    unwrap(api.POST('/v1/migration/jobs/{id}/commit', { ...path(id), headers: { 'idempotency-key': idempotencyKey } })),
  );
}

export function useRollback(id: string) {
  return useJobMutation(id, () => unwrap(api.POST('/v1/migration/jobs/{id}/rollback', path(id))));
}

/** Fixes a row in place (cells and/or exclusion): the answer is the job with its new validation report. */
export function useEditRow(id: string) {
  return useJobMutation(id, ({ row, patch }: { row: number; patch: RowPatch }) =>
    unwrap(api.PATCH('/v1/migration/jobs/{id}/rows/{row}', { params: { path: { id, row } }, body: patch })),
  );
}

/** Creates the departments or packages the file names and the organisation lacks: the answer is the job checked again. */
export function useCreateMissing(id: string) {
  return useJobMutation(id, (field: 'department' | 'package') =>
    unwrap(api.POST('/v1/migration/jobs/{id}/create-missing', { ...path(id), body: { field } })),
  );
}

/** Leaves out every row with one error (a code, on a field when chosen): the answer is the job checked again and how many rows. */
export function useExcludeRowsWithError(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; field?: string }) => unwrap(api.POST('/v1/migration/jobs/{id}/rows/exclude', { ...path(id), body })),
    onSuccess: async ({ job }) => {
      queryClient.setQueryData<Job>(jobKeys.one(id), job);
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: jobKeys.one(id) }),
  });
}
