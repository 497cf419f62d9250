import { AppError } from '../../../lib/app-error.js';
import type { SignInOrganisation } from './repository.js';

/**
 * Which of the organisations an address signs in to a sign-in opens: the one named by `orgId`, or the only
 * one. `choose`: several, none named (the caller answers ORGANISATION_CHOICE_REQUIRED, after the proof);
 * `notAmong`: the one named is not one of them; undefined: none at all.
 */
export type OrganisationChoice<T> = { target: T } | { choose: SignInOrganisation[] } | { notAmong: true } | undefined;

export function chooseOrganisation<T extends SignInOrganisation>(targets: readonly T[], orgId: string | undefined): OrganisationChoice<T> {
  if (targets.length === 0) return undefined;
  if (orgId !== undefined) {
    const named = targets.find((target) => target.org_id === orgId.toLowerCase());
    return named ? { target: named } : { notAmong: true };
  }
  if (targets.length === 1) return { target: targets[0]! };
  return { choose: targets.map(({ org_id, org_name }) => ({ org_id, org_name })) };
}

/**
 * 409 ORGANISATION_CHOICE_REQUIRED: the proof was right and the address signs in to several organisations.
 * Each detail names one (`params`: id, name); the same request again with `org_id` opens it.
 */
export function organisationChoiceRequired(organisations: readonly SignInOrganisation[]): AppError {
  return new AppError(
    'ORGANISATION_CHOICE_REQUIRED',
    'This sign-in belongs to several organisations: send the same request again with org_id, one of those listed.',
    organisations.map((o) => ({
      field: 'org_id',
      issue: `may be ${o.org_id} (${o.org_name})`,
      reason: 'organisation',
      params: { id: o.org_id, name: o.org_name },
    })),
  );
}

/** 400 naming org_id: the organisation named is not one this sign-in opens (said only after the proof was right). */
export function notAmongOrganisations(): AppError {
  return AppError.validation('org_id', 'is not an organisation this sign-in opens', 'This sign-in does not open that organisation.');
}
