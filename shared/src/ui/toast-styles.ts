/**
 * Toasts in the status colours with white text (issue 32 item 10). Chakra's
 * own recipe puts white on the 600 shades (green 3.3:1, orange 3.6:1) and
 * fades the message to 80 %; the 700 shades keep white text at 6.8:1 or more
 * (`toast-styles.test.ts`), and the message is not faded. Applied by the
 * toast renderer, a chunk of its own that loads with the first toast, so no
 * page carries these styles before it shows one.
 */
export const TOAST_BACKGROUNDS = { error: 'red.700', warning: 'orange.700', success: 'green.700' } as const;

/** The toast root's styles per type, over the recipe's. */
export const toastRootCss = Object.fromEntries(
  Object.entries(TOAST_BACKGROUNDS).map(([type, bg]) => [`&[data-type=${type}]`, { bg, color: 'white' }]),
) as Record<`&[data-type=${keyof typeof TOAST_BACKGROUNDS}]`, { bg: string; color: 'white' }>;
