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

/** How an organisation's files are read (organisations' currency, time_zone, member_numbers_case_sensitive). */
export interface ReadingSettings {
  currency: string;
  timeZone: string;
  caseSensitiveNumbers: boolean;
}

/**
 * A dataset as an organisation's files are read: a dataset whose key is compared without case (employee
 * numbers: E-001 is e-001) compares it with case for an organisation that says its numbers differ by case.
 */
export function datasetFor(type: string, settings: Pick<ReadingSettings, 'caseSensitiveNumbers'>): DatasetDefinition | undefined {
  const dataset = findDataset(type);
  if (!dataset?.keyCaseSetting || !settings.caseSensitiveNumbers) return dataset;
  const key = dataset.target.key.field;
  return {
    ...dataset,
    setRules: dataset.setRules.map((rule) =>
      rule.kind === 'unique_in_file' && rule.field === key ? { ...rule, caseInsensitive: false } : rule,
    ),
    target: { ...dataset.target, key: { ...dataset.target.key, caseInsensitive: false } },
  };
}

/** 400 for a dataset_type that names no dataset. */
export function unknownDataset(value: string): AppError {
  return AppError.validation('dataset_type', `must be one of: ${DATASET_TYPES.join(', ')}`, `Unknown dataset_type "${value}".`);
}
