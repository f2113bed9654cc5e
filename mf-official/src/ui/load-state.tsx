import type { ReactNode } from 'react';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { placeholder } from './styles';

/** 加载中，请稍等.... (spec §8 loading text). */
export function Loading() {
  return (
    <p role="status" style={placeholder}>
      {LOADING_TEXT}
    </p>
  );
}

/** 暂无数据, or the given text (spec §8: 暂无赛事详细内容 for type 2). */
export function Empty({ text = EMPTY_TEXT }: { text?: string }) {
  return <p style={placeholder}>{text}</p>;
}

export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** Loading text while loading, 暂无数据 when failed or empty, otherwise the children. */
export function LoadState<T>({ load, isEmpty, emptyText, children }: { load: Load<T>; isEmpty?: (data: T) => boolean; emptyText?: string; children: (data: T) => ReactNode }) {
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed' || (isEmpty && isEmpty(load.data))) return <Empty text={emptyText} />;
  return <>{children(load.data)}</>;
}
