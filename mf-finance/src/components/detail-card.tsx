import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { Link } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';

/** 返回…列表: the way back from a detail page to its list. */
export function BackToList({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to}>
      <Button>{children}</Button>
    </Link>
  );
}

/** The card of a detail page whose object is being read (加载中，请稍等...) or could not be read (暂无数据), with the way back. */
export function UnreadyCard({ title, loading, back }: { title: string; loading: boolean; back: ReactNode }) {
  return (
    <Card title={title} extra={back}>
      {loading ? LOADING_TEXT : EMPTY_TEXT}
    </Card>
  );
}
