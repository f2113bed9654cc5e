import { SITE_PALETTE } from 'shared';
import { chinaMinute } from 'shared/rules';
import type { ScheduleFixture } from '../api/types';
import { elapsedText, FIXTURE_STATUS_TEXT, scoreText, sideName } from './fixture-text';
import { scroller, table, td, th } from '../../../ui/styles';

const statusColor: Record<ScheduleFixture['status'], string> = { scheduled: '#8c8c8c', live: '#cf1322', finished: '#389e0d' };

const liveBadge = { display: 'inline-block', padding: '0 6px', borderRadius: 4, background: '#cf1322', color: '#fff', fontSize: 12, lineHeight: '20px' } as const;

/**
 * Fixtures as a table: time, court, home, score, away, status; the winner in bold. A live game shows its running
 * score and a 进行中 badge; with `now` (the live view's refreshed_at) also the minutes since its start.
 */
export function FixtureTable({ fixtures, label, now }: { fixtures: ScheduleFixture[]; label: string; now?: string }) {
  return (
    <div style={scroller}>
      <table aria-label={label} style={table}>
        <thead>
          <tr>
            <th style={th}>时间</th>
            <th style={th}>场地</th>
            <th style={{ ...th, textAlign: 'right' }}>主队</th>
            <th style={{ ...th, textAlign: 'center' }}>比分</th>
            <th style={th}>客队</th>
            <th style={th}>状态</th>
          </tr>
        </thead>
        <tbody>
          {fixtures.map((f) => (
            <tr key={f.id}>
              <td style={{ ...td, whiteSpace: 'nowrap' }}>{chinaMinute(f.starts_at) || '-'}</td>
              <td style={td}>{f.court_name || '-'}</td>
              <td style={{ ...td, textAlign: 'right', fontWeight: f.winner_id !== null && f.winner_id === f.home_id ? 700 : 400 }}>{sideName(f, 'home')}</td>
              <td style={{ ...td, textAlign: 'center', whiteSpace: 'nowrap', color: f.status === 'live' ? '#cf1322' : SITE_PALETTE.ink }}>{scoreText(f)}</td>
              <td style={{ ...td, fontWeight: f.winner_id !== null && f.winner_id === f.away_id ? 700 : 400 }}>{sideName(f, 'away')}</td>
              <td style={{ ...td, color: statusColor[f.status], whiteSpace: 'nowrap' }}>
                {f.status === 'live' ? <span style={liveBadge}>{FIXTURE_STATUS_TEXT.live}</span> : FIXTURE_STATUS_TEXT[f.status]}
                {now && elapsedText(f, now) ? <span style={{ marginLeft: 6 }}>{elapsedText(f, now)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
