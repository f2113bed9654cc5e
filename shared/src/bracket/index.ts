/**
 * shared/bracket — the knockout bracket drawing (a 对阵图 of boxes and lines), antd-free. Not a federated singleton: it
 * holds no state, so the two apps that draw brackets (mf-official's 对阵 tab, mf-competition's schedule and results)
 * each bundle it, and no other page downloads it.
 */
export { BracketTree } from './bracket-tree';
export { layoutBracket } from './bracket-layout';
export type { BracketBox, BracketLayout } from './bracket-layout';
