import { Tag } from 'antd';
import type { TableColumnType } from 'antd';
import type { LiveRoom } from '../api/live-admin';

/** 官网: whether the room shows on the official site — 平台已隐藏 (the platform admin hid it), 隐藏 or 公开. */
export const ROOM_VISIBILITY_COLUMN: TableColumnType<LiveRoom> = {
  title: '官网',
  key: 'visibility',
  render: (_: unknown, r: LiveRoom) => (r.admin_hidden ? <Tag color="red">平台已隐藏</Tag> : r.visibility === 'hidden' ? <Tag>隐藏</Tag> : <Tag color="green">公开</Tag>),
};
