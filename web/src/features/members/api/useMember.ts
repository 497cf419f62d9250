import { useQuery } from '@tanstack/react-query';
import type { MemberCreate, MemberPatch } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { useChange } from '../../../lib/changes';

/** One member, and their history (the member.* events, oldest first). */
export function useMember(id: string) {
  return useQuery({ queryKey: ['members', 'one', id], queryFn: () => unwrap(api.GET('/v1/members/{id}', { params: { path: { id } } })) });
}

export function useMemberHistory(id: string) {
  return useQuery({
    queryKey: ['members', 'one', id, 'history'],
    queryFn: async () =>
      (await unwrap(api.GET('/v1/events', { params: { query: { member_id: id, kind: 'member.*', limit: 500, after: 0 } } }))).items,
  });
}

/** The imports that created or changed the member, newest first. */
export function useMemberImports(id: string) {
  return useQuery({
    queryKey: ['members', 'one', id, 'imports'],
    queryFn: () => unwrap(api.GET('/v1/members/{id}/imports', { params: { path: { id } } })),
  });
}

const useMembersMutation = <T, R>(call: (input: T) => Promise<R>) => useChange(['members'], call);

export function useCreateMember() {
  return useMembersMutation((body: MemberCreate) => unwrap(api.POST('/v1/members', { body })));
}

export function useUpdateMember() {
  return useMembersMutation(({ id, ...body }: MemberPatch & { id: string }) =>
    unwrap(api.PATCH('/v1/members/{id}', { params: { path: { id } }, body })),
  );
}

export function useSetMemberActive() {
  return useMembersMutation(({ id, active }: { id: string; active: boolean }) =>
    unwrap(
      active
        ? api.POST('/v1/members/{id}/reactivate', { params: { path: { id } } })
        : api.POST('/v1/members/{id}/deactivate', { params: { path: { id } } }),
    ),
  );
}
