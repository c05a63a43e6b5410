import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@interim/shared/api-client';
import { CHECK_FIELDS_MESSAGE, applyApiErrors, useApiForm } from './api-form';

const refused = new ApiError({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'De invoer klopt niet.',
  fieldErrors: [
    { path: 'preferences.sector', message: 'Kies een sector' },
    { path: 'unknown', message: 'niet op het formulier' },
  ],
});

describe('applyApiErrors', () => {
  it('puts field errors on their fields (focus on the first) and asks to check them', () => {
    const setError = jest.fn();
    expect(applyApiErrors(refused, ['sector', 'email'], setError, (path) => path.replace(/^preferences\./, ''))).toBe(CHECK_FIELDS_MESSAGE);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('sector', { type: 'server', message: 'Kies een sector' }, { shouldFocus: true });
  });

  it('shows the API message when no field matches, and the generic text for other failures', () => {
    expect(applyApiErrors(refused, ['email'], jest.fn())).toBe('De invoer klopt niet.');
    expect(applyApiErrors(new Error('netwerk'), ['email'], jest.fn())).toBe('Er is iets misgegaan. Probeer het later opnieuw.');
  });
});

describe('useApiForm', () => {
  it('runs the send function with the values, and on a refusal keeps the values and shows the errors', async () => {
    const { result } = renderHook(() => useApiForm<{ email: string }>({ defaultValues: { email: 'jan@example.nl' } }));
    const send = jest.fn().mockRejectedValueOnce(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'x', fieldErrors: [{ path: 'email', message: 'Dit adres is al in gebruik' }] }));
    await act(() => result.current.submitWith(send)());
    expect(send).toHaveBeenCalledWith({ email: 'jan@example.nl' });
    expect(result.current.submitError).toBe(CHECK_FIELDS_MESSAGE);
    expect(result.current.formState.errors.email?.message).toBe('Dit adres is al in gebruik');
    expect(result.current.getValues('email')).toBe('jan@example.nl');

    send.mockResolvedValueOnce(undefined);
    await act(() => result.current.submitWith(send)());
    expect(result.current.submitError).toBeUndefined();
  });
});
