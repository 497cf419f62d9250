import { Type } from '@sinclair/typebox';
import { envelope } from '../../../lib/http-schemas.js';
import { Timestamp, Mapping, OnExisting, ColumnFormat } from '../job/schemas.js';

export const MappingBody = Type.Object({
  column_mapping: Type.Record(Type.String(), Type.String(), {
    description: 'file column header -> target field; a field may be mapped once',
  }),
  column_formats: Type.Optional(
    Type.Record(Type.String({ maxLength: 200 }), ColumnFormat, {
      maxProperties: 500,
      description:
        'file column header -> how its dates are written; required (date_order) for a date column whose detected format is ambiguous or mixed',
    }),
  ),
  save_profile: Type.Optional(Type.Boolean({ default: false })),
  profile_name: Type.Optional(
    Type.String({ description: 'required with save_profile; 1 to 100 characters; an existing name is overwritten' }),
  ),
  options: Type.Optional(Type.Object({ on_existing: Type.Optional(OnExisting) })),
});

export const MappingProfile = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    dataset_type: Type.String(),
    column_mapping: Mapping,
    created_by: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'MappingProfile' },
);

export const ProfilesQuery = Type.Object({ dataset_type: Type.Optional(Type.String()) });
export const ProfilesResponse = envelope(Type.Array(MappingProfile, { title: 'MappingProfileList' }));
