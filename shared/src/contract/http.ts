import { z } from 'zod';

/**
 * Names shared by the API and the front end. Changing one is a breaking change
 * for every deployed remote.
 */
export const COOKIE_NAMES = {
  /** HttpOnly, short-lived JWT access token. */
  access: 'interim_access',
  /** HttpOnly refresh token, rotated on every refresh, path /api/auth. */
  refresh: 'interim_refresh',
  /** JS-readable marker "logged in"; holds no secret and is never trusted by the server. */
  activeUser: 'interim_active_user',
} as const;

/**
 * Custom header the API client sends on every call. State-changing GET routes
 * (favorite/unfavorite) refuse requests without it, so a plain link or image
 * cannot change state.
 */
export const CLIENT_HEADER = { name: 'x-requested-with', value: 'interim-web' } as const;

/** The JSON error body of every non-2xx API answer (ARCHITECTURE.md section 3). */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
/** The JSON error body of every non-2xx API answer. */
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Parsed `Content-Range: <resource> <start>-<end>/<total>` of list answers. */
export interface ContentRange {
  resource: string;
  start: number;
  end: number;
  total: number;
}

/** Parses a Content-Range header; undefined when absent or malformed. */
export function parseContentRange(header: string | null | undefined): ContentRange | undefined {
  const match = header ? /^(\w+) (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  return { resource: match[1]!, start: Number(match[2]), end: Number(match[3]), total: Number(match[4]) };
}

/** Analytics event as posted to `POST /api/_mixpanel/track`. */
export const TrackEventSchema = z.object({
  event: z.string().min(1).max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
});
/** Analytics event as posted to `POST /api/_mixpanel/track`. */
export type TrackEvent = z.infer<typeof TrackEventSchema>;
