/**
 * Demo videos (视频): published videos of institutions 1, 2, 3 and the platform, one in every category, and one
 * hidden. The server seed (server/src/db/seed-videos.ts) writes them with media the server makes at start; the
 * mocks (shared/src/mocks/fixtures/videos.ts) serve most of them, with shorter descriptions and a few of their own.
 */

export interface DemoVideo {
  /** null: the platform's */
  institution: number | null;
  /** the demo account that uploaded it */
  account: 'admin' | 'org_gov' | 'org_multi' | 'org_youth';
  /** the competition's name, when it is a competition's video */
  competition?: string;
  /** VIDEO_CATEGORIES of shared/src/rules/video-categories.ts: 1 赛事集锦, 2 精彩瞬间, 3 赛事直播回放, 4 教学训练, 5 宣传片 */
  category: 1 | 2 | 3 | 4 | 5;
  title: string;
  description: string;
  daysAgo: number;
  status: 'published' | 'hidden';
  views: number;
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    institution: 1,
    account: 'org_gov',
    competition: '2026年杭州市青少年田径锦标赛',
    category: 1,
    title: '2026年杭州市青少年田径锦标赛 赛事集锦',
    description: '两天赛程、三十六个单项，近千名青少年运动员在黄龙体育中心同场竞技，一起回顾赛场上的速度与激情。',
    daysAgo: 20,
    status: 'published',
    views: 1268,
  },
  {
    institution: 2,
    account: 'org_multi',
    competition: '2026年浙江省青少年田径联赛（杭州站）',
    category: 2,
    title: '男子100米决赛冲线瞬间',
    description: '浙江省青少年田径联赛杭州站男子100米决赛，前三名成绩仅相差0.05秒，冲线瞬间定格。',
    daysAgo: 15,
    status: 'published',
    views: 856,
  },
  {
    institution: 2,
    account: 'org_multi',
    competition: '2026年浙江省田径锦标赛',
    category: 3,
    title: '2026年浙江省田径锦标赛 第一比赛日直播回放',
    description: '第一比赛日全程回放：女子跳远决赛、男子400米栏预赛和4×100米接力预赛。',
    daysAgo: 10,
    status: 'published',
    views: 432,
  },
  {
    institution: 3,
    account: 'org_youth',
    category: 4,
    title: '少儿篮球运球基础训练',
    description: '星辰青少年体育培训中心教练示范原地高低运球、体前变向运球和行进间运球，适合6至10岁的小学员跟练。',
    daysAgo: 6,
    status: 'published',
    views: 215,
  },
  {
    institution: null,
    account: 'admin',
    category: 5,
    title: '赛事运营平台宣传片',
    description: '一个平台连接赛事主办方、场馆、运动员与观众：赛事报备、报名、编排、直播和成绩查询，一站完成。',
    daysAgo: 3,
    status: 'published',
    views: 97,
  },
  {
    institution: 1,
    account: 'org_gov',
    category: 2,
    title: '游泳公开赛热身花絮（未发布）',
    description: '赛前热身与检录花絮，剪辑完成后再发布。',
    daysAgo: 1,
    status: 'hidden',
    views: 0,
  },
];
