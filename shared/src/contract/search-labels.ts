/**
 * Plain data and checks of the search page and saved searches, without zod
 * (`@interim/shared/contract/search-labels`): `/opdrachten` loads no schema
 * library for a visitor, and a module of their own keeps them out of the
 * home page's first load (module federation shares a module whole).
 */

/** Letters (any script's, for accents), apostrophes, spaces, hyphens, dots, slashes and a province in brackets: "'s-Hertogenbosch", "Hengelo (Overijssel)". */
const PLACE_NAME = /^[\p{L}'’][\p{L}'’ .\-/()]*$/u;
const POSTCODE_OR_PC4 = /^[1-9][0-9]{3}( ?(?!sa|sd|ss)[a-z]{2})?$/i;

/**
 * Whether trimmed text is a Dutch postcode (or its four digits) or could be
 * a place name: the check of the contract's `PostcodeOrPlaceSchema`, without
 * zod, for pages that must not load the schema library (the search page).
 */
export function isPostcodeOrPlace(text: string): boolean {
  return text.length >= 2 && text.length <= 100 && (POSTCODE_OR_PC4.test(text) || (PLACE_NAME.test(text) && !/^[0-9]/.test(text)));
}

/** How often a saved search mails its new matches. `direct`: when an opdracht is published. */
export const SAVED_SEARCH_FREQUENCIES = ['direct', 'daily', 'weekly', 'off'] as const;
/** How often a saved search mails its new matches. */
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Dutch labels of the frequencies, for the UI. */
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  direct: 'Direct',
  daily: 'Dagelijks',
  weekly: 'Wekelijks',
  off: 'Uit',
};

/** What a saved search's mail will do, in a sentence: said after saving it or changing its frequency. */
export const SAVED_SEARCH_FREQUENCY_SENTENCES: Record<SavedSearchFrequency, string> = {
  direct: 'Je krijgt een mail zodra er een nieuwe opdracht bij komt.',
  daily: 'Je krijgt dagelijks een mail met de nieuwe opdrachten.',
  weekly: 'Je krijgt wekelijks een mail met de nieuwe opdrachten.',
  off: 'Je krijgt er geen mail over.',
};
