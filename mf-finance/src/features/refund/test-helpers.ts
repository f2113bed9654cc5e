import { screen } from '@testing-library/react';
import type { setupPageTest } from 'shared/mocks/testing';

/** Helpers of the refund and withdraw page tests (antd puts a space between the two characters of a button label). */
export const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/**
 * The open modal titled `title`. Found by its title's text rather than by the dialog's accessible name: in tests antd
 * gives every generated id the same value, so `aria-labelledby` may point at another element of a list page.
 */
export async function modalTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/**
 * Every POST to `path` of each test of the file: its JSON body and its Idempotency-Key. Register at the top level,
 * after setupPageTest.
 */
export function recordPosts(server: ReturnType<typeof setupPageTest>, path: string) {
  const calls: { body: unknown; key: string | null }[] = [];
  beforeEach(() => {
    calls.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === path) {
        const key = request.headers.get('Idempotency-Key');
        void request
          .clone()
          .json()
          .then((body: unknown) => calls.push({ body, key }));
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return calls;
}
