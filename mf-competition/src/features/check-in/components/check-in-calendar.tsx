import { Space, Tooltip, Typography } from 'antd';
import { formatCheckInAmount, type CheckInGoalKind } from 'shared/rules';
import type { CheckInParticipant } from '../api/types';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const COLORS = { met: '#52c41a', below: '#faad14', none: '#f0f0f0' };
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(7, 36px)', gap: 4, listStyle: 'none', padding: 0, margin: 0 } as const;

/** Every day of the challenge, `YYYY-MM-DD`, both ends included. */
function daysOf(startsOn: string, endsOn: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${startsOn}T00:00:00Z`); t <= Date.parse(`${endsOn}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * 打卡日历: each day of the challenge as a square, green when the day's goal was met, gold when checked in below it,
 * grey when not; weeks start on Monday (a header names the weekdays), the first day and each month's first day show
 * their month.
 */
export function CheckInCalendar({ data }: { data: CheckInParticipant }) {
  const { settings } = data;
  const byDay = new Map(data.days.map((d) => [d.day, d]));
  const days = daysOf(settings.starts_on, settings.ends_on);
  const lead = (new Date(`${settings.starts_on}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <div>
      <ol aria-hidden style={{ ...GRID, marginBottom: 4 }}>
        {WEEKDAYS.map((w) => (
          <li key={w} style={{ textAlign: 'center', fontSize: 12, color: '#8c8c8c' }}>
            {w}
          </li>
        ))}
      </ol>
      <ol aria-label="打卡日历" style={GRID}>
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} aria-hidden />
        ))}
        {days.map((day, i) => {
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
                  background: d ? (d.goal_met ? COLORS.met : COLORS.below) : COLORS.none,
                  color: d ? '#fff' : '#8c8c8c',
                }}
              >
                {i === 0 || day.endsWith('-01') ? `${Number(day.slice(5, 7))}/${Number(day.slice(8))}` : Number(day.slice(8))}
              </li>
            </Tooltip>
          );
        })}
      </ol>
      <Space size="middle" style={{ marginTop: 8 }} aria-label="图例">
        {(settings.goal_scope === 'total'
          ? ([
              ['met', '已打卡'],
              ['none', '未打卡'],
            ] as const)
          : ([
              ['met', '达到当日目标'],
              ['below', '已打卡未达标'],
              ['none', '未打卡'],
            ] as const)
        ).map(([k, text]) => (
          <Space key={k} size={4}>
            <span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 2, background: COLORS[k] }} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {text}
            </Typography.Text>
          </Space>
        ))}
      </Space>
    </div>
  );
}
