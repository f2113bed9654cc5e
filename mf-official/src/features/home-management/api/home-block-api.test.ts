import { HOME_BLOCKS, HOME_BLOCK_DEFS, type HomeBlock } from 'shared/rules';
import type { HomeBlockApi } from './home-block-api';

/** Each block's route prefix, checked by the compiler against the generated paths (`HomeBlockApi`). */
const PREFIXES: Record<HomeBlock, HomeBlockApi> = {
  headline: '/admin/headline',
  recommend_column: '/admin/recommend_column',
  recommended_event: '/admin/recommend_event',
  event_video: '/admin/recommend_video',
  event_photo: '/admin/recommend_photo',
  brand_event: '/admin/recommend_brand',
  partner: '/admin/recommend_partner',
  friendly_link: '/admin/recommend_link',
};

describe('home block routes', () => {
  it('every block of shared/rules uses a route prefix of the OpenAPI document', () => {
    for (const block of HOME_BLOCKS) {
      const prefix: HomeBlockApi = HOME_BLOCK_DEFS[block].api; // the literal type of shared/rules, checked by the compiler too
      expect(prefix).toBe(PREFIXES[block]);
    }
  });

  it('the prefixes are exactly the blocks (no other route has both _list and _sort)', () => {
    // @ts-expect-error not a home block route
    const other: HomeBlockApi = '/admin/competition';
    expect(new Set(Object.values(PREFIXES)).size).toBe(HOME_BLOCKS.length);
    expect(other).toBeDefined();
  });
});
