/** Response schemas of the official homepage blocks (GET /official/home and the back office of spec §2.5). */
import { int, str, dateTime, nullableInt, nullableDateTime, obj, arrayOfRef, listOf } from './json-schema.js';

const BLOCK = {
  type: 'string',
  enum: ['headline', 'recommend_column', 'recommended_event', 'event_video', 'event_photo', 'brand_event', 'partner', 'friendly_link'],
} as const;

export const HomeItem = obj('HomeItem', '首页内容项（官网首页展示）', {
  id: int,
  title: str,
  subtitle: { ...str, description: '副标题或简介' },
  image: { ...str, description: '图片地址（头条图、封面、标志）' },
  link: { ...str, description: '点击跳转的链接：站内路径或 http(s) 地址' },
  video_url: { ...str, description: '视频地址（赛事视频）' },
  competition_id: { ...nullableInt, description: '关联的已发布赛事' },
  start_at: { ...nullableDateTime, description: '关联赛事的开始时间' },
  location: { ...str, description: '关联赛事的举办地点' },
  sport: { ...str, description: '关联赛事的运动项目' },
});

const homeList = arrayOfRef(HomeItem);

export const OfficialHome = obj('OfficialHome', '官网首页数据（只含已启用且在展示时间内的内容，按排序）', {
  headlines: homeList,
  recommended_columns: homeList,
  recommended_events: homeList,
  event_videos: homeList,
  event_photos: homeList,
  brand_events: homeList,
  partners: homeList,
  friendly_links: homeList,
});

export const HomeBlockItem = obj('HomeBlockItem', '首页栏目内容（后台）', {
  id: int,
  block: BLOCK,
  title: str,
  subtitle: str,
  image: str,
  link: str,
  video_url: str,
  competition_id: nullableInt,
  competition_name: str,
  sort: int,
  is_show: { type: 'boolean', description: '是否启用' },
  show_from: { ...nullableDateTime, description: '开始展示时间（空：立即）' },
  show_until: { ...nullableDateTime, description: '结束展示时间（空：一直）' },
  showing: { type: 'boolean', description: '此刻是否在官网首页展示（启用且在展示时间内）' },
  updated_at: dateTime,
});

export const HomeBlockItemList = listOf('HomeBlockItemList', '首页栏目内容列表（按排序）', HomeBlockItem);

export const HomeCompetitionCandidate = obj('HomeCompetitionCandidate', '可推荐到首页的已发布赛事', {
  id: int,
  name: str,
  c_type: int,
  sport: str,
  start_at: dateTime,
  location: str,
  cover: str,
  recommended_id: { ...nullableInt, description: '推荐赛事中的内容编号（未推荐为空）' },
  headline_id: { ...nullableInt, description: '头条中的内容编号（未设为头条为空）' },
});

export const HomeCompetitionCandidateList = listOf('HomeCompetitionCandidateList', '可推荐到首页的已发布赛事列表', HomeCompetitionCandidate);

export const homepageSchemas = [HomeItem, OfficialHome, HomeBlockItem, HomeBlockItemList, HomeCompetitionCandidate, HomeCompetitionCandidateList];
