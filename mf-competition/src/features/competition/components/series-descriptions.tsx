import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { formatDateTime } from 'shared';
import { StatusTag } from 'shared/antd';
import type { CompetitionSeries } from '../api/types';
import { COMPETITION_TYPE, SERIES_STATUS } from './competition-status';

/** The 系列报备 state of a series: its status, when it was filed and the last review (驳回原因 / 审核结果). */
export function seriesFilingItems(series: CompetitionSeries, extra: { key: string; label: string; children: ReactNode }[] = []) {
  return [
    { key: 'status', label: '报备状态', children: <StatusTag status={series.status} map={SERIES_STATUS} /> },
    ...extra,
    ...(series.filed_at ? [{ key: 'filed', label: '报备时间', children: formatDateTime(series.filed_at) }] : []),
    ...(series.reviewed_at
      ? [
          {
            key: 'review',
            label: series.status === 'rejected' ? '驳回原因' : '审核结果',
            children: `${series.review_reason || (series.status === 'approved' ? '审核通过' : '-')}（${formatDateTime(series.reviewed_at)}）`,
          },
        ]
      : []),
  ];
}

/** A series' information and its 系列报备 state (系列信息, its read-only base2, the review drawer). */
export function SeriesDescriptions({ series }: { series: CompetitionSeries }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'name', label: '系列名称', children: series.name },
        { key: 'type', label: '类型', children: <StatusTag status={series.c_type} map={COMPETITION_TYPE} /> },
        { key: 'institution', label: '主办机构', children: series.institution_name },
        { key: 'count', label: '赛事数', children: series.competition_count },
        { key: 'description', label: '系列介绍', children: series.description || '-' },
        ...seriesFilingItems(series),
        { key: 'created', label: '创建时间', children: formatDateTime(series.created_at) },
      ]}
    />
  );
}
