import { type StatusMap } from 'shared';
import { hasM3u8Path, HTTP_URL } from 'shared/rules';
import type { LiveRoom, LiveStatus } from '../api/live-admin';

/** 未开始 / 直播中 / 已结束 with their tag colours. */
export const LIVE_STATUS: StatusMap<LiveStatus> = {
  未开始: { text: '未开始', color: 'blue' },
  直播中: { text: '直播中', color: 'red' },
  已结束: { text: '已结束', color: 'default' },
};

/** Shown on the official site: the owner made it public and the platform admin has not hidden it. */
export const isPublicRoom = (r: LiveRoom) => r.visibility === 'public' && r.admin_hidden === 0;

/** The public player page of a room. */
export const publicLiveHref = (id: number) => `/live/details/${id}`;

/** An HLS address as the server accepts it: http(s) or this platform's media, ending in .m3u8. */
export const isHlsUrl = (url: string) => (HTTP_URL.test(url) || /^\/api\/media\/[^/?#\s]+$/.test(url)) && hasM3u8Path(url);
