import { Card, Empty } from 'antd';
import { BracketTree } from 'shared/bracket';
import { EMPTY_TEXT } from 'shared';
import type { KnockoutBracket as Bracket } from '../api/types';

/** 签表 of a knockout phase: the shared SVG bracket (shared/src/bracket/bracket-tree.tsx) in a card, with the champion. */
export function KnockoutBracket({ bracket }: { bracket: Bracket }) {
  return (
    <Card size="small" title="签表" extra={bracket.champion_name ? `冠军：${bracket.champion_name}` : null}>
      {bracket.fixtures.length ? <BracketTree bracket={bracket} /> : <Empty description={EMPTY_TEXT} />}
    </Card>
  );
}
