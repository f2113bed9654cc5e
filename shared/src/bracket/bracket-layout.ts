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
  /** the round's name (e.g. 1/4决赛, 败者组第2轮) */
  title: string;
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
  /** the round headings: above the tree, or above each section of a double-elimination bracket */
  headers: { name: string; x: number; y: number }[];
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
  if (bracket.fixtures.some((f) => f.kind === 'winners')) return layoutDoubleBracket(bracket);
  const main = bracket.fixtures.filter((f) => f.kind === 'knockout');
  const roundCount = Math.max(0, ...main.map((f) => f.round));
  const firstRound = main.filter((f) => f.round === 1).length || 2 ** Math.max(0, roundCount - 1);
  const boxes: BracketBox[] = main.map((f) => ({ fixture: f, title: f.round_name, round: f.round, position: f.position, x: colX(f.round), y: centreY(f.round, f.position) - BOX_H / 2 }));
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
  const thirdPlace = p3 ? { fixture: p3, title: p3.round_name, round: roundCount, position: p3.position, x: colX(roundCount), y: treeBottom + HEADER_H } : null;
  const rounds = bracket.rounds
    .filter((r, i, all) => all.findIndex((o) => o.round === r.round) === i)
    .map((r) => ({ round: r.round, name: r.name, x: colX(r.round) }));
  return {
    width: championX + (champion ? BOX_W : 0) + PAD,
    height: (thirdPlace ? thirdPlace.y + BOX_H : treeBottom) + PAD,
    rounds,
    headers: rounds.filter((r) => boxes.some((b) => b.round === r.round)).map((r) => ({ name: r.name, x: r.x + BOX_W / 2, y: PAD + 14 })),
    boxes,
    connectors,
    champion,
    thirdPlace,
  };
}

/** Gap between the winners and the losers bracket of a double-elimination picture. */
const SECTION_GAP = 24;

/**
 * A double-elimination bracket: the winners bracket as the knockout tree on top, the losers bracket below it (its
 * odd rounds pass straight on, its even rounds pair up), and the grand final (with the reset when it is played) to
 * the right of both, then the champion. Each section has its own round headings.
 */
function layoutDoubleBracket(bracket: KnockoutBracket): BracketLayout {
  const winners = bracket.fixtures.filter((f) => f.kind === 'winners');
  const losers = bracket.fixtures.filter((f) => f.kind === 'losers');
  const finals = bracket.fixtures.filter((f) => f.kind === 'grand_final' && !(f.round === 2 && f.bye));
  const wRounds = Math.max(1, ...winners.map((f) => f.round));
  const lRounds = Math.max(0, ...losers.map((f) => f.round));
  const firstRound = 2 ** (wRounds - 1);
  const winnersTop = PAD + HEADER_H;
  const losersTop = winnersTop + firstRound * SLOT_H + SECTION_GAP + HEADER_H;
  const wY = (round: number, position: number) => winnersTop + (position - 0.5) * 2 ** (round - 1) * SLOT_H;
  const lY = (round: number, position: number) => losersTop + (position - 0.5) * 2 ** (Math.ceil(round / 2) - 1) * SLOT_H;
  const box = (f: ScheduleFixture, x: number, centre: number): BracketBox => ({ fixture: f, title: f.round_name, round: f.round, position: f.position, x, y: centre - BOX_H / 2 });
  const boxes = [...winners.map((f) => box(f, colX(f.round), wY(f.round, f.position))), ...losers.map((f) => box(f, colX(f.round), lY(f.round, f.position)))];
  const connectors: string[] = [];
  const elbow = (from: BracketBox, x2: number, y2: number) => {
    const x1 = from.x + BOX_W;
    const xm = x1 + COL_GAP / 2;
    connectors.push(`M${x1} ${from.y + BOX_H / 2}H${xm}V${y2}H${x2}`);
  };
  for (const b of boxes) {
    if (b.fixture.kind === 'winners' && b.round < wRounds) elbow(b, colX(b.round + 1), wY(b.round + 1, Math.ceil(b.position / 2)));
    if (b.fixture.kind === 'losers' && b.round < lRounds) {
      const position = b.round % 2 === 1 ? b.position : Math.ceil(b.position / 2);
      elbow(b, colX(b.round + 1), lY(b.round + 1, position));
    }
  }
  const finalCol = Math.max(wRounds, lRounds) + 1;
  const wFinal = boxes.find((b) => b.fixture.kind === 'winners' && b.round === wRounds);
  const lFinal = boxes.find((b) => b.fixture.kind === 'losers' && b.round === lRounds);
  const gfCentre = ((wFinal ? wFinal.y : winnersTop) + (lFinal ? lFinal.y : losersTop)) / 2 + BOX_H / 2;
  const gfBoxes = finals.map((f) => box(f, colX(finalCol + f.round - 1), gfCentre));
  if (gfBoxes[0]) {
    if (wFinal) elbow(wFinal, gfBoxes[0].x, gfCentre);
    if (lFinal) elbow(lFinal, gfBoxes[0].x, gfCentre);
    if (gfBoxes[1]) connectors.push(`M${gfBoxes[0].x + BOX_W} ${gfCentre}H${gfBoxes[1].x}`);
  }
  boxes.push(...gfBoxes);
  const last = gfBoxes.at(-1);
  const championX = colX(finalCol + gfBoxes.length);
  const champion = bracket.champion_id !== null && last ? { x: championX, y: last.y, name: bracket.champion_name } : null;
  if (champion && last) connectors.push(`M${last.x + BOX_W} ${gfCentre}H${championX}`);
  const headers: BracketLayout['headers'] = [];
  const heading = (list: BracketBox[], y: number) => {
    for (const b of list) if (!headers.some((h) => h.name === b.title)) headers.push({ name: b.title, x: b.x + BOX_W / 2, y });
  };
  heading(boxes.filter((b) => b.fixture.kind === 'winners'), PAD + 14);
  heading(boxes.filter((b) => b.fixture.kind === 'losers'), losersTop - HEADER_H + 14);
  heading(gfBoxes, gfCentre - BOX_H / 2 - 10);
  // the losers bracket is half as tall as the winners bracket (its first round has half as many fixtures)
  const treeBottom = lRounds > 0 ? losersTop + (firstRound / 2) * SLOT_H : winnersTop + firstRound * SLOT_H;
  return {
    width: championX + (champion ? BOX_W : 0) + PAD,
    height: Math.max(treeBottom, gfCentre + BOX_H) + PAD,
    rounds: bracket.rounds.map((r) => ({ round: r.round, name: r.name, x: colX(r.round) })),
    headers,
    boxes,
    connectors,
    champion,
    thirdPlace: null,
  };
}
