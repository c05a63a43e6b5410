import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ApiError } from '../http/api-error.js';

export interface SecurityOptions {
  /** Origins allowed to call the API with credentials and to frame the site (the corporate site). */
  corsOrigins: string[];
  publicUrl: string;
  /** Origins remote releases are served from (ADR 0009): allowed in script-src and connect-src, read per answer. */
  releaseOrigins?: () => readonly string[];
  /**
   * Brings {@link releaseOrigins} up to date (the releases table, cached for
   * at most 2 s) before a page's headers are built: the page is rendered
   * with the releases read then, so its CSP must name their origins. Without
   * it the first page after a deploy to a new origin named the release but
   * its CSP did not, and the browser refused the remote's scripts.
   */
  refreshReleaseOrigins?: () => Promise<unknown>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * No page uses the camera, the microphone, the location (the distance search
 * takes a postcode), payment or USB: none of them may be asked for, by the
 * site or anything embedded in it (ADR 0015, issue 29 item 10).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET route that changes state: gets the cross-site check of POST/PUT/PATCH/DELETE too. */
    stateChanging?: boolean;
    /**
     * A state-changing route that a request from anywhere may call: its
     * authority is a signed token in the URL, never a cookie, so a cross-site
     * request can do no more than the token's holder can anyway. Only the
     * RFC 8058 one-click unsubscribe of an alert mail (mail providers post it
     * from their own servers, some webmail from the reader's browser on the
     * provider's origin).
     */
    crossSiteAllowed?: boolean;
  }
}

/**
 * Security headers, CORS for the allowlist only, and the cross-site check of
 * docs/architecture.md section 3: a state-changing request whose Origin is neither
 * this site nor an allowed origin is refused, multipart included. CORS alone
 * would not stop it: a simple form POST needs no preflight.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const publicOrigin = new URL(options.publicUrl).origin;
    const https = publicOrigin.startsWith('https:');
    const allowed = new Set(options.corsOrigins);
    // One value for the whole directive: 'self' once, then each release origin (an empty list must not name 'self' twice).
    const selfAndReleaseOrigins = () => ["'self'", ...(options.releaseOrigins?.() ?? []).filter((origin) => origin !== "'self'")].join(' ');

    // helmet's middleware is built once here and applied per request. (@fastify/helmet
    // built it anew on every request, parsing the CSP directives each time: ~5 %
    // of a cached search request's CPU, docs/quality.md.)
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // A release on its team's CDN: each origin named, never a wildcard (the registered releases and RELEASE_ORIGINS).
          scriptSrc: [selfAndReleaseOrigins],
          // emotion (Chakra) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [selfAndReleaseOrigins],
          objectSrc: ["'none'"],
          // No page uses <base>; 'none' stops injected markup from redirecting relative URLs.
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'", ...options.corsOrigins],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Over plain http (local `pnpm start`) HSTS means nothing and would only confuse.
      strictTransportSecurity: https ? undefined : false,
      // The corporate site embeds remotes from another origin (see static-site).
      crossOriginEmbedderPolicy: false,
      // frame-ancestors decides framing; X-Frame-Options cannot express an allowlist.
      frameguard: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      // helmet >= 8.1 throws instead of passing an error; it calls back without one.
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      const apply = () => applySecurityHeaders(request.raw, reply.raw, () => done());
      // Pages and files only: an API answer runs no script, and must not wait for the releases table.
      const refreshed = options.refreshReleaseOrigins && !request.url.startsWith('/api/') ? options.refreshReleaseOrigins() : undefined;
      if (refreshed) refreshed.then(apply, apply);
      else apply();
    });

    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposedHeaders: ['Content-Range', 'Retry-After'],
      maxAge: 600,
    });

    app.addHook('onRequest', async (request) => {
      // A GET that changes state (logout, refresh, ...) opts in with `config: { stateChanging: true }`.
      if (SAFE_METHODS.has(request.method) && request.routeOptions.config?.stateChanging !== true) return;
      if (request.routeOptions.config?.crossSiteAllowed === true) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if (origin !== undefined) {
        const sameOrigin = origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
        if (!sameOrigin && !allowed.has(origin)) {
          throw new ApiError(403, 'CROSS_SITE_REQUEST', 'Dit verzoek komt van een andere website en is geweigerd.');
        }
      } else if (fetchSite === 'cross-site') {
        throw new ApiError(403, 'CROSS_SITE_REQUEST', 'Dit verzoek komt van een andere website en is geweigerd.');
      }
    });
  },
  { name: 'security' },
);
