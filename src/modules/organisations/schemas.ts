import { Type } from '@sinclair/typebox';
import { envelope, StringEnum } from '../../lib/http-schemas.js';

const BenefitYearSchema = StringEnum(['ethiopian_fiscal', 'gregorian'] as const, {
  title: 'BenefitYear',
  description:
    "the days a new benefit period takes by default: the Ethiopian fiscal year (Hamle 1 to Sene 30: 2025-07-08 to 2026-07-07 is EFY 2018) or the Gregorian year; the organisation's first period is the one that holds the day it was made",
});

const TimeZoneSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  description:
    'IANA time zone (default Africa/Addis_Ababa): a timestamp at UTC in an imported file (1990-03-13T21:00:00.000Z) is read as the day it is there (the 14th)',
});

export const Organisation = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    status: StringEnum(['active', 'pending', 'suspended'] as const, {
      description: 'only an active organisation may commit imports; the operator sets it',
    }),
    currency: Type.String({ description: 'ISO 4217 code of its amounts' }),
    member_sign_in: Type.Boolean({ description: 'whether its active members may sign in (as MEMBER); off, their sessions end at once' }),
    benefit_year: BenefitYearSchema,
    time_zone: TimeZoneSchema,
    member_numbers_case_sensitive: Type.Boolean({
      description:
        'whether employee numbers that differ only by case are different members (default false: an import reads E-001 and e-001 as one number, a duplicate in a file and the same member on update)',
    }),
    prescription_required_for: Type.Array(Type.String(), {
      description: "order categories that need a prescription (the approval policy's; shown here so that a member's form asks for one)",
    }),
  },
  { title: 'Organisation' },
);

export const OrganisationPatchBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "the institution's name, as its people see it" })),
    member_sign_in: Type.Optional(Type.Boolean()),
    benefit_year: Type.Optional(BenefitYearSchema),
    time_zone: Type.Optional(TimeZoneSchema),
    member_numbers_case_sensitive: Type.Optional(Type.Boolean()),
  },
  { title: 'OrganisationPatch', additionalProperties: false, minProperties: 1 },
);

export const OrganisationResponse = envelope(Organisation);

/** The checklist's counts stop here: it says "more than 1,000 members", and counts no further. */
export const SETUP_COUNT_UP_TO = 1_000;

export const SETUP_STEPS = ['invite_staff', 'departments', 'packages', 'first_import', 'member_sign_in'] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export const OrganisationSetup = Type.Object(
  {
    done: Type.Boolean({ description: 'every step is done: the console then opens on the members directory' }),
    steps: Type.Array(
      Type.Object(
        {
          key: StringEnum(SETUP_STEPS, {
            description:
              'invite_staff: an HR administrator or finance officer invited (not deactivated); departments, packages: one active at least; first_import: a members import completed, or active members in the directory already (count: the active members); member_sign_in: members may sign in and there are active members to do so',
          }),
          done: Type.Boolean(),
          count: Type.Optional(
            Type.Integer({
              minimum: 0,
              maximum: SETUP_COUNT_UP_TO,
              description: 'how many there are of what the step counts, counted up to 1,000',
            }),
          ),
          more: Type.Optional(Type.Boolean({ description: 'true when there are more than `count` (1,000): counting stops there' })),
        },
        { title: 'SetupStep' },
      ),
    ),
  },
  { title: 'OrganisationSetup' },
);

export const OrganisationSetupResponse = envelope(OrganisationSetup);
