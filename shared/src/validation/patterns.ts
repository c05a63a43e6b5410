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

/** Normalises a valid postcode to the canonical '1234 AB' form. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}
