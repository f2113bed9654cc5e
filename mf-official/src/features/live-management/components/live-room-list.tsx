import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { KeywordFilter, ListPage, StatusFilter } from 'shared/antd';
import { getLiveRooms, type LiveRoom, type LiveRoomQuery, type LiveStatus } from '../api/live-admin';

type Filters = Omit<LiveRoomQuery, 'phase' | 'institution_id' | 'start' | 'count'>;

export interface LiveRoomListProps {
  /** Card title, e.g. 直播计划. */
  title: string;
  /** The rooms not yet ended (plan) or ended (played). */
  phase: NonNullable<LiveRoomQuery['phase']>;
  /** The institution whose rooms these are; none for the platform admin (every institution's). */
  institutionId?: number;
  columns: TableColumnsType<LiveRoom>;
  /** The list is drawn again, from its first page and without filters, when it changes (`useRowActions().version`). */
  version: number;
  /** Filters before the keyword (状态). */
  filters?: ReactNode;
  /** Buttons on the right of the title (新建直播). */
  extra?: ReactNode;
}

/** A list of an institution's live rooms of one phase (直播计划, 已播列表), searched by title (直播标题). */
export function LiveRoomList({ title, phase, institutionId, columns, version, filters, extra }: LiveRoomListProps) {
  return (
    <ListPage<LiveRoom, LiveRoomQuery, Filters>
      key={version}
      title={title}
      fetcher={getLiveRooms}
      rowKey="id"
      columns={columns}
      initialValues={{}}
      toQuery={(values) => ({ ...values, phase, institution_id: institutionId })}
      extra={extra}
      filters={
        <>
          {filters}
          <KeywordFilter placeholder="直播标题" />
        </>
      }
    />
  );
}

/** The 状态 filter of a room list, offering `statuses` (未开始, 直播中 …). */
export function LiveStatusFilter({ statuses, width }: { statuses: readonly LiveStatus[]; width: number }) {
  return <StatusFilter width={width} options={statuses.map((s) => ({ value: s, label: s }))} />;
}
