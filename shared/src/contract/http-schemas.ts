import { z } from 'zod';
import type { ApiErrorBody, TrackEvent } from './http';

/** The JSON error body of every non-2xx API answer (docs/architecture.md section 3). */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** Analytics event as posted to `POST /api/_mixpanel/track`. */
export const TrackEventSchema = z.object({
  event: z.string().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
}) satisfies z.ZodType<TrackEvent, unknown>;
