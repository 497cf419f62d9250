import { Type, type Static } from '@sinclair/typebox';
import { PROVIDER_KINDS } from '../../db/spending-tables.js';
import { envelope, pageOf, StringEnum } from '../../lib/http-schemas.js';

export const ProviderKind = StringEnum(PROVIDER_KINDS, { title: 'ProviderKind' });
const ProviderStatus = StringEnum(['active', 'archived'] as const, {
  title: 'ProviderStatus',
  description: 'archived: kept (its orders keep it), but no new order may name it',
});

export const Provider = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    code: Type.String({ description: 'unique in the organisation, case and outer spaces ignored' }),
    name: Type.String(),
    kind: ProviderKind,
    phone: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    status: ProviderStatus,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Provider' },
);

export const ProviderListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'part of the code or name (case-insensitive)' })),
  kind: Type.Optional(ProviderKind),
  status: Type.Optional(ProviderStatus),
});
export type ProviderListQuery = Static<typeof ProviderListQuery>;

export const ProviderIdParams = Type.Object({ id: Type.String({ description: 'Id (UUID)' }) });

const Given = (description: string) => Type.String({ maxLength: 1_000, description });
const Optional = (description: string) => Type.Optional(Type.Union([Given(description), Type.Null()]));
const providerFields = {
  code: Given('1 to 64 characters'),
  name: Given('1 to 200 characters'),
  kind: Given(`${PROVIDER_KINDS.join(', ')} (any case)`),
  phone: Optional('an Ethiopian phone number; null: none'),
  email: Optional('an email address; null: none'),
};
export const ProviderCreateBody = Type.Object(providerFields, { title: 'ProviderCreate' });
export type ProviderCreateBody = Static<typeof ProviderCreateBody>;
export const ProviderPatchBody = Type.Partial(Type.Object(providerFields), { title: 'ProviderPatch', minProperties: 1 });
export type ProviderPatchBody = Static<typeof ProviderPatchBody>;

export const ProviderResponse = envelope(Provider);
export const ProviderListResponse = envelope(pageOf(Provider));
