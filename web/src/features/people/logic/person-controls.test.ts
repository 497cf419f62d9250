import { describe, expect, it } from 'vitest';
import type { Person } from '../../../api/types';
import { deactivateOff, invitationProblems, isLastSuperUser } from './person-controls';

const person = (over: Partial<Person> = {}): Person => ({
  id: 'p1',
  email: 'p@x.et',
  phone: null,
  full_name: 'P',
  roles: ['SUPER_USER'],
  status: 'active',
  invited_at: null,
  invited_by: null,
  last_sign_in_at: null,
  deactivated_at: null,
  ...over,
});

describe('which people controls are off, and why', () => {
  it('keeps the last active super user', () => {
    expect(isLastSuperUser(person(), 1)).toBe(true);
    expect(isLastSuperUser(person(), 2)).toBe(false);
    // An invited or deactivated super user is not the one keeping the organisation run.
    expect(isLastSuperUser(person({ status: 'invited' }), 1)).toBe(false);
    expect(isLastSuperUser(person({ roles: ['HR_ADMIN'] }), 1)).toBe(false);
    // Before the count is known nothing is claimed: the server still guards.
    expect(isLastSuperUser(person(), undefined)).toBe(false);
  });

  it('says why Deactivate is off: oneself first, then the last super user', () => {
    expect(deactivateOff(person(), 'p1', 1)).toBe('self');
    expect(deactivateOff(person(), 'me', 1)).toBe('lastSuperUser');
    expect(deactivateOff(person(), 'me', 3)).toBeUndefined();
    expect(deactivateOff(person({ roles: ['FINANCE'] }), 'me', 1)).toBeUndefined();
  });
});

describe('the invitation form', () => {
  const valid = { full_name: 'Hanna', email: 'h@x.et', phone: '', roles: ['FINANCE'] };
  it('accepts an email, a phone or both', () => {
    expect(invitationProblems(valid)).toEqual({ full_name: null, email: null, roles: null });
    expect(invitationProblems({ ...valid, email: '', phone: '0911234567' }).email).toBeNull();
  });
  it('asks for a name, a contact, a valid email and a role', () => {
    expect(invitationProblems({ full_name: '  ', email: '', phone: '', roles: [] })).toEqual({
      full_name: 'people.invalid.name',
      email: 'people.invalid.contact',
      roles: 'people.invalid.roles',
    });
    expect(invitationProblems({ ...valid, email: 'not an email' }).email).toBe('people.invalid.email');
    expect(invitationProblems({ ...valid, full_name: 'x'.repeat(201) }).full_name).toBe('people.invalid.name');
  });
});
