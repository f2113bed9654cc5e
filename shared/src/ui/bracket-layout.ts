import type { components } from '../api/generated/schema';

type KnockoutBracket = components['schemas']['KnockoutBracket'];
type ScheduleFixture = components['schemas']['ScheduleFixture'];


/** Geometry of the bracket picture: rounds left → right, each fixture a box of two lines (home above away). */
export const BOX_W = 200;
export const LINE_H = 24;
export const BOX_H = LINE_H * 2;
export const COL_GAP = 56;
/** Vertical room of one first-round fixture. */
export const SLOT_H = 68;
export const PAD = 16;
const HEADER_H = 28;

export interface BracketBox {
  fixture: ScheduleFixture;
  round: number;
  position: number;
  x: number;
  /** top of the box */
  y: number;
}

export interface BracketLayout {
  width: number;
  height: number;
  rounds: { round: number; name: string; x: number }[];
  boxes: BracketBox[];
  /** elbow connectors from a fixture to the one its winner plays next */
  connectors: string[];
  champion: { x: number; y: number; name: string } | null;
  thirdPlace: BracketBox | null;
}

const colX = (round: number) => PAD + (round - 1) * (BOX_W + COL_GAP);
/** centre of the fixture at (round, position): the middle of the first-round slots it gathers */
const centreY = (round: number, position: number) => PAD + HEADER_H + (position - 0.5) * 2 ** (round - 1) * SLOT_H;

export function layoutBracket(bracket: KnockoutBracket): BracketLayout {
  const main = bracket.fixtures.filter((f) => f.kind === 'knockout');
  const roundCount = Math.max(0, ...main.map((f) => f.round));
  const firstRound = main.filter((f) => f.round === 1).length || 2 ** Math.max(0, roundCount - 1);
  const boxes: BracketBox[] = main.map((f) => ({ fixture: f, round: f.round, position: f.position, x: colX(f.round), y: centreY(f.round, f.position) - BOX_H / 2 }));
  const connectors: string[] = [];
  for (const b of boxes) {
    if (b.round >= roundCount) continue;
    const x1 = b.x + BOX_W;
    const y1 = b.y + BOX_H / 2;
    const x2 = colX(b.round + 1);
    const y2 = centreY(b.round + 1, Math.ceil(b.position / 2));
    const xm = x1 + COL_GAP / 2;
    connectors.push(`M${x1} ${y1}H${xm}V${y2}H${x2}`);
  }
  const treeBottom = PAD + HEADER_H + firstRound * SLOT_H;
  const championX = colX(roundCount + 1);
  const final = boxes.find((b) => b.round === roundCount);
  const champion = bracket.champion_id !== null && final ? { x: championX, y: final.y, name: bracket.champion_name } : null;
  if (champion && final) connectors.push(`M${final.x + BOX_W} ${final.y + BOX_H / 2}H${championX}`);
  const p3 = bracket.fixtures.find((f) => f.kind === 'third_place');
  const thirdPlace = p3 ? { fixture: p3, round: roundCount, position: p3.position, x: colX(roundCount), y: treeBottom + HEADER_H } : null;
  const rounds = bracket.rounds
    .filter((r, i, all) => all.findIndex((o) => o.round === r.round) === i)
    .map((r) => ({ round: r.round, name: r.name, x: colX(r.round) }));
  return {
    width: championX + (champion ? BOX_W : 0) + PAD,
    height: (thirdPlace ? thirdPlace.y + BOX_H : treeBottom) + PAD,
    rounds,
    boxes,
    connectors,
    champion,
    thirdPlace,
  };
}
