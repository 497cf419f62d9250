import { csvLine } from '../../../lib/csv-writer.js';
import type { StoredError } from './repository.js';

export const ERROR_REPORT_HEADER = 'row,column,field,value,code,message';

export function errorReportLine(error: StoredError): string {
  return csvLine([error.row_number, error.column_name, error.field, error.value, error.code, error.message]);
}
