import { Typography } from 'antd';
import { checkInChallengeText } from 'shared/rules';
import type { CheckInSettings } from '../api/types';

/** One line about a challenge (shared/rules checkInChallengeText). */
export function ChallengeSummary({ settings }: { settings: CheckInSettings }) {
  return <Typography.Text type="secondary">{checkInChallengeText(settings)}</Typography.Text>;
}
