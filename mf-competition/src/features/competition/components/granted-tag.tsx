import { Tag, Tooltip } from 'antd';
import type { CompetitionListItem } from '../api/types';

/** 授权管理: a competition of another institution that a management permission code granted to this account. */
export function GrantedTag({ competition }: { competition: CompetitionListItem }) {
  if (!competition.granted) return null;
  return (
    <Tooltip title={`${competition.institution_name}的赛事，通过管理权限码授权您管理`}>
      <Tag color="purple" style={{ marginInlineStart: 8 }}>
        授权管理
      </Tag>
    </Tooltip>
  );
}
