/**
 * The e-mail address and first name the register and login flows keep between
 * steps (spec section 3: "A stored email and a stored firstName are cleared
 * after login"). Storage may be unavailable (privacy modes, blocked storage,
 * no window); then nothing is stored and reads return nothing.
 */

/** localStorage keys of the stored contact. */
export const STORED_CONTACT_KEYS = { email: 'email', firstName: 'firstName' } as const;

/** The contact details kept between the steps of the register and login flows. */
export interface StoredContact {
  email?: string;
  firstName?: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws when storage is blocked.
    return undefined;
  }
}

function attempt(action: (store: Storage) => void): void {
  const store = storage();
  if (!store) return;
  try {
    action(store);
  } catch {
    // Quota exceeded or storage disabled: the flows work without it.
  }
}

/** Stores the e-mail address and, when given, the first name (a missing first name removes an older one). */
export function storeContact(contact: { email: string; firstName?: string }): void {
  attempt((store) => {
    store.setItem(STORED_CONTACT_KEYS.email, contact.email);
    if (contact.firstName) store.setItem(STORED_CONTACT_KEYS.firstName, contact.firstName);
    else store.removeItem(STORED_CONTACT_KEYS.firstName);
  });
}

/** The stored contact; absent values are left out. */
export function readStoredContact(): StoredContact {
  const contact: StoredContact = {};
  attempt((store) => {
    const email = store.getItem(STORED_CONTACT_KEYS.email);
    const firstName = store.getItem(STORED_CONTACT_KEYS.firstName);
    if (email) contact.email = email;
    if (firstName) contact.firstName = firstName;
  });
  return contact;
}

/** Removes the stored e-mail address and first name. */
export function clearStoredContact(): void {
  attempt((store) => {
    store.removeItem(STORED_CONTACT_KEYS.email);
    store.removeItem(STORED_CONTACT_KEYS.firstName);
  });
}
