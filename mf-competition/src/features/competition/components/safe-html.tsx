/**
 * Renders rich text (the introduction). The server stores it sanitised; this allow-list pass runs again in the
 * browser (defence in depth, and for the live preview of text not saved yet): scripts, styles, frames, event
 * handlers and javascript: links never reach the DOM.
 */
const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'A', 'IMG', 'BLOCKQUOTE', 'SPAN', 'DIV', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'HR']);
const ALLOWED_ATTRS = new Set(['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (DROP_WITH_CONTENT.has(child.tagName)) {
        child.remove();
        continue;
      }
      clean(child);
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      for (const attr of Array.from(child.attributes)) {
        const name = attr.name.toLowerCase();
        const unsafeUrl = (name === 'href' || name === 'src') && !/^(https?:|\/|#)/i.test(attr.value.trim());
        if (!ALLOWED_ATTRS.has(name) || unsafeUrl) child.removeAttribute(attr.name);
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}

export function SafeHtml({ html, empty = '暂无介绍' }: { html: string; empty?: string }) {
  if (!html.trim()) return <div style={{ color: 'rgba(0,0,0,0.45)' }}>{empty}</div>;
  return <div className="competition-introduction" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
