import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change through the API; once it succeeds, every query under `key` reads again (the list, the one, its history). */
export function useChange<T, R>(key: readonly unknown[], call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}
