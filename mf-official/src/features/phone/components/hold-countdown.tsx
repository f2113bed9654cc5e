import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cashierPath } from '../api/booking';
import { touchButton } from './touch-styles';

const payButton = touchButton(true);

export const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The time now, renewed every second while mounted (the holds' countdowns). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** An unpaid hold's countdown and 继续支付 (the cashier of its order): 我的预订's holds and 候补's offers. */
export function HoldCountdown({ remainingMs, orderNo }: { remainingMs: number; orderNo: string | null }) {
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 8 }}>
      <span role="timer" aria-label="支付剩余时间" style={{ color: '#d46b08' }}>
        请在 {mmss(remainingMs)} 内完成支付
      </span>
      <button type="button" style={payButton} onClick={() => orderNo && navigate(cashierPath(orderNo))}>
        继续支付
      </button>
    </div>
  );
}
