import { Descriptions, Image } from 'antd';
import { formatDateTime } from 'shared';
import { StatusTag } from 'shared/antd';
import type { CompetitionDetail } from '../api/types';
import { COMPETITION_STATUS, COMPETITION_TYPE } from './competition-status';
import { SafeHtml } from './safe-html';

const orDash = (v: string) => v || '-';

/** Base info of a competition, read-only (review drawer, management base page). */
export function CompetitionDescriptions({ detail, showInstitution = true }: { detail: CompetitionDetail; showInstitution?: boolean }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: '名称', children: detail.name, span: 2 },
          { key: 'type', label: '类型', children: <StatusTag status={detail.c_type} map={COMPETITION_TYPE} /> },
          { key: 'status', label: '状态', children: <StatusTag status={detail.status} map={COMPETITION_STATUS} /> },
          ...(showInstitution ? [{ key: 'institution', label: '主办机构', children: detail.institution_name }] : []),
          { key: 'organisers', label: '主办单位', children: orDash(detail.organisers) },
          { key: 'sport', label: '运动项目', children: orDash(detail.sport) },
          { key: 'level', label: '级别', children: orDash(detail.level) },
          { key: 'start', label: '开始时间', children: formatDateTime(detail.start_at) },
          { key: 'end', label: '结束时间', children: formatDateTime(detail.end_at) },
          { key: 'location', label: '举办地点', children: orDash(detail.location) },
          { key: 'venue', label: '场馆', children: orDash(detail.venue_name) },
          { key: 'series', label: '所属系列', children: orDash(detail.series_name) },
          { key: 'contact', label: '联系人', children: [detail.contact_name, detail.contact_phone].filter(Boolean).join(' ') || '-' },
          {
            key: 'cover',
            label: '封面图片',
            span: 2,
            children: detail.cover ? <Image src={detail.cover} alt="封面图片" width={160} /> : '-',
          },
        ]}
      />
      <h4 style={{ margin: '16px 0 8px' }}>介绍</h4>
      <SafeHtml html={detail.introduction} />
    </>
  );
}
