// Browser APIs that jsdom lacks and antd uses (responsive observer, resize-aware tables).
// Installed for every jest test by jest-setup.ts; each stub only when the environment has none.
/** Width queries answered for jsdom's window (1024 px wide unless a test resizes it): a desktop, as antd's Grid sees it. */
function widthQueryMatches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthQueryMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

if (typeof window !== 'undefined' && !(window as { __pseudoSafe?: boolean }).__pseudoSafe) {
  // jsdom logs "Not implemented" for pseudo elements (antd measures scroll bars with ::-webkit-scrollbar).
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => original(elt);
  (window as { __pseudoSafe?: boolean }).__pseudoSafe = true;
}

if (typeof globalThis.MessageChannel === 'undefined') {
  // rc-component/form schedules watchers as a macro task through a MessageChannel.
  class TimeoutMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0);
      },
    };
  }
  globalThis.MessageChannel = TimeoutMessageChannel as unknown as typeof MessageChannel;
}

export {};
