import { Type } from '@sinclair/typebox';
import { envelope } from '../../../lib/http-schemas.js';
import { DATASET_TYPES } from '../datasets/registry.js';
import { JobResponse } from '../job/schemas.js';

export const UploadBody = Type.Object(
  {
    dataset_type: Type.String({ description: `one of: ${DATASET_TYPES.join(', ')}` }),
    header_row: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_048_576,
        description: "the header's row number, sent before the file: when the one found (the job's header_row) is not it",
      }),
    ),
    sheet: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          "a workbook's sheet to read, by the name on its tab, sent before the file: when the one chosen (the job's sheet) is not it",
      }),
    ),
    file: Type.String({
      format: 'binary',
      description:
        "CSV (UTF-8, or UTF-16 with BOM; comma, semicolon, tab or pipe) or XLSX (of its visible sheets, the one whose header maps the most of the dataset's fields; the first on a tie). The header is the first row, below any title or blank rows, that fills at least half as many cells as the fullest of the first 20 (the field names below group titles merged over them); blank columns before the table are left out",
    }),
  },
  { description: 'multipart/form-data' },
);

export const UploadResponse = JobResponse;

export const TemplateParams = Type.Object({ dataset_type: Type.String() });

export const DatasetField = Type.Object(
  {
    key: Type.String({ description: 'the target field, as used in column_mapping' }),
    label: Type.String(),
    required: Type.Boolean(),
    format: Type.String({ description: 'how a value is written' }),
    allowed_values: Type.Union([Type.Array(Type.String()), Type.Null()]),
    example: Type.String(),
    is_date: Type.Boolean({ description: 'a date field: its column may be given a format (column_formats) in the mapping' }),
    parts: Type.Integer({
      description:
        "how many columns the field may be mapped from, joined with a space (a name in three columns: first, father's, grandfather's); 1 for every other field",
    }),
  },
  { title: 'DatasetField' },
);

export const DatasetsResponse = envelope(
  Type.Array(
    Type.Object(
      {
        type: Type.String(),
        import_permission: Type.String({
          description: 'the permission that imports it (providers: finance:write; the others: migration:write)',
        }),
        fields: Type.Array(DatasetField),
      },
      { title: 'Dataset' },
    ),
    { title: 'DatasetList' },
  ),
);
