import { ApplicationFieldsSchema, type ApplicationFieldsInput } from './apply-form-schema';

/**
 * The application of a visitor who registers on `/opdrachten/:id/aanmelden`:
 * kept in this browser until the e-mail link is used, then sent by the apply
 * page. Only the application fields, never contact data beyond the form.
 */
export const PENDING_APPLICATION_KEY = 'interim.pendingApplication';

/** Query parameter of the return path after register-and-apply: the apply page sends the kept application. */
export const SEND_PENDING_PARAM = 'versturen';

/** A pending application is dropped after this long (the login link itself lives 10 minutes). */
export const PENDING_APPLICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What is kept. */
export interface PendingApplication {
  vacancyId: number;
  fields: ApplicationFieldsInput;
  /** Epoch ms. */
  savedAt: number;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the application until the e-mail link is used. Returns false when the browser refuses storage. */
export function savePendingApplication(vacancyId: number, fields: ApplicationFieldsInput, now = Date.now()): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(PENDING_APPLICATION_KEY, JSON.stringify({ vacancyId, fields, savedAt: now } satisfies PendingApplication));
    return true;
  } catch {
    return false;
  }
}

/** The kept application for this vacancy, if any, still valid and well-formed. */
export function readPendingApplication(vacancyId: number, now = Date.now()): PendingApplication | undefined {
  try {
    const text = storage()?.getItem(PENDING_APPLICATION_KEY);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<PendingApplication>;
    if (value.vacancyId !== vacancyId || typeof value.savedAt !== 'number' || now - value.savedAt > PENDING_APPLICATION_TTL_MS) {
      return undefined;
    }
    const fields = ApplicationFieldsSchema.keyof().options.reduce(
      (result, key) => ({ ...result, [key]: typeof value.fields?.[key] === 'string' ? value.fields[key] : '' }),
      {} as ApplicationFieldsInput,
    );
    return { vacancyId, fields, savedAt: value.savedAt };
  } catch {
    return undefined;
  }
}

/** Forgets the kept application (sent, refused, or replaced). */
export function clearPendingApplication(): void {
  try {
    storage()?.removeItem(PENDING_APPLICATION_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
