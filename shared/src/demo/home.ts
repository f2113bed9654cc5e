/**
 * Demo items of the official home page's blocks (官网首页管理), each block in its order. The server seed
 * (server/src/db/seed-home.ts) writes them, the mocks (shared/src/mocks/fixtures/official-home.ts) answer them; each
 * side draws the pictures (DEMO_HOME_PICTURE gives their size) and finds the competitions in its own data.
 */
import { HOME_BLOCKS, type HomeBlock } from '../rules/home-blocks.ts';

export interface DemoHomeItem {
  title: string;
  subtitle?: string;
  link?: string;
  /**
   * Part of the name of a published competition (found the same way in the server's and the mocks' demo data): the
   * item links to /match/<its id> and, unless `linkOnly`, is that competition's item.
   */
  competition?: string;
  linkOnly?: true;
  /** shown from this year on (scheduled: the back office lists it as 未到展示时间) */
  showFromYear?: number;
  /** disabled (已停用) */
  hidden?: true;
}

/** 推荐赛事: the first published competitions of 浙江赛道体育 (institution 6), each titled with its name. */
const RECOMMENDED = { institutionId: 6, count: 4, subtitle: '赛事运营平台推荐' };

/** The items of every block but 推荐赛事 (RECOMMENDED). */
const ITEMS: Record<Exclude<HomeBlock, 'recommended_event'>, DemoHomeItem[]> = {
  headline: [
    { title: '2026杭州马拉松鸣枪开跑', subtitle: '3.6万名跑者共赴西子之约', competition: '杭州马拉松' },
    { title: '浙江省田径锦标赛圆满落幕，多项纪录被刷新', subtitle: '省级赛事 三项纪录改写', competition: '浙江省田径锦标赛', linkOnly: true },
    { title: '全民健身日：百万市民走出家门动起来', subtitle: '2026年浙江省群众体育赛事活动一览', competition: '全民健身日', linkOnly: true },
    { title: '2027迎新春系列赛事预告', subtitle: '乒乓球、羽毛球、围棋等你来战', link: '/calendar', showFromYear: 2099 },
    { title: '已停用的旧头条', link: '/official/information', hidden: true },
  ],
  recommend_column: [
    { title: '新闻动态', subtitle: '最新赛况与赛事动态', link: '/official/information?column_id=1' },
    { title: '通知公告', subtitle: '报名通知、赛程调整与官方公告', link: '/official/information?column_id=2' },
    { title: '全民健身', subtitle: '身边的健身活动与科学健身指导', link: '/official/information?column_id=3' },
  ],
  event_video: [
    { title: '2026杭州马拉松全程精彩集锦', subtitle: '起跑、折返与冲线的每一个瞬间', competition: '杭州马拉松' },
    { title: '青少年田径联赛男子100米决赛', subtitle: '10秒87！新赛会纪录诞生', competition: '青少年田径联赛' },
  ],
  event_photo: [
    { title: '马拉松起跑瞬间', subtitle: '赛事图片', link: '/album' },
    { title: '田径联赛颁奖仪式', subtitle: '赛事图片', link: '/album' },
    { title: '篮球联赛开幕式', subtitle: '赛事图片', link: '/album' },
  ],
  brand_event: [
    { title: '杭州马拉松', subtitle: '国际田联金标赛事 · 每年11月', link: 'https://www.hangzhoumarathon.com' },
    { title: '浙江省青少年田径联赛', subtitle: '全省11个地市分站赛 · 总决赛', link: '/official/match/1/list' },
  ],
  partner: [
    { title: '踏浪运动用品有限公司', link: 'https://www.example.com/talang' },
    { title: '黄龙体育中心', link: 'https://www.example.com/huanglong' },
    { title: '浙江省田径协会', link: 'https://www.example.com/zjaa' },
  ],
  friendly_link: [
    { title: '国家体育总局', link: 'https://www.sport.gov.cn' },
    { title: '浙江省体育局', link: 'https://tyj.zj.gov.cn' },
    { title: '杭州市体育局', link: 'https://ty.hangzhou.gov.cn' },
  ],
};

/** The size of each block's pictures (null: the block has none). */
export const DEMO_HOME_PICTURE: Record<HomeBlock, [width: number, height: number] | null> = {
  headline: [1200, 480],
  recommend_column: [480, 270],
  recommended_event: [640, 360],
  event_video: [640, 360],
  event_photo: [640, 427],
  brand_event: [600, 300],
  partner: [240, 96],
  friendly_link: null,
};

/** A demo item as both sides store it (each adds its id and picture). */
export interface DemoHomeRow {
  block: HomeBlock;
  sort: number;
  title: string;
  subtitle: string;
  link: string;
  competitionId: number | null;
  showFrom: string | null;
  enabled: boolean;
}

/** The demo items of every block, in HOME_BLOCKS order, linked to the side's own competitions. */
export function demoHomeRows(competitions: { id: number; name: string; status: string; institutionId: number }[]): DemoHomeRow[] {
  const published = competitions.filter((c) => c.status === 'approved');
  return HOME_BLOCKS.flatMap((block) => {
    const items: DemoHomeItem[] =
      block === 'recommended_event'
        ? published.filter((c) => c.institutionId === RECOMMENDED.institutionId).slice(0, RECOMMENDED.count).map((c) => ({ title: c.name, subtitle: RECOMMENDED.subtitle, competition: c.name }))
        : ITEMS[block];
    return items.map((item, i) => {
      const c = item.competition ? published.find((x) => x.name.includes(item.competition!)) : undefined;
      return {
        block,
        sort: i + 1,
        title: item.title,
        subtitle: item.subtitle ?? '',
        link: c ? `/match/${c.id}` : (item.link ?? ''),
        competitionId: c && !item.linkOnly ? c.id : null,
        showFrom: item.showFromYear ? `${item.showFromYear}-01-01T00:00:00.000Z` : null,
        enabled: !item.hidden,
      };
    });
  });
}
