/**
 * Which links rich text and cover images may hold, stated once for the server's allow-list sanitiser
 * (server/src/http/sanitize-html.ts), the competition and article routes and their mocks.
 */

/** The HTML character references a browser would resolve in an attribute (`&#106;avascript:` is `javascript:`). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp|colon|tab|newline);?/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k.startsWith('#x')) return String.fromCodePoint(Number.parseInt(k.slice(2), 16) || 0xfffd);
    if (k.startsWith('#')) return String.fromCodePoint(Number.parseInt(k.slice(1), 10) || 0xfffd);
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' } as Record<string, string>)[k];
  });
}

/** http(s), mailto, tel, or a site-relative path / fragment; everything else (javascript:, data:, vbscript:…) is refused. */
export function isSafeUrl(raw: string): boolean {
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (url === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]);
}
