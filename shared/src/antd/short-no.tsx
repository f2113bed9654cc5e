import { Tooltip, Typography } from 'antd';

/** A long number (退款单号, 提现单号) cut short, the whole of it in a tooltip, with a button to copy it (复制 / 已复制). */
export function ShortNo({ no, maxWidth = 112 }: { no: string; maxWidth?: number }) {
  return (
    <Typography.Text copyable={{ text: no, tooltips: ['复制', '已复制'] }} style={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={no}>
        <span style={{ display: 'inline-block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }}>{no}</span>
      </Tooltip>
    </Typography.Text>
  );
}
