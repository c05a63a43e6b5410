/**
 * Answers for tests that mock `fetch` at the network edge. jsdom has no
 * `Response`, so outside a real one these build a minimal stand-in with what
 * the shared client reads (`ok`, `status`, `headers`, `text()`, `json()`).
 */

/** Status and headers of a built answer. */
export interface FakeResponseInit {
  status?: number;
  headers?: Record<string, string>;
}

class MinimalResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText = '';
  readonly headers: Headers;
  readonly redirected = false;
  readonly type = 'basic';
  readonly url = '';
  bodyUsed = false;

  constructor(
    private readonly bodyText: string,
    init: { status: number; headers: Headers },
  ) {
    this.status = init.status;
    this.ok = init.status >= 200 && init.status < 300;
    this.headers = init.headers;
  }

  async text(): Promise<string> {
    if (this.bodyUsed) throw new TypeError('Body has already been consumed.');
    this.bodyUsed = true;
    return this.bodyText;
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  clone(): MinimalResponse {
    return new MinimalResponse(this.bodyText, { status: this.status, headers: new Headers(this.headers) });
  }
}

function build(bodyText: string | null, status: number, headers: Headers): Response {
  if (typeof Response === 'function') return new Response(bodyText, { status, headers });
  return new MinimalResponse(bodyText ?? '', { status, headers }) as unknown as Response;
}

/** A JSON answer (default status 200) with `Content-Type: application/json`. */
export function jsonResponse(body: unknown, init: FakeResponseInit = {}): Response {
  const headers = new Headers({ 'Content-Type': 'application/json', ...init.headers });
  return build(JSON.stringify(body), init.status ?? 200, headers);
}

/** An answer without a body (default status 204). */
export function emptyResponse(init: FakeResponseInit = {}): Response {
  return build(null, init.status ?? 204, new Headers(init.headers));
}

/** A plain-text answer, e.g. a proxy's error page. */
export function textResponse(text: string, init: FakeResponseInit = {}): Response {
  const headers = new Headers({ 'Content-Type': 'text/plain', ...init.headers });
  return build(text, init.status ?? 200, headers);
}

/** The API's JSON error answer `{ code, message, fieldErrors? }` (docs/architecture.md section 3). */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  extra: { fieldErrors?: { path: string; message: string }[]; headers?: Record<string, string> } = {},
): Response {
  const body = extra.fieldErrors ? { code, message, fieldErrors: extra.fieldErrors } : { code, message };
  return jsonResponse(body, { status, headers: extra.headers });
}
