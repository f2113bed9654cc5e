/**
 * Ports through which the transport layer talks to the UI without importing a UI framework.
 * `AntdProviders` (shared/antd) binds the notifier to antd `App.useApp().message` while mounted; otherwise (public
 * pages, which never load antd) messages show as light DOM toasts. The shell binds the navigator to its router.
 */
import { createDomToastNotifier } from '../ui/dom-toast';

export interface Notifier {
  error(content: string, durationSeconds?: number): void;
  success(content: string, durationSeconds?: number): void;
  warning(content: string, durationSeconds?: number): void;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFn = (to: string, options?: NavigateOptions) => void;

const consoleNotifier: Notifier = {
  error: (content) => console.error(content),
  success: (content) => console.info(content),
  warning: (content) => console.warn(content),
};

/** Used while no notifier is bound: DOM toasts in a browser, the console elsewhere. */
const fallbackNotifier: Notifier = typeof document === 'undefined' ? consoleNotifier : createDomToastNotifier(document);

let currentNotifier: Notifier = fallbackNotifier;

/** Binds the notifier (antd message); null goes back to the fallback (DOM toasts). */
export function setNotifier(notifier: Notifier | null): void {
  currentNotifier = notifier ?? fallbackNotifier;
}

/** The notifier currently bound (delegates lazily so rebinding takes effect everywhere). */
export const notifier: Notifier = {
  error: (content, ...rest) => currentNotifier.error(content, ...rest),
  success: (content, ...rest) => currentNotifier.success(content, ...rest),
  warning: (content, ...rest) => currentNotifier.warning(content, ...rest),
};

const windowNavigate: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

const windowCurrentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

let currentNavigate: NavigateFn = windowNavigate;
let currentPathGetter: () => string = windowCurrentPath;

/**
 * Binds navigation (e.g. `(to, o) => router.navigate(to, o)`) and optionally how to read the current full path
 * (default: window.location). Pass null to go back to full page loads.
 */
export function setNavigator(navigate: NavigateFn | null, currentPath?: () => string): void {
  currentNavigate = navigate ?? windowNavigate;
  currentPathGetter = currentPath ?? windowCurrentPath;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  currentNavigate(to, options);
}

export function currentFullPath(): string {
  return currentPathGetter();
}
