import type { ErrorParams } from '../../../lib/app-error.js';

/** A row error's params as the API shows them: the field only when the error has some. */
export function paramsOf(error: { params?: ErrorParams | null }): { params?: ErrorParams } {
  return error.params ? { params: error.params } : {};
}
