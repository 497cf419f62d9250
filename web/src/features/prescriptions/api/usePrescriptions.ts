import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrescriptionCreate } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';

/** The signed-in member's prescriptions (or, `active`, those an order may name), newest first. */
export function usePrescriptions(status?: 'active') {
  return useQuery({
    queryKey: ['prescriptions', 'list', status ?? 'all'],
    queryFn: () => unwrap(api.GET('/v1/prescriptions', { params: { query: { limit: 100, ...(status ? { status } : {}) } } })),
    placeholderData: keepPreviousData,
  });
}

export function usePrescription(id: string) {
  return useQuery({
    queryKey: ['prescriptions', id],
    queryFn: () => unwrap(api.GET('/v1/prescriptions/{id}', { params: { path: { id } } })),
  });
}

/** Who read the member's clinical detail, a page at a time. */
export function useMyDisclosures() {
  return useInfiniteQuery({
    queryKey: ['disclosures', 'mine'],
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/v1/me/disclosures', { params: { query: { limit: 50, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

function usePrescriptionChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['prescriptions'] }) });
}

/** A new prescription, then (when a photo was chosen) its photo: one step for the member. */
export function useCreatePrescription() {
  return usePrescriptionChange(async ({ body, file }: { body: PrescriptionCreate; file?: Blob }) => {
    const created = await unwrap(api.POST('/v1/prescriptions', { body }));
    if (!file) return created;
    return attach(created.id, file);
  });
}

export function useAttachPhoto(id: string) {
  return usePrescriptionChange((file: Blob) => attach(id, file));
}

export function useCancelPrescription(id: string) {
  return usePrescriptionChange(() => unwrap(api.POST('/v1/prescriptions/{id}/cancel', { params: { path: { id } } })));
}

function attach(id: string, file: Blob) {
  return unwrap(
    api.POST('/v1/prescriptions/{id}/attachment', {
      params: { path: { id } },
      body: { file: file as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
        return form;
      },
    }),
  );
}
