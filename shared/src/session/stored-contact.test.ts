import { clearStoredContact, readStoredContact, storeContact } from '.';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('stored contact', () => {
  it('stores the e-mail address and first name under their keys', () => {
    storeContact({ email: 'jan@example.nl', firstName: 'Jan' });
    expect(window.localStorage.getItem('email')).toBe('jan@example.nl');
    expect(window.localStorage.getItem('firstName')).toBe('Jan');
    expect(readStoredContact()).toEqual({ email: 'jan@example.nl', firstName: 'Jan' });
  });

  it('drops an older first name when none is given', () => {
    storeContact({ email: 'jan@example.nl', firstName: 'Jan' });
    storeContact({ email: 'piet@example.nl' });
    expect(readStoredContact()).toEqual({ email: 'piet@example.nl' });
  });

  it('clears both', () => {
    storeContact({ email: 'jan@example.nl', firstName: 'Jan' });
    clearStoredContact();
    expect(readStoredContact()).toEqual({});
    expect(window.localStorage.length).toBe(0);
  });

  it('tolerates storage that refuses to work', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);

    expect(() => storeContact({ email: 'jan@example.nl' })).not.toThrow();
    expect(readStoredContact()).toEqual({});
    expect(() => clearStoredContact()).not.toThrow();
  });
});
