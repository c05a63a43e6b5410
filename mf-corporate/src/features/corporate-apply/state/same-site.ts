/**
 * The "site" of a URL as browsers use it for SameSite cookies: scheme plus
 * registrable domain. Approximated as the last two labels of the host name
 * (right for .nl, .com ...; a public suffix such as .co.uk would need the
 * public suffix list). IP addresses and single-label hosts (localhost) are
 * their own site.
 */
export function siteOf(url: string): string {
  const { protocol, hostname } = new URL(url);
  const isIp = /^[0-9.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
  if (isIp || !hostname.includes('.')) return `${protocol}//${hostname}`;
  return `${protocol}//${hostname.split('.').slice(-2).join('.')}`;
}

/**
 * Whether a page at `pageUrl` can hold a session with the API at `apiUrl`.
 * The session cookies are SameSite=Lax: a browser neither sends them with nor
 * accepts them from a cross-site fetch (and many refuse third-party cookies
 * altogether). Only a same-site embed can log in in place; any other embed
 * hands the visitor to the full-page flow on our site.
 */
export function canHoldSessionOn(pageUrl: string, apiUrl: string): boolean {
  try {
    return siteOf(pageUrl) === siteOf(new URL(apiUrl, pageUrl).href);
  } catch {
    return false;
  }
}
