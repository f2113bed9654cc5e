/**
 * shared — the one session store, the one HTTP client and the antd-free UI helpers of the platform (its pure rules
 * are the separate, unshared entry `shared/rules`).
 * A Module Federation singleton: the shell and every remote import this same module instance. It imports no
 * antd (public pages load only this); the antd providers and UI kit are the separate singleton `shared/antd`.
 */

// HTTP client (transport only: no UI imports) and its ports
export * from './http';

// Session: RootStore, SessionStore, UiStore, cookies, React hooks
export * from './session';

// Endpoint functions of the foundation and their types (ListResult/PageQuery come from ./ui; call types from ./http)
export * from './api';

// Pure rules (validators, filters, menu, route ownership, schedules, money, venues…) are NOT part of this singleton:
// they hold no state, so each app imports them from 'shared/rules' and its build keeps only the rules it uses. (Here
// they were the largest part of the console's and the public site's first download.)

// Maps: status, address suggestions, reverse geocoding (docs/venues.md "Maps")
export * from './maps';

// Uploads: images, files, resumable videos (docs/uploads.md)
export * from './upload';

// Site palette and theme names (the antd theme tokens are in shared/antd)
export * from './theme';

// antd-free UI helpers: formatters, texts, status maps, the list query hook, the DOM toast
export * from './ui';
