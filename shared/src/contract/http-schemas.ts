import { z } from 'zod';
import type { ApiErrorBody, TrackEvent } from './http';

/** The JSON error body of every non-2xx API answer (docs/architecture.md section 3). */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** Most properties one analytics event carries. */
const MAX_TRACK_PROPERTIES = 50;
/** Longest text anywhere in an analytics property's value. */
const MAX_TRACK_TEXT = 1000;
/** Longest property name, also of the objects inside a property. */
const MAX_TRACK_NAME = 100;

/**
 * Size caps of an event's properties: at most 50, names of at most 100
 * characters and texts of at most 1,000, however deep inside a value (a
 * search event carries its filter object). Walks without recursion.
 */
function checkTrackProperties(properties: Record<string, unknown>, context: z.RefinementCtx): void {
  if (Object.keys(properties).length > MAX_TRACK_PROPERTIES) {
    context.addIssue({ code: 'custom', message: `Stuur hoogstens ${MAX_TRACK_PROPERTIES} eigenschappen per gebeurtenis.` });
    return;
  }
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: properties, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > MAX_TRACK_TEXT) context.addIssue({ code: 'custom', path, message: `Gebruik maximaal ${MAX_TRACK_TEXT} karakters` });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (name.length > MAX_TRACK_NAME) context.addIssue({ code: 'custom', path: [...path, name], message: `Gebruik maximaal ${MAX_TRACK_NAME} karakters` });
        else stack.push({ value: item, path: [...path, name] });
      }
    }
  }
}

/** Analytics event as posted to `POST /api/_mixpanel/track`; see {@link checkTrackProperties} for the size caps. */
export const TrackEventSchema = z.object({
  event: z.string().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).superRefine(checkTrackProperties).default({}),
}) satisfies z.ZodType<TrackEvent, unknown>;
