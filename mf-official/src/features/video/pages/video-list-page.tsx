import { useSearchParams } from 'react-router-dom';
import { getPublicVideos, getVideoCategories, isVideoCategoryId, type VideoCategory } from '../api/videos';
import { VideoCard, videoGrid } from '../components/video-card';
import { LinkTabs } from '../../../ui/link-tabs';
import { LoadState } from '../../../ui/load-state';
import { pagedQuery, pageOf, Pager } from '../../../ui/pager';
import { card, heading } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const PAGE_SIZE = 12;

const listHref = (category?: number) => (category ? `/video?category=${category}` : '/video');

function CategoryTabs({ categories, current }: { categories: VideoCategory[]; current?: number }) {
  const tabs = [{ key: 0, title: '全部', to: listHref(), active: !current }, ...categories.map((c) => ({ key: c.id, title: c.name, to: listHref(c.id), active: current === c.id }))];
  return <LinkTabs label="视频分类" tabs={tabs} />;
}

/**
 * 视频 (/video): category tabs (全部 + 赛事集锦, 精彩瞬间, 赛事直播回放, 教学训练, 宣传片) and the published videos of
 * the chosen one, newest first, twelve per page (`category`, `page` kept in the address).
 */
export function VideoListPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('category'));
  const category = isVideoCategoryId(asked) ? asked : undefined;
  const page = pageOf(params);
  const [categories] = useLoad(getVideoCategories, []);
  const [videos] = useLoad(() => getPublicVideos({ start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, category }), [category, page]);
  const current = categories.state === 'ready' ? categories.data.find((c) => c.id === category) : undefined;

  const goTo = (next: number) => setParams(pagedQuery({ category }, next));

  return (
    <div>
      <section style={card}>
        <h2 style={heading}>{current?.name ?? '赛事视频'}</h2>
        {categories.state === 'ready' ? <CategoryTabs categories={categories.data} current={category} /> : null}
      </section>
      <section style={card}>
        <LoadState load={videos} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <ul aria-label="视频列表" style={videoGrid(220)}>
                {data.list.map((v) => (
                  <li key={v.id}>
                    <VideoCard video={v} />
                  </li>
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={goTo} />
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}

export default VideoListPage;
