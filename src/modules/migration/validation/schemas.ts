import { Type } from '@sinclair/typebox';
import { RowError, pageOf } from '../job/schemas.js';

export const ErrorsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  code: Type.Optional(Type.String({ maxLength: 64, description: 'only errors of this code (e.g. INVALID_EMAIL)' })),
  field: Type.Optional(Type.String({ maxLength: 64, description: 'only errors of this target field (e.g. email)' })),
});

export const ErrorsResponse = pageOf(RowError);
