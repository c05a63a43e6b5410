// No zod here: the API client imports these constants on every page, and
// pages that validate nothing must not download zod (home-page budget).

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
 * The names of the same cookies when the site runs on https (the API's
 * PUBLIC_URL). `__Host-` (access, active user: Secure, Path=/, no Domain): the
 * browser keeps such a cookie only when this very origin set it over https,
 * so a sibling subdomain cannot plant or overwrite it. The refresh cookie has
 * Path=/api/auth, which `__Host-` does not allow: `__Secure-` (set over https
 * only). Over plain http (localhost) browsers refuse both prefixes, so the
 * plain {@link COOKIE_NAMES} apply there; the front end reads either.
 */
export const SECURE_COOKIE_NAMES = {
  access: '__Host-interim_access',
  refresh: '__Secure-interim_refresh',
  activeUser: '__Host-interim_active_user',
} as const satisfies Record<keyof typeof COOKIE_NAMES, string>;

/**
 * Custom header the API client sends on every call. State-changing GET routes
 * (favorite/unfavorite) refuse requests without it, so a plain link or image
 * cannot change state.
 */
export const CLIENT_HEADER = { name: 'x-requested-with', value: 'interim-web' } as const;

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

/** The JSON error body of every non-2xx API answer (docs/architecture.md section 3); schema in http-schemas.ts. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fieldErrors?: Array<{ path: string; message: string }>;
}

/** Analytics event as posted to `POST /api/_mixpanel/track`; schema in http-schemas.ts. */
export interface TrackEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** True when `value` has the shape of {@link ApiErrorBody}; a zod-free check for the API client. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  if (typeof body.code !== 'string' || typeof body.message !== 'string') return false;
  if (body.fieldErrors === undefined) return true;
  return (
    Array.isArray(body.fieldErrors) &&
    body.fieldErrors.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>).path === 'string' &&
        typeof (item as Record<string, unknown>).message === 'string',
    )
  );
}
