/** What the back office (features/home-management) reuses for its preview: the public block views. */
export { HomeBlockView, HOME_SECTION_TITLES } from './components/home-blocks';
export type { HomeItem } from './api/get-official-home';
