import { AppError } from '../../../lib/app-error.js';
import { requires } from '../../access/policy.js';
import type { AuthContext } from '../../identity/accounts/auth-context.js';
import { findDataset } from '../datasets/registry.js';

/**
 * The access of the routes that work on an import (upload, mapping, validation, rows, preview, commit):
 * anyone who imports some dataset. Which datasets is the dataset's to say (`importPermission`: providers
 * are finance's, the others HR's), checked for the job a route names by the migration plugin's hook and
 * for an upload as its dataset_type arrives.
 */
export const IMPORTS = requires('migration:write', 'finance:write');

export function mayImport(auth: Pick<AuthContext, 'permissions'>, datasetType: string): boolean {
  const dataset = findDataset(datasetType);
  return dataset !== undefined && auth.permissions.includes(dataset.importPermission);
}

/** 403 for a dataset the caller's active role does not import (the job is visible to them, so not 404). */
export function assertMayImport(auth: AuthContext, datasetType: string): void {
  if (mayImport(auth, datasetType)) return;
  const needed = findDataset(datasetType)?.importPermission ?? 'migration:write';
  throw new AppError('FORBIDDEN', `The active role ${auth.activeRole} may not import ${datasetType}: that needs ${needed}.`);
}

/**
 * The access of the rollback route: anyone who may undo some dataset's imports. Which is the dataset's to
 * say (`rollbackPermission`: a settlement is finance's to undo, the others a super user's), checked by the
 * migration plugin's hook for the job the route names.
 */
export const ROLLS_BACK = requires('migration:rollback', 'finance:write');

export function assertMayRollBack(auth: AuthContext, datasetType: string): void {
  const needed = findDataset(datasetType)?.rollbackPermission ?? 'migration:rollback';
  if (auth.permissions.includes(needed)) return;
  throw new AppError('FORBIDDEN', `The active role ${auth.activeRole} may not roll back a ${datasetType} import: that needs ${needed}.`);
}
