import { useState, type ReactNode } from 'react';
import { formatDate, SITE_PALETTE } from 'shared';
import { HOME_BLOCK_DEFS, HOME_BLOCKS, type HomeKey } from 'shared/rules';
import type { HomeItem } from '../api/get-official-home';
import { ContentLink } from './content-link';
import { HeadlineCarousel } from './headline-carousel';
import { HomeSection } from './home-section';
import { cardBox, cardLink, cardText, cardTitle, cover, grid, overlayButton, plainList } from './home-styles';
import { MediaOverlay } from './media-overlay';
import { PlayMark } from '../../../ui/play-mark';

/** Title of each block on the home page: the block's name of the home-block rules (the back-office menu's words). */
export const HOME_SECTION_TITLES = Object.fromEntries(HOME_BLOCKS.map((block) => [HOME_BLOCK_DEFS[block].homeKey, HOME_BLOCK_DEFS[block].title])) as Readonly<Record<HomeKey, string>>;

function Card({ item, ratio, children }: { item: HomeItem; ratio: string; children?: ReactNode }) {
  return (
    <ContentLink href={item.link} label={item.title} style={cardLink}>
      <div style={cardBox}>
        {item.image ? <img src={item.image} alt="" loading="lazy" style={cover(ratio)} /> : null}
        <div style={{ padding: 12 }}>
          <h3 style={cardTitle}>{item.title}</h3>
          {children}
        </div>
      </div>
    </ContentLink>
  );
}

function Columns({ items }: { items: HomeItem[] }) {
  return (
    <ul style={grid(150, 22, 12)}>
      {items.map((item) => (
        <li key={item.id}>
          <Card item={item} ratio="16 / 9">
            {item.subtitle ? <p style={cardText}>{item.subtitle}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Events({ items }: { items: HomeItem[] }) {
  return (
    <ul style={grid(240, 22)}>
      {items.map((item) => (
        <li key={item.id}>
          <Card item={item} ratio="16 / 9">
            {item.start_at || item.location ? (
              <p style={cardText}>
                {item.start_at ? <time dateTime={item.start_at}>{formatDate(item.start_at)}</time> : null}
                {item.start_at && item.location ? ' · ' : null}
                {item.location}
              </p>
            ) : null}
            {item.subtitle ? <p style={{ ...cardText, color: SITE_PALETTE.orangeDark }}>{item.subtitle}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

const playMark = <PlayMark size={52} fontSize={22} />;

/** 赛事视频: posters; a video address plays in a light player layer, otherwise the poster follows its link. */
function Videos({ items }: { items: HomeItem[] }) {
  const [playing, setPlaying] = useState<HomeItem | null>(null);
  return (
    <>
      <ul style={grid(160, 22, 12)}>
        {items.map((item) => {
          const poster = (
            <div style={cardBox}>
              <div style={{ position: 'relative' }}>
                {item.image ? <img src={item.image} alt="" loading="lazy" style={cover('16 / 9')} /> : <div style={{ ...cover('16 / 9'), background: '#262626' }} />}
                {playMark}
              </div>
              <div style={{ padding: 12, textAlign: 'left' }}>
                <h3 style={cardTitle}>{item.title}</h3>
                {item.subtitle ? <p style={cardText}>{item.subtitle}</p> : null}
              </div>
            </div>
          );
          return (
            <li key={item.id}>
              {item.video_url ? (
                <button
                  type="button"
                  aria-label={`播放：${item.title}`}
                  onClick={() => setPlaying(item)}
                  style={{ ...cardLink, width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer', font: 'inherit' }}
                >
                  {poster}
                </button>
              ) : (
                <ContentLink href={item.link} label={item.title} style={cardLink}>
                  {poster}
                </ContentLink>
              )}
            </li>
          );
        })}
      </ul>
      <p style={{ margin: '12px 0 0', textAlign: 'right' }}>
        <ContentLink href="/video" label="更多赛事视频" style={{ color: SITE_PALETTE.orangeDark, textDecoration: 'none' }}>
          更多
        </ContentLink>
      </p>
      {playing ? (
        <MediaOverlay label={playing.title} onClose={() => setPlaying(null)}>
          <video src={playing.video_url} poster={playing.image || undefined} controls autoPlay playsInline style={{ width: '100%', maxHeight: '75vh', background: '#000' }}>
            您的浏览器不支持视频播放
          </video>
        </MediaOverlay>
      ) : null}
    </>
  );
}

/** 赛事图片: a photo wall; a photo opens in a viewer with previous / next. */
function Photos({ items }: { items: HomeItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : items[open];
  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + items.length) % items.length));
  return (
    <>
      <ul style={grid(130, 15, 8)}>
        {items.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              aria-label={`查看图片：${item.title}`}
              onClick={() => setOpen(i)}
              style={{ display: 'block', width: '100%', padding: 0, border: 0, borderRadius: 6, overflow: 'hidden', cursor: 'zoom-in', position: 'relative', background: 'none' }}
            >
              <img src={item.image} alt={item.title} loading="lazy" style={cover('3 / 2')} />
              <span
                style={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  bottom: 0,
                  padding: '16px 8px 6px',
                  color: '#fff',
                  fontSize: 13,
                  textAlign: 'left',
                  background: 'linear-gradient(transparent, rgba(0,0,0,0.6))',
                }}
              >
                {item.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p style={{ margin: '12px 0 0', textAlign: 'right' }}>
        <ContentLink href="/album" label="更多赛事图片" style={{ color: SITE_PALETTE.orangeDark, textDecoration: 'none' }}>
          更多
        </ContentLink>
      </p>
      {current ? (
        <MediaOverlay
          label={current.title}
          onClose={() => setOpen(null)}
          actions={
            items.length > 1 ? (
              <>
                <button type="button" style={overlayButton} onClick={() => step(-1)}>
                  上一张
                </button>
                <span>
                  {(open ?? 0) + 1} / {items.length}
                </span>
                <button type="button" style={overlayButton} onClick={() => step(1)}>
                  下一张
                </button>
              </>
            ) : null
          }
        >
          <img src={current.image} alt={current.title} style={{ width: '100%', maxHeight: '75vh', objectFit: 'contain' }} />
          {current.link ? (
            <ContentLink href={current.link} label={`${current.title}：查看详情`} style={{ color: '#fff', alignSelf: 'flex-end' }}>
              查看详情 ›
            </ContentLink>
          ) : null}
        </MediaOverlay>
      ) : null}
    </>
  );
}

function Brands({ items }: { items: HomeItem[] }) {
  return (
    <ul style={grid(280, 30)}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentLink href={item.link} label={item.title} style={{ ...cardLink, position: 'relative', borderRadius: 8, overflow: 'hidden' }}>
            <img src={item.image} alt="" loading="lazy" style={cover('2 / 1')} />
            <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '24px 16px 12px', color: '#fff', background: 'linear-gradient(transparent, rgba(0,0,0,0.65))' }}>
              <h3 style={{ ...cardTitle, fontSize: 18 }}>{item.title}</h3>
              {item.subtitle ? <p style={{ ...cardText, color: 'rgba(255,255,255,0.9)' }}>{item.subtitle}</p> : null}
            </div>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

function Partners({ items }: { items: HomeItem[] }) {
  return (
    <ul style={grid(100, 13, 12)}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentLink href={item.link} label={item.title} style={{ ...cardLink, textAlign: 'center' }}>
            {item.image ? (
              <img src={item.image} alt="" loading="lazy" style={{ display: 'block', width: '100%', aspectRatio: '5 / 2', objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4 }} />
            ) : null}
            <span style={{ display: 'block', marginTop: 8, fontSize: 13 }}>{item.title}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

function Links({ items }: { items: HomeItem[] }) {
  return (
    <ul style={{ ...plainList, display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentLink href={item.link} label={item.title} style={{ color: SITE_PALETTE.orangeDark }}>
            {item.title}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

const BODIES: Readonly<Record<Exclude<HomeKey, 'headlines'>, (props: { items: HomeItem[] }) => ReactNode>> = {
  recommended_columns: Columns,
  recommended_events: Events,
  event_videos: Videos,
  event_photos: Photos,
  brand_events: Brands,
  partners: Partners,
  friendly_links: Links,
};

/**
 * One block of the home page as visitors see it. The back office renders the same component for its preview
 * (`autoPlay` off there).
 */
export function HomeBlockView({ homeKey, items, autoPlay = true }: { homeKey: HomeKey; items: HomeItem[]; autoPlay?: boolean }) {
  if (homeKey === 'headlines') {
    return items.length ? (
      <HeadlineCarousel items={items} autoPlay={autoPlay} />
    ) : (
      <HomeSection title={HOME_SECTION_TITLES.headlines} empty>
        {null}
      </HomeSection>
    );
  }
  const Body = BODIES[homeKey];
  return (
    <HomeSection title={HOME_SECTION_TITLES[homeKey]} empty={items.length === 0}>
      <Body items={items} />
    </HomeSection>
  );
}

/** Display order of the blocks on the home page. */
export const HOME_SECTION_ORDER: readonly HomeKey[] = [
  'headlines',
  'recommended_columns',
  'recommended_events',
  'event_videos',
  'event_photos',
  'brand_events',
  'partners',
  'friendly_links',
];
