/**
 * The attribute a server-rendered remote's area carries until React has
 * hydrated it, on the visitor's first intent (ADR 0004, addendum of
 * 2026-12-02): the shell sets it (remotes/server-rendered-area.tsx), the e2e
 * suite waits for it to go.
 */
export const HYDRATES_ON_INTENT_ATTRIBUTE = 'data-hydrates-on-intent';
