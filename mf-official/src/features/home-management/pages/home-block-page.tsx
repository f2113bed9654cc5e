import { HOME_BLOCK_DEFS, type HomeBlock } from 'shared/rules';
import { HomeBlockManager } from '../components/home-block-manager';

/** HeadLineList, recommendCoList, RecommendedEventsList, EventVideo, EventPhotoList, BrandEvents, CooperativePartners, FriendlyLink. */
export function HomeBlockPage({ block, title }: { block: HomeBlock; title?: string }) {
  return <HomeBlockManager key={block} def={HOME_BLOCK_DEFS[block]} title={title} />;
}

export default HomeBlockPage;
