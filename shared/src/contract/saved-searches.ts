import { z } from 'zod';
import { messages } from '../validation';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from './labels';
import { SAVED_SEARCH_FREQUENCIES } from './search-labels';

import { PUBLIC_VACANCY_FILTER_SHAPE, refinePublicVacancyFilter } from './vacancies';

// The frequencies, their labels and sentences are plain data in ./labels (no zod: the search page shows them).
export { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS, SAVED_SEARCH_FREQUENCY_SENTENCES, type SavedSearchFrequency } from './search-labels';

/**
 * Saved searches and their alert mails (issue 19, section 1):
 * `GET /api/saved_searches` (the user's own, newest first),
 * `POST /api/saved_searches`, `PATCH /api/saved_searches/{id}`,
 * `DELETE /api/saved_searches/{id}`, `POST /api/saved_searches/{id}/visit`
 * (the user looked at the results: the count of new matches starts again),
 * and the one-click unsubscribe of an alert mail, which needs no login:
 * `GET /api/saved_searches/unsubscribe?token=` tells which search the token
 * is for, `POST /api/saved_searches/unsubscribe?token=` turns its mail off
 * (also as RFC 8058's `List-Unsubscribe=One-Click` form post).
 */

/** How often a saved search mails its new matches. */
export const SavedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
});

/** At most this many saved searches per user; one more is refused with 409. */
export const MAX_SAVED_SEARCHES = 20;
/** Longest name of a saved search (defined in labels.ts, which screens import without zod). */
export { MAX_SAVED_SEARCH_NAME_LENGTH };

/** The filters a saved search keeps: those of the search page (`/opdrachten`), as `GET /api/vacancies` takes them. */
export const SavedSearchFilterSchema = z.strictObject(PUBLIC_VACANCY_FILTER_SHAPE).superRefine(refinePublicVacancyFilter);
/** The filters a saved search keeps. */
export type SavedSearchFilter = z.infer<typeof SavedSearchFilterSchema>;

const savedSearchName = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(MAX_SAVED_SEARCH_NAME_LENGTH, { error: `Gebruik maximaal ${MAX_SAVED_SEARCH_NAME_LENGTH} karakters` });

/** A saved search as its owner sees it. `newMatchCount`: open opdrachten matching it published since `lastVisitedAt` (or since it was saved). */
export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: SavedSearchFilterSchema,
  frequency: SavedSearchFrequencySchema,
  createdAt: z.string(),
  lastVisitedAt: z.string().nullable(),
  newMatchCount: z.number().int().min(0),
});
/** A saved search as its owner sees it. */
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** Body of `POST /api/saved_searches`. `frequency` defaults to `daily`. */
export const CreateSavedSearchRequestSchema = z.strictObject({
  name: savedSearchName,
  filter: SavedSearchFilterSchema,
  frequency: SavedSearchFrequencySchema.optional(),
});
/** Body of `POST /api/saved_searches`. */
export type CreateSavedSearchRequest = z.infer<typeof CreateSavedSearchRequestSchema>;

/** Body of `PATCH /api/saved_searches/{id}`: a new name, a new frequency, or both. */
export const UpdateSavedSearchRequestSchema = z
  .strictObject({ name: savedSearchName.optional(), frequency: SavedSearchFrequencySchema.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, { error: 'Geef een naam of een frequentie op' });
/** Body of `PATCH /api/saved_searches/{id}`. */
export type UpdateSavedSearchRequest = z.infer<typeof UpdateSavedSearchRequestSchema>;

/** Query of the unsubscribe endpoints: the signed, single-purpose token of an alert mail's link. */
export const SavedSearchUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });

/** Answer of the unsubscribe endpoints: which search, and its mail's frequency (`off` after the POST). */
export const SavedSearchUnsubscribeResultSchema = z.object({ name: z.string(), frequency: SavedSearchFrequencySchema });
/** Answer of the unsubscribe endpoints. */
export type SavedSearchUnsubscribeResult = z.infer<typeof SavedSearchUnsubscribeResultSchema>;

/** Body of `POST /api/saved_searches/unsubscribe/undo?token=`: the mail's frequency before the unsubscribe (not `off`). */
export const SavedSearchResubscribeRequestSchema = z.strictObject({
  frequency: SavedSearchFrequencySchema.exclude(['off'], { error: () => messages.invalid }),
});
/** Body of the unsubscribe's undo. */
export type SavedSearchResubscribeRequest = z.infer<typeof SavedSearchResubscribeRequestSchema>;
