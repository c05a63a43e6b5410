const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML or XML: element content and quoted attribute values
 * alike (mails, the server-rendered document's head, JSON-LD descriptions,
 * the site map). The one escape helper of the codebase.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
