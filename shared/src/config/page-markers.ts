/**
 * The attribute a server-rendered remote's area carries until React has
 * hydrated it (ADR 0004, addendum of 2026-12-07: at once or when the
 * browser is idle after load, as the route's `hydrationPolicy` says). The
 * shell sets it (remotes/server-rendered-area.tsx); the e2e suite waits for
 * it to go, as a visitor waits for the page, without sending any input.
 */
export const HYDRATION_PENDING_ATTRIBUTE = 'data-hydration-pending';
