import { Type } from '@sinclair/typebox';
import { envelope, StringEnum } from '../../lib/http-schemas.js';

export const Organisation = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    status: StringEnum(['active', 'pending', 'suspended'] as const, {
      description: 'only an active organisation may commit imports; the operator sets it',
    }),
    currency: Type.String({ description: 'ISO 4217 code of its amounts' }),
    member_sign_in: Type.Boolean({ description: 'whether its active members may sign in (as MEMBER); off, their sessions end at once' }),
    prescription_required_for: Type.Array(Type.String(), {
      description: "order categories that need a prescription (the approval policy's; shown here so that a member's form asks for one)",
    }),
  },
  { title: 'Organisation' },
);

export const OrganisationPatchBody = Type.Object({ member_sign_in: Type.Boolean() }, { title: 'OrganisationPatch' });

export const OrganisationResponse = envelope(Organisation);
