/**
 * Demo videos (视频): published videos of institutions 1, 2, 3 and the platform in every category, one hidden.
 * Their media rows start in `processing` with use `demo_video` and no file: at start the video routes generate a
 * tiny real MP4 (ffmpeg test pattern) for each and hand it to the normal processing (probe, poster, storage), so the
 * public /video pages show them as soon as they are processed — never a URL to nowhere.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { competitions, media, videos } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

interface SeedVideo {
  institution: number | null;
  account: string;
  competition?: string;
  category: number;
  title: string;
  description: string;
  daysAgo: number;
  status: 'published' | 'hidden';
  views: number;
}

const VIDEOS: SeedVideo[] = [
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

export async function seedVideos(tx: Tx, byAccount: Record<string, number>): Promise<void> {
  const names = VIDEOS.map((v) => v.competition).filter((n): n is string => Boolean(n));
  const comps = await tx.select({ id: competitions.id, name: competitions.name }).from(competitions).where(inArray(competitions.name, names));
  const compId = (name?: string) => (name ? (comps.find((c) => c.name === name)?.id ?? null) : null);
  const now = Date.now();
  for (const v of VIDEOS) {
    const at = new Date(now - v.daysAgo * DAY);
    const [m] = await tx
      .insert(media)
      .values({
        ownerUserId: byAccount[v.account]!,
        institutionId: v.institution,
        kind: 'video',
        use: 'demo_video',
        storageKey: `video-${randomBytes(16).toString('hex')}.bin`,
        name: `${v.title}.mp4`,
        mime: 'video/*',
        uploadId: randomBytes(16).toString('hex'),
        status: 'processing',
        createdAt: at,
      })
      .returning({ id: media.id });
    await tx.insert(videos).values({
      institutionId: v.institution,
      competitionId: compId(v.competition),
      category: v.category,
      title: v.title,
      description: v.description,
      mediaId: m!.id,
      status: v.status,
      views: v.views,
      createdBy: byAccount[v.account]!,
      publishedAt: v.status === 'published' ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
