import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import am from '../messages/am.json';
import enMessages from '../messages/en.json';
import { ApiError } from './api';
import { namesAField, serverFieldErrors, useFieldRefusals } from './form-errors';

const intl = createIntl({ locale: 'am-ET', messages: am });
const refusal = new ApiError(400, 'VALIDATION_FAILED', 'The organisation change is not valid.', [
  { field: 'time_zone', issue: 'must be an IANA time zone, like Africa/Addis_Ababa' },
  { field: 'name', issue: 'must be 1 to 200 visible characters' },
  { field: 'other', issue: 'is wrong' },
]);

describe("a server's refusal of a form's fields", () => {
  it("is said under each of the form's fields in the user's language, never in the server's English", () => {
    const errors = serverFieldErrors(intl, refusal, ['name', 'time_zone']);
    expect(Object.keys(errors).sort()).toEqual(['name', 'time_zone']);
    expect(errors.time_zone).toBe(am['form.fieldRefused']);
    expect(errors.time_zone).not.toContain('IANA');
    expect(namesAField(intl, refusal, ['name'])).toBe(true);
    expect(namesAField(intl, refusal, ['email'])).toBe(false);
    expect(serverFieldErrors(intl, new Error('x'), ['name'])).toEqual({});
  });
});

describe('where a refusal is said', () => {
  const en = createIntl({ locale: 'en', messages: enMessages });

  it("puts a list's item under its own input, and a part of a field under the field", () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'no', [
      { field: 'lines.1.amount.currency', issue: 'must be ETB' },
      { field: 'allowance_amount.currency', issue: 'must be ETB', reason: 'CURRENCY_MISMATCH' },
      { field: 'lines', issue: 'at most 50' },
    ]);
    expect(Object.keys(serverFieldErrors(en, refusal, ['lines.#.amount', 'allowance_amount']))).toEqual([
      'lines.1.amount',
      'allowance_amount',
    ]);
  });

  it("says a refusal's own sentence under its field when its code is not plain validation, and a taken address as such", () => {
    const last = new ApiError(409, 'LAST_SUPER_USER', 'no', [{ field: 'roles', issue: 'would leave no super user' }]);
    expect(serverFieldErrors(en, last, ['roles'])).toEqual({ roles: enMessages['error.LAST_SUPER_USER'] });
    const taken = new ApiError(409, 'CONFLICT', 'no', [{ field: 'email', issue: 'taken', reason: 'email_taken' }]);
    expect(serverFieldErrors(en, taken, ['email'])).toEqual({ email: enMessages['issue.email_taken'] });
    const own = serverFieldErrors(en, taken, ['email'], (detail) => (detail.reason === 'email_taken' ? 'ours' : undefined));
    expect(own).toEqual({ email: 'ours' });
  });

  it('sets the errors on the form as the refusal arrives, and leaves the general notice only what names no field', () => {
    const setErrors = vi.fn();
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'no', [{ field: 'name', issue: 'bad' }]);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(IntlProvider, { locale: 'am', messages: am }, children);
    const { result, rerender } = renderHook(({ error }) => useFieldRefusals({ setErrors }, error, ['name']), {
      wrapper,
      initialProps: { error: null as unknown },
    });
    expect(result.current).toBeNull();
    expect(setErrors).not.toHaveBeenCalled();
    rerender({ error: refusal });
    expect(result.current).toBeNull();
    expect(setErrors).toHaveBeenCalledWith({ name: am['form.fieldRefused'] });
    // Drawn again with the same refusal (a keystroke): the errors are not set again over the user's edit.
    rerender({ error: refusal });
    expect(setErrors).toHaveBeenCalledTimes(1);
    const elsewhere = new ApiError(400, 'VALIDATION_FAILED', 'no', [{ field: 'other', issue: 'bad' }]);
    rerender({ error: elsewhere });
    expect(result.current).toBe(elsewhere);
  });
});
