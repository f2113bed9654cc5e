/** Helpers of this feature's page tests (antd puts a space between the two characters of a button label). */
export const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
