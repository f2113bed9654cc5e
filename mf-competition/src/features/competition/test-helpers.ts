import { screen } from '@testing-library/react';

/** Helpers of this feature's page tests (antd puts a space between the two characters of a button label). */
export const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** The modal or drawer that shows `text` (found by what it says, not by an accessible name antd may not set). */
export async function dialogWith(text: string | RegExp): Promise<HTMLElement> {
  const el = await screen.findByText(text);
  return el.closest<HTMLElement>('.ant-modal, .ant-drawer-content, [role="dialog"]')!;
}
