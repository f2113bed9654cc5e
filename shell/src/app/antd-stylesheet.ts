/*
 * antd's stylesheet (antd/dist/antd.css, which the build emits as a content-hashed file, cached for good). With it
 * on the page, antd's components generate no styles while they render (antd's zero-runtime mode; the theme's tokens
 * are still set as CSS variables), and a console page drawn for the first time skips that work (docs/architecture.md,
 * with what the remote switch of `pnpm bench` measured). Only the production entry (bootstrap.tsx) names the file;
 * without it — page tests (jsdom loads no stylesheet), or when the file fails to load — antd generates its styles at
 * run time as before. Every rule of the file is scoped to antd's classes: loading it early on a public page (the
 * console warmed for a signed-in user) changes nothing there.
 */

let href: string | null = null;
let loading: Promise<boolean> | null = null;

/** The production entry names the built stylesheet; null: none (antd styles itself at run time). */
export function setAntdStylesheet(url: string | null): void {
  href = url;
  loading = null;
}

/**
 * Adds antd's stylesheet to the page, once, and settles when the browser has it: true once loaded; false when no
 * stylesheet was named or it could not be loaded (the link is removed, and antd then styles itself).
 */
export function loadAntdStylesheet(doc: Document = document): Promise<boolean> {
  const url = href;
  if (!url) return Promise.resolve(false);
  loading ??= new Promise<boolean>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        resolve(false);
      },
      { once: true },
    );
    doc.head.appendChild(link);
  });
  return loading;
}
