/**
 * Patterns of spec section 5. Pure data: usable by the contract (API and front
 * end alike).
 */

/** Dutch postcode: four digits not starting with 0, optional space, two letters other than SA, SD, SS. */
export const POSTCODE_PATTERN = /^[1-9][0-9]{3} ?(?!sa|sd|ss)[a-z]{2}$/i;

/** LinkedIn profile URL: optional scheme (and www.), then linkedin.com/in/{handle}. */
export const LINKEDIN_PATTERN = /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%.]+\/?$/;

/** Eight digits: the Dutch Chamber of Commerce (KvK) registration number. */
export const KVK_PATTERN = /^[0-9]{8}$/;

/** Pragmatic e-mail pattern: something@domain.tld without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * A person's name: letters of any script (with their accents), spaces, dots
 * (initials), apostrophes and hyphens; starting with a letter. No digits,
 * slashes, colons, @ or control characters, so no link or address fits.
 */
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/**
 * A dot followed by two letters (`evil.example`, `www.x`): a name holding a
 * host name, which mail programs turn into a link. Initials (`J.P. de Vries`)
 * have one letter after each dot.
 */
export const HOST_NAME_IN_TEXT = /\.\p{L}{2}/u;

/** Normalises a valid postcode to the canonical '1234 AB' form. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}
