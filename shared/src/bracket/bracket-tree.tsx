import type { CSSProperties } from 'react';
import type { components } from '../api/generated/schema';
import { SITE_PALETTE } from '../theme';
import { BOX_H, BOX_W, LINE_H, layoutBracket, type BracketBox } from './bracket-layout';

type KnockoutBracket = components['schemas']['KnockoutBracket'];
type ScheduleFixture = components['schemas']['ScheduleFixture'];

const BYE_TEXT = '轮空';
const TBD_TEXT = '待定';
const scroller: CSSProperties = { overflowX: 'auto', maxWidth: '100%' };

/** A side's name, 轮空 on a bye fixture, 待定 before the previous round decided it. */
function sideName(f: ScheduleFixture, side: 'home' | 'away'): string {
  const id = side === 'home' ? f.home_id : f.away_id;
  const name = side === 'home' ? f.home_name : f.away_name;
  if (id !== null) return name || TBD_TEXT;
  return f.bye ? BYE_TEXT : TBD_TEXT;
}

const LIVE_COLOR = '#cf1322';
const seedText = (seed: number | null) => (seed === null ? '' : `[${seed}] `);

function sideLabel(f: ScheduleFixture, side: 'home' | 'away'): string {
  const seed = side === 'home' ? f.home_seed : f.away_seed;
  const name = sideName(f, side);
  return name === BYE_TEXT ? BYE_TEXT : `${seedText(seed)}${name}`;
}

function Line({ f, side, x, y }: { f: ScheduleFixture; side: 'home' | 'away'; x: number; y: number }) {
  const id = side === 'home' ? f.home_id : f.away_id;
  const won = f.winner_id !== null && id !== null && f.winner_id === id;
  const score = side === 'home' ? f.home_score : f.away_score;
  const bye = sideName(f, side) === BYE_TEXT;
  return (
    <g aria-label={`${sideLabel(f, side)}${won ? '（胜）' : ''}`}>
      <rect x={x} y={y} width={BOX_W} height={LINE_H} fill={won ? SITE_PALETTE.orangeBackground : '#fff'} stroke="#d9d9d9" />
      <text x={x + 8} y={y + 16} fontSize={13} fontWeight={won ? 700 : 400} fill={bye ? '#bfbfbf' : won ? SITE_PALETTE.orangeDark : SITE_PALETTE.ink}>
        {sideLabel(f, side).slice(0, 14)}
      </text>
      {score !== null && !f.bye ? (
        <text x={x + BOX_W - 8} y={y + 16} fontSize={13} textAnchor="end" fontWeight={won ? 700 : 400} fill={SITE_PALETTE.ink}>
          {score}
        </text>
      ) : null}
    </g>
  );
}

function FixtureBox({ box, title }: { box: BracketBox; title: string }) {
  const f = box.fixture;
  const winner = f.winner_id === null ? '' : f.winner_id === f.home_id ? sideName(f, 'home') : sideName(f, 'away');
  return (
    <g role="group" aria-label={`${title}：${sideLabel(f, 'home')} 对 ${sideLabel(f, 'away')}${winner ? `，胜者 ${winner}` : ''}${f.status === 'live' ? '（进行中）' : ''}`}>
      <Line f={f} side="home" x={box.x} y={box.y} />
      <Line f={f} side="away" x={box.x} y={box.y + LINE_H} />
      {f.status === 'live' ? (
        <>
          <rect x={box.x} y={box.y} width={BOX_W} height={BOX_H} fill="none" stroke={LIVE_COLOR} strokeWidth={2} />
          <text x={box.x + BOX_W} y={box.y - 4} textAnchor="end" fontSize={11} fill={LIVE_COLOR}>
            进行中
          </text>
        </>
      ) : null}
    </g>
  );
}

/**
 * 对阵图 (shared by the public detail page of mf-official and the back office of mf-competition; antd-free SVG):
 * the knockout bracket drawn as an SVG tree — rounds left → right with their names, seeds in brackets,
 * byes (轮空), winners highlighted, and the champion at the end; the third-place fixture below. A double-elimination
 * bracket: the winners bracket, the losers bracket below it and the grand final (with its reset when played) at the right.
 */
export function BracketTree({ bracket }: { bracket: KnockoutBracket }) {
  const layout = layoutBracket(bracket);
  return (
    <div style={scroller}>
      <svg role="group" aria-label={`${bracket.name}对阵图`} width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} style={{ display: 'block', fontFamily: 'inherit' }}>
        {layout.headers.map((h) => (
          <text key={h.name} x={h.x} y={h.y} textAnchor="middle" fontSize={14} fontWeight={600} fill={SITE_PALETTE.ink}>
            {h.name}
          </text>
        ))}
        {layout.connectors.map((d) => (
          <path key={d} d={d} fill="none" stroke="#bfbfbf" />
        ))}
        {layout.boxes.map((b) => (
          <FixtureBox key={b.fixture.id} box={b} title={`${b.title} 第${b.position}场`} />
        ))}
        {layout.thirdPlace ? (
          <>
            <text x={layout.thirdPlace.x + BOX_W / 2} y={layout.thirdPlace.y - 8} textAnchor="middle" fontSize={14} fontWeight={600} fill={SITE_PALETTE.ink}>
              季军赛
            </text>
            <FixtureBox box={layout.thirdPlace} title="季军赛" />
          </>
        ) : null}
        {layout.champion ? (
          <g role="group" aria-label={`冠军：${layout.champion.name}`}>
            <rect x={layout.champion.x} y={layout.champion.y} width={BOX_W} height={BOX_H} rx={6} fill={SITE_PALETTE.orange} />
            <text x={layout.champion.x + BOX_W / 2} y={layout.champion.y + 20} textAnchor="middle" fontSize={12} fill="#fff">
              冠军
            </text>
            <text x={layout.champion.x + BOX_W / 2} y={layout.champion.y + 38} textAnchor="middle" fontSize={14} fontWeight={700} fill="#fff">
              {layout.champion.name}
            </text>
          </g>
        ) : null}
      </svg>
    </div>
  );
}
