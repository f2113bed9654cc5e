import { Typography } from 'antd';
import { CHECK_IN_EVIDENCE_TEXT, CHECK_IN_GOAL_KIND_TEXT, formatCheckInAmount } from 'shared';
import type { CheckInSettings } from '../api/types';

/** One line about a challenge: 2026-08-01 至 2026-08-30 · 累计里程 8.00 公里 · 凭证：轨迹文件、运动截图. */
export function ChallengeSummary({ settings }: { settings: CheckInSettings }) {
  const goal =
    settings.goal_scope === 'daily'
      ? `每日${CHECK_IN_GOAL_KIND_TEXT[settings.goal_kind]} ${formatCheckInAmount(settings.goal_kind, settings.goal_value)}，达标 ${settings.goal_days} 天`
      : `累计${CHECK_IN_GOAL_KIND_TEXT[settings.goal_kind]} ${formatCheckInAmount(settings.goal_kind, settings.goal_value)}`;
  return (
    <Typography.Text type="secondary">
      {settings.starts_on} 至 {settings.ends_on} · {goal} · 凭证：{settings.evidence.map((e) => CHECK_IN_EVIDENCE_TEXT[e]).join('、')}
    </Typography.Text>
  );
}
