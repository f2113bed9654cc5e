/** What other features of the public site use of its layout: the top menu. */
export { TOP_MENU } from './components/top-menu-items';
