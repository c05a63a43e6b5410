/**
 * The CV chosen while registering, kept in the browser until the visitor is
 * logged in. The API takes a CV only from a logged-in user, and the login
 * link of the registration mail usually opens in a new tab: IndexedDB (per
 * origin, shared by tabs, stores File objects as they are) carries the file
 * to the send step, which uploads it. Nothing leaves the browser before the
 * visitor is logged in. A draft older than {@link CV_DRAFT_TTL_MS} is dropped.
 * Without IndexedDB (private modes, tests) the draft lives in memory: the
 * same-tab path (login code) still works.
 */

/** A CV waiting for the login. */
export interface CvDraft {
  vacancyId: number | undefined;
  file: File;
  /** Epoch milliseconds. */
  savedAt: number;
}

/** How long a waiting CV is kept: one day. */
export const CV_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

const DB_NAME = 'interim-corporate-apply';
const STORE = 'drafts';
const KEY = 'cv';

let memoryDraft: CvDraft | undefined;

function openDatabase(): Promise<IDBDatabase> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T | undefined> {
  const opening = openDatabase();
  if (!opening) throw new Error('IndexedDB unavailable');
  const db = await opening;
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T | undefined);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

/** Keeps the chosen CV until the send step (replaces an earlier one). */
export async function saveCvDraft(draft: CvDraft): Promise<void> {
  memoryDraft = draft;
  try {
    await withStore('readwrite', (store) => store.put(draft, KEY));
  } catch {
    // Memory only: the code login in this tab still finds it.
  }
}

/** The waiting CV, or undefined (none, expired, or storage unavailable). */
export async function readCvDraft(now: number = Date.now()): Promise<CvDraft | undefined> {
  let draft: CvDraft | undefined;
  try {
    draft = await withStore<CvDraft>('readonly', (store) => store.get(KEY));
  } catch {
    draft = undefined;
  }
  draft ??= memoryDraft;
  if (!draft || !(draft.file instanceof Blob)) return undefined;
  if (now - draft.savedAt > CV_DRAFT_TTL_MS) {
    await clearCvDraft();
    return undefined;
  }
  return draft;
}

/** Forgets the waiting CV (after its upload, or when the visitor drops it). */
export async function clearCvDraft(): Promise<void> {
  memoryDraft = undefined;
  try {
    await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing stored.
  }
}
