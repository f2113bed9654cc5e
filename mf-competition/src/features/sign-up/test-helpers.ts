import { screen, waitFor } from '@testing-library/react';

/** The first load of a lazily routed page can take a while on a busy machine. */
export const PAGE_TIMEOUT = { timeout: 15_000 };

/** antd puts a space between the two characters of a button label. */
export const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** The modal or drawer that shows `text`. */
export async function dialogWith(text: string | RegExp): Promise<HTMLElement> {
  const SELECTOR = '.ant-modal, .ant-drawer-content, [role="dialog"]';
  return waitFor(() => {
    const inDialog = screen
      .getAllByText(text)
      .map((el) => el.closest<HTMLElement>(SELECTOR))
      .filter((el): el is HTMLElement => el !== null);
    if (inDialog.length === 0) throw new Error(`no dialog shows ${String(text)}`);
    return inDialog[inDialog.length - 1];
  }, PAGE_TIMEOUT);
}

/** The JSON bodies of every `method` request to exactly the path `path`, recorded afresh for each test. */
export { recordBodies } from '../../components/record-bodies';

/** The table row that shows `name`. */
export const rowOf = async (name: string) => (await screen.findByText(name, {}, PAGE_TIMEOUT)).closest('tr')!;
