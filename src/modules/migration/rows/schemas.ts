import { Type } from '@sinclair/typebox';
import { envelope, StringEnum } from '../../../lib/http-schemas.js';
import { LIMITS } from '../files/sheet.js';
import { Job, Timestamp, NormalisedCell, RowErrorParams, pageOf } from '../job/schemas.js';

export const RowParams = Type.Object({
  id: Type.String({ description: 'Job id (UUID)' }),
  row: Type.Integer({ minimum: 1, maximum: 2_000_000_000, description: 'row number as a spreadsheet shows it (header = 1)' }),
});

export const RowsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  filter: StringEnum(['all', 'errors', 'valid', 'edited', 'excluded'] as const, {
    default: 'all',
    description:
      'errors: rows with an error; valid: rows without one that are not excluded; edited: rows with a cell edited in place; excluded: rows left out',
  }),
  code: Type.Optional(Type.String({ maxLength: 64, description: 'only rows with an error of this code' })),
  field: Type.Optional(Type.String({ maxLength: 64, description: 'only rows with an error of this target field' })),
});

const RowEdit = Type.Object(
  {
    column: Type.Union([Type.String(), Type.Null()], {
      description: 'the file column edited; null for the row being excluded or included again',
    }),
    from: Type.Union([Type.String(), Type.Null()]),
    to: Type.Union([Type.String(), Type.Null()]),
    excluded: Type.Union([Type.Boolean(), Type.Null()], {
      description: 'for an exclusion: whether the row was excluded (true) or included again (false)',
    }),
    by: Type.Object({ id: Type.String(), name: Type.String() }),
    at: Timestamp,
  },
  { title: 'RowEdit' },
);

export const RowsResponse = pageOf(
  Type.Object(
    {
      row: Type.Integer({ description: 'row number as a spreadsheet shows it (header = 1)' }),
      cells: Type.Record(Type.String(), Type.String(), { description: 'file column -> the cell as it will be imported (edits applied)' }),
      errors: Type.Array(
        Type.Object({ column: Type.String(), field: Type.String(), code: Type.String(), message: Type.String(), params: RowErrorParams }),
      ),
      edited: Type.Boolean({ description: 'a cell of the row was edited in place' }),
      excluded: Type.Boolean({ description: 'left out by the user: neither imported nor an error' }),
      skipped: Type.Boolean({ description: 'matches an existing member and is skipped (on_existing: skip)' }),
      normalised: Type.Array(NormalisedCell, {
        description: "the row's cells whose stored value is a reading of the cell in another form, each as written and as stored",
      }),
      edits: Type.Array(RowEdit, {
        description:
          "the row's differences from the file: each edited cell once (its value in the file and its latest, by whoever changed it last) and the row's exclusion, in the order first made",
      }),
      truncated: Type.Array(Type.String(), {
        description:
          'file columns whose value (in `cells` or `edits`) is cut short in this answer to keep the page within its size: the full value is in the corrected file',
      }),
    },
    { title: 'JobRow' },
  ),
);

export const RowPatchBody = Type.Object(
  {
    cells: Type.Optional(
      Type.Record(Type.String({ maxLength: 200 }), Type.String({ maxLength: LIMITS.maxCellChars }), {
        maxProperties: 500,
        description: 'file column -> new value (trimmed; "" empties the cell)',
      }),
    ),
    excluded: Type.Optional(Type.Boolean({ description: 'true leaves the row out of the import; false takes it back' })),
  },
  { minProperties: 1 },
);

export const ExcludeByErrorBody = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "the error's code, as the rows and the error report give it (INVALID_EMAIL)",
    }),
    field: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'only the rows with this error on this field' })),
  },
  { title: 'ExcludeByError', additionalProperties: false },
);

export const ExcludeByErrorResponse = envelope(
  Type.Object(
    {
      job: Job,
      excluded: Type.Integer({ minimum: 0, description: 'how many rows were left out by this action (0: none had the error)' }),
    },
    { title: 'RowsExcluded' },
  ),
);
