import { z } from 'zod';

/**
 * The freelancer's consent to share with the client (issue 31 item 5,
 * docs/adr/0021 "Consent"): asked when applying (the apply form, the kept
 * reactie of register-and-apply, the corporate embed) and when a candidate
 * staff proposed says "Ja, ik heb interesse". Two separate choices, neither
 * ticked beforehand: the profile facts and the CV. The client portal shows
 * only what was agreed; before the question was answered (a proposal still
 * pending, or a reactie from before migration 1100) nothing is agreed.
 */
export const ClientConsentSchema = z.object({
  /** Function, experience summary (roles and years), offered rate, availability and hours per week. */
  profile: z.boolean(),
  /** The CV attached to the reactie (downloadable by the client). */
  cv: z.boolean(),
});
/** What the freelancer agreed to share with the client. */
export type ClientConsent = z.infer<typeof ClientConsentSchema>;

/** Nothing agreed: the consent of a request body that leaves it out. */
export const NO_CLIENT_CONSENT: ClientConsent = { profile: false, cv: false };

// The question's wording is with the form that asks it: ClientConsentFields (@interim/shared/forms).

/** How Mijn reacties states what was agreed ("Gedeeld met de opdrachtgever: …"). */
export function describeClientConsent(consent: ClientConsent | null): string {
  if (consent === null) return 'Nog niets: je hebt nog niet aangegeven wat de opdrachtgever van je mag zien.';
  if (consent.profile && consent.cv) return 'Je profielgegevens (functie, werkervaring, tarief en beschikbaarheid) en je cv.';
  if (consent.profile) return 'Je profielgegevens (functie, werkervaring, tarief en beschikbaarheid), niet je cv.';
  if (consent.cv) return 'Je cv, niet je profielgegevens.';
  return 'Alleen je voornaam en de eerste letter van je achternaam.';
}
