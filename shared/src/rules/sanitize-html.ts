/**
 * Allow-list sanitiser for rich text (competition introductions, articles, columns, the agreement), once for the
 * server's routes and their mocks. Keeps a small set of formatting tags and
 * attributes; drops script-like elements with their content, every event handler and style attribute, and any
 * URL that is not http(s), mailto, tel or site-relative (isSafeUrl, shared/rules). Stray angle brackets are escaped.
 */
import { decodeEntities, isSafeUrl } from './safe-url.ts';

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'xmp',
  'title', 'frameset', 'frame', 'noembed', 'noframes', 'plaintext', 'applet', 'head',
]);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const URL_ATTRS = new Set(['href', 'src']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[<>]/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sanitizeAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_ATTRS[tag] ?? [];
  const kept: string[] = [];
  for (const m of source.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!allowed.includes(name) || kept.some((k) => k.startsWith(`${name}=`))) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue;
    if (name === 'target' && value !== '_blank') continue;
    if ((name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') && !/^\d{1,4}$/.test(value)) continue;
    kept.push(`${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && kept.some((k) => k.startsWith('target='))) kept.push('rel="noopener noreferrer"');
  return kept.length ? ` ${kept.join(' ')}` : '';
}

export function sanitizeHtml(input: string): string {
  let out = '';
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(input); m; m = TOKEN.exec(input)) {
    out += input.slice(last, m.index);
    last = TOKEN.lastIndex;
    const token = m[0];
    if (token === '<') {
      out += '&lt;';
      continue;
    }
    if (token === '>') {
      out += '&gt;';
      continue;
    }
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, CDATA, processing instruction
    const closing = m[1] === '/';
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (closing) continue;
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(input);
      last = found ? end.lastIndex : input.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
      continue;
    }
    out += `<${name}${sanitizeAttributes(name, m[3] ?? '')}>`;
  }
  out += input.slice(last);
  return out;
}
