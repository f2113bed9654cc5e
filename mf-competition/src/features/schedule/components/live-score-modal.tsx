import { Typography } from 'antd';
import { saveLiveScore } from '../api/save-live-score';
import type { ScheduleFixture } from '../api/types';
import { FixtureScoreModal } from './fixture-score-modal';
import { SideScoreInputs } from './score-inputs';

export interface LiveScoreModalProps {
  fixture: ScheduleFixture | null;
  onClose: () => void;
  /** After a save (the fixture as the server returns it). */
  onSaved: (fixture: ScheduleFixture) => void;
}

interface LiveScoreValues {
  home_score: number | null;
  away_score: number | null;
}

const liveValues = (fixture: ScheduleFixture): LiveScoreValues => ({ home_score: fixture.live_home_score ?? 0, away_score: fixture.live_away_score ?? 0 });

const saveLive = (v: LiveScoreValues, fixture: ScheduleFixture) =>
  saveLiveScore({ fixture_id: fixture.id, action: 'update', home_score: v.home_score ?? 0, away_score: v.away_score ?? 0, version: fixture.version });

/**
 * 更新比分: the running score of a live game (直播比分). It is shown on the official site's live view at once and
 * never counted in standings; the final score is entered with 录入比分, which ends the game. The fixture's
 * `version` goes along, so a change made meanwhile by someone else is refused; refusals stay in the modal.
 */
export function LiveScoreModal({ fixture, onClose, onSaved }: LiveScoreModalProps) {
  return (
    <FixtureScoreModal<LiveScoreValues>
      fixture={fixture}
      action="更新比分"
      okText="更新实时比分"
      name="live-score"
      intro={<Typography.Paragraph type="secondary">实时比分同步显示在官网直播比分中，不计入积分榜；比赛结束后请用「录入比分」录入终场比分。</Typography.Paragraph>}
      initialValues={liveValues}
      save={saveLive}
      savedText="实时比分已更新"
      onClose={onClose}
      onSaved={onSaved}
    >
      {fixture && <SideScoreInputs fixture={fixture} live />}
    </FixtureScoreModal>
  );
}
