import type { Person, StaffRole } from '../../../api/types';

/** The roles an invitation gives; MEMBER comes from a member record. */
export const STAFF_ROLES: StaffRole[] = ['SUPER_USER', 'HR_ADMIN', 'FINANCE'];

/** Why a control is off for this person: the server would refuse it (409), so the screen says so first. */
export type OffReason = 'self' | 'lastSuperUser';

/** The organisation's last active super user: their super-user role cannot go, nor they be deactivated. */
export function isLastSuperUser(person: Person, activeSuperUsers: number | undefined): boolean {
  return person.status === 'active' && person.roles.includes('SUPER_USER') && activeSuperUsers !== undefined && activeSuperUsers <= 1;
}

/** Why "Deactivate" is off for this person, if it is. */
export function deactivateOff(person: Person, myId: string | undefined, activeSuperUsers: number | undefined): OffReason | undefined {
  if (person.id === myId) return 'self';
  if (isLastSuperUser(person, activeSuperUsers)) return 'lastSuperUser';
  return undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameProblem = (name: string) => (name.trim().length < 1 || name.trim().length > 200 ? 'people.invalid.name' : null);
export const rolesProblem = (roles: readonly string[]) => (roles.length === 0 ? 'people.invalid.roles' : null);

/** The invitation form's checks, in message ids; the server checks again (and reads phones). */
export function invitationProblems(values: { full_name: string; email: string; phone: string; roles: string[] }) {
  const email = values.email.trim();
  return {
    full_name: nameProblem(values.full_name),
    email:
      email === '' && values.phone.trim() === ''
        ? 'people.invalid.contact'
        : email !== '' && !EMAIL.test(email)
          ? 'people.invalid.email'
          : null,
    roles: rolesProblem(values.roles),
  };
}
