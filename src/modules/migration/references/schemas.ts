import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../lib/http-schemas.js';

export const CreateMissingBody = Type.Object(
  { field: StringEnum(['department', 'package'] as const, { description: "which of the file's missing values to create" }) },
  { title: 'CreateMissing' },
);
