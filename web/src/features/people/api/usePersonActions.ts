import type { Invitation, PersonPatch } from '../../../api/types';
import { api, unwrap } from '../../../lib/api';
import { useChange } from '../../../lib/changes';
import { PEOPLE_KEY } from './keys';

const usePeopleMutation = <T, R>(call: (input: T) => Promise<R>) => useChange(PEOPLE_KEY, call);

export function useInvitePerson() {
  return usePeopleMutation((body: Invitation) => unwrap(api.POST('/v1/users', { body })));
}

export function useUpdatePerson() {
  return usePeopleMutation(({ id, ...body }: PersonPatch & { id: string }) =>
    unwrap(api.PATCH('/v1/users/{id}', { params: { path: { id } }, body })),
  );
}

export function useSetPersonActive() {
  return usePeopleMutation(({ id, active }: { id: string; active: boolean }) =>
    unwrap(
      active
        ? api.POST('/v1/users/{id}/reactivate', { params: { path: { id } } })
        : api.POST('/v1/users/{id}/deactivate', { params: { path: { id } } }),
    ),
  );
}

export function useResendInvitation() {
  return usePeopleMutation((id: string) => unwrap(api.POST('/v1/users/{id}/invitation', { params: { path: { id } } })));
}
