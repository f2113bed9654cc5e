/** What other features show of the system pages: the plain result panel (errors, not found). */
export { PlainResult } from './components/plain-result';
