/** @jest-environment node */
import assert from 'node:assert/strict';
import { refusalOf as refusal } from '../../testing/refusal.ts';
import { awardName, awardOverlap, checkScoreRule, type ScoreRuleDraft } from './score-rule.ts';

const draft: ScoreRuleDraft = { model: 'goals', points_win: 3, points_draw: 1, points_loss: 0, points_forfeit: 0, tiebreakers: ['points', 'head_to_head'] };

describe('score rule', () => {
  it('fills the defaults: timed items rank lower first, 2 decimals, a forfeit scores 3:0', () => {
    assert.deepEqual(checkScoreRule(draft), { ...draft, direction: 'higher', precision: 2, forfeit_winner_score: 3, forfeit_loser_score: 0 });
    assert.equal(checkScoreRule({ ...draft, model: 'timed' }).direction, 'lower');
    assert.equal(checkScoreRule({ ...draft, model: 'timed', direction: 'higher', precision: 0 }).precision, 0);
  });

  it('refuses inconsistent rules (42200)', () => {
    assert.deepEqual(refusal(() => checkScoreRule({ ...draft, tiebreakers: ['points', 'wins', 'wins'] })), [42200, '排名规则不能重复']);
    assert.deepEqual(refusal(() => checkScoreRule({ ...draft, tiebreakers: ['wins', 'points'] })), [42200, '排名规则的第一项必须是积分']);
    assert.deepEqual(refusal(() => checkScoreRule({ ...draft, points_draw: 4 })), [42200, '胜、平、负的积分应依次不增']);
    assert.deepEqual(refusal(() => checkScoreRule({ ...draft, points_forfeit: 1 })), [42200, '弃权积分不能高于负场积分']);
    assert.deepEqual(refusal(() => checkScoreRule({ ...draft, forfeit_winner_score: 0 })), [42200, '弃权判胜比分必须高于判负比分']);
  });

  it('checks an award: a trimmed name, places in order, no overlap (40000)', () => {
    assert.equal(awardName(' 冠军 ', 1, 1), '冠军');
    assert.deepEqual(refusal(() => awardName('  ', 1, 1)), [42200, '奖项名称不能为空']);
    assert.deepEqual(refusal(() => awardName('亚军', 3, 2)), [42200, '结束名次不能小于起始名次']);
    const overlap = awardOverlap({ name: '冠军', placeFrom: 1, placeTo: 2 });
    assert.deepEqual([overlap.errno, overlap.message], [40000, '名次范围与奖项「冠军」（第 1–2 名）重叠']);
  });
});
