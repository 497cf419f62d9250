import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import am from '../messages/am.json';
import { ApiError } from './api';
import { namesAField, serverFieldErrors } from './form-errors';

const intl = createIntl({ locale: 'am-ET', messages: am });
const refusal = new ApiError(400, 'VALIDATION_FAILED', 'The organisation change is not valid.', [
  { field: 'time_zone', issue: 'must be an IANA time zone, like Africa/Addis_Ababa' },
  { field: 'name', issue: 'must be 1 to 200 visible characters' },
  { field: 'other', issue: 'is wrong' },
]);

describe("a server's refusal of a form's fields", () => {
  it("is said under each of the form's fields in the user's language, never in the server's English", () => {
    const errors = serverFieldErrors(intl, refusal, ['name', 'time_zone'] as const);
    expect(Object.keys(errors).sort()).toEqual(['name', 'time_zone']);
    expect(errors.time_zone).toBe(am['form.fieldRefused']);
    expect(errors.time_zone).not.toContain('IANA');
    expect(namesAField(intl, refusal, ['name'])).toBe(true);
    expect(namesAField(intl, refusal, ['email'])).toBe(false);
    expect(serverFieldErrors(intl, new Error('x'), ['name'])).toEqual({});
  });
});
