/**
 * Test-only: jsdom has no layout, but ProseMirror (under the Tiptap editor) measures the selection to scroll it
 * into view. These stand-ins answer "nothing is laid out" so page tests can type into the real editor.
 */
export function installProseMirrorLayoutStubs(): void {
  const emptyRects = () => {
    const list: DOMRect[] = [];
    return Object.assign(list, { item: () => null }) as unknown as DOMRectList;
  };
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) }) as DOMRect;
  for (const proto of [Range.prototype, Text.prototype as unknown as Range]) {
    if (!('getClientRects' in proto) || typeof proto.getClientRects !== 'function') proto.getClientRects = emptyRects;
    if (!('getBoundingClientRect' in proto) || typeof proto.getBoundingClientRect !== 'function') proto.getBoundingClientRect = emptyRect;
  }
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
}
