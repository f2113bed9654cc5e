import { Tooltip } from 'antd';
import { formatCheckInAmount, type CheckInGoalKind } from 'shared';
import type { CheckInParticipant } from '../api/types';

const DAY_MS = 86_400_000;

/** Every day of the challenge, `YYYY-MM-DD`, both ends included. */
function daysOf(startsOn: string, endsOn: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${startsOn}T00:00:00Z`); t <= Date.parse(`${endsOn}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * 打卡日历: each day of the challenge as a square, green when the day's goal was met, gold when checked in below it,
 * grey when not; weeks start on Monday.
 */
export function CheckInCalendar({ data }: { data: CheckInParticipant }) {
  const { settings } = data;
  const byDay = new Map(data.days.map((d) => [d.day, d]));
  const days = daysOf(settings.starts_on, settings.ends_on);
  const lead = (new Date(`${settings.starts_on}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <div>
      <ol aria-label="打卡日历" style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 36px)', gap: 4, listStyle: 'none', padding: 0, margin: 0 }}>
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((day) => {
          const d = byDay.get(day);
          const text = d ? `${day} 已打卡 ${d.records} 次，${formatCheckInAmount(settings.goal_kind as CheckInGoalKind, d.amount)}${d.goal_met ? '' : '（未达当日目标）'}` : `${day} 未打卡`;
          return (
            <Tooltip key={day} title={text}>
              <li
                aria-label={text}
                style={{
                  height: 32,
                  borderRadius: 4,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 12,
                  background: d ? (d.goal_met ? '#52c41a' : '#faad14') : '#f0f0f0',
                  color: d ? '#fff' : '#8c8c8c',
                }}
              >
                {Number(day.slice(8))}
              </li>
            </Tooltip>
          );
        })}
      </ol>
    </div>
  );
}
