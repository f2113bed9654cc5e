import type { KeyboardEvent } from 'react';

/**
 * The key handler of a search region (role="search", not a <form>: the search navigates, a router transition React 19
 * would treat as a form action of the submit event): Enter in one of its inputs runs `submit`.
 */
export const submitOnEnter = (submit: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') submit();
};
