import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export { useDatasets, useImportableDatasets, useMayImport } from '../../../lib/datasets';

/** Saved column mappings of the organisation for a dataset. */
export function useMappingProfiles(datasetType: string) {
  return useQuery({
    queryKey: ['mapping-profiles', datasetType],
    queryFn: () => unwrap(api.GET('/v1/migration/mapping-profiles', { params: { query: { dataset_type: datasetType } } })),
  });
}
