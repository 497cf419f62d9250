import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { can, useCurrentUser } from './session';

/** The datasets an import can hold and their target fields (the mapping's choices). */
export function useDatasets() {
  return useQuery({ queryKey: ['datasets'], queryFn: () => unwrap(api.GET('/v1/migration/datasets')), staleTime: Infinity });
}

/** The datasets the signed-in user may import (each names the permission that imports it). */
export function useImportableDatasets() {
  const { data: user } = useCurrentUser();
  const datasets = useDatasets();
  return { ...datasets, data: datasets.data?.filter((d) => can(user, d.import_permission)) };
}

/** Whether the signed-in user may work on an import of this dataset (upload, map, fix rows, commit). */
export function useMayImport(datasetType: string): boolean {
  return useImportableDatasets().data?.some((d) => d.type === datasetType) ?? false;
}
