import { AppError } from '../../../lib/app-error.js';
import { departmentsDataset } from './departments.js';
import { membersDataset } from './members.js';
import { packagesDataset } from './packages.js';
import { providersDataset } from './providers.js';
import { settlementsDataset } from './settlements.js';
import type { DatasetDefinition } from './types.js';

/** Every dataset a migration job can import; a new dataset is one new file and one line here. */
export const DATASETS: Readonly<Record<string, DatasetDefinition>> = {
  members: membersDataset,
  departments: departmentsDataset,
  packages: packagesDataset,
  providers: providersDataset,
  settlements: settlementsDataset,
};

export const DATASET_TYPES = Object.keys(DATASETS);

export function findDataset(type: string): DatasetDefinition | undefined {
  return Object.hasOwn(DATASETS, type) ? DATASETS[type] : undefined;
}

/** 400 for a dataset_type that names no dataset. */
export function unknownDataset(value: string): AppError {
  return AppError.validation('dataset_type', `must be one of: ${DATASET_TYPES.join(', ')}`, `Unknown dataset_type "${value}".`);
}
