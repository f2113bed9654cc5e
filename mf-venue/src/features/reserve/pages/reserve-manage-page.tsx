import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, DatePicker, Input, Result as Empty, Segmented, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { observer } from 'mobx-react-lite';
import { useManagedVenues } from '../../reserve-settings';
import { checkInByCode, getVenueBoard, type VenueBoard } from '../api/reserve';
import { boardClocks, cellColor, cellLabel } from '../components/board-cells';
import { BookingDetailModal, DeskBookingModal, RecurringModal, type Selected } from '../components/desk-modals';

const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');
const cellStyle = { border: '1px solid #f0f0f0', padding: 4, minWidth: 72, fontSize: 12, cursor: 'pointer' } as const;

/**
 * 预订管理 (ReserveManage, /admin/reserve/manage): the board of courts × half hours of a day (or a week's summary per
 * court and day); a free range → 前台预订 or 锁场, a booking → its details with 核销 and 取消预订, a block → 解除锁场;
 * 核销 by a typed or scanned code; 周期预订 previewed, then booked.
 */
export const ReserveManagePage = observer(function ReserveManagePage() {
  const { venues, venue, setVenueId } = useManagedVenues();
  if (venues === null) return <Card variant="borderless">{LOADING_TEXT}</Card>;
  if (!venue) return <Empty status="info" title="暂无可管理的场馆" />;
  return <ReserveBoard key={venue.id} venueId={venue.id} venues={venues} onVenue={setVenueId} />;
});

function ReserveBoard({ venueId, venues, onVenue }: { venueId: number; venues: { id: number; name: string }[]; onVenue: (id: number) => void }) {
  const { message } = App.useApp();
  const [day, setDay] = useState(() => dayjs());
  const [mode, setMode] = useState<'day' | 'week'>('day');
  const [boards, setBoards] = useState<VenueBoard[] | null>(null);
  const [selected, setSelected] = useState<Selected[]>([]);
  const [detail, setDetail] = useState<Selected | null>(null);
  const [desk, setDesk] = useState<'book' | 'block' | null>(null);
  const [recurring, setRecurring] = useState(false);
  const [code, setCode] = useState('');

  // only the latest request draws the board: an earlier day's answer arriving late must not replace it
  const latest = useRef(0);
  const load = useCallback(() => {
    const days = mode === 'day' ? [day] : Array.from({ length: 7 }, (_, i) => day.add(i, 'day'));
    const request = ++latest.current;
    setBoards(null);
    setSelected([]);
    Promise.all(days.map((d) => getVenueBoard(venueId, fmt(d))))
      .then((answer) => request === latest.current && setBoards(answer))
      .catch(() => request === latest.current && setBoards([]));
  }, [venueId, day, mode]);
  useEffect(load, [load]);

  const done = () => {
    setDesk(null);
    setDetail(null);
    setRecurring(false);
    load();
  };
  const checkIn = async (value: string) => {
    if (!value.trim()) return;
    try {
      const r = await checkInByCode(venueId, value);
      message.success(`核销成功：${r.court_name} ${r.name}`);
      setCode('');
      load();
    } catch {
      // the shared client shows the server's message
    }
  };
  const toggle = (s: Selected) =>
    setSelected((now) => (now.some((x) => x.court.id === s.court.id && x.slot.start === s.slot.start) ? now.filter((x) => !(x.court.id === s.court.id && x.slot.start === s.slot.start)) : [...now, s]));

  const board = boards?.[0];
  return (
    <Card
      variant="borderless"
      title="预订管理"
      extra={
        <Space>
          <Link to="/admin/reserve/settings">订场设置</Link>
          <Link to="/admin/reserve/record">预订记录</Link>
          <Link to="/admin/dataAnalysis/stadium">数据分析</Link>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {venues.length > 1 && <Select aria-label="场馆" style={{ width: 200 }} value={venueId} onChange={onVenue} options={venues.map((v) => ({ value: v.id, label: v.name }))} />}
        <Button onClick={() => setDay((d) => d.subtract(mode === 'day' ? 1 : 7, 'day'))}>{mode === 'day' ? '前一天' : '上一周'}</Button>
        <DatePicker aria-label="日期" allowClear={false} value={day} onChange={(d) => d && setDay(d)} />
        <Button onClick={() => setDay((d) => d.add(mode === 'day' ? 1 : 7, 'day'))}>{mode === 'day' ? '后一天' : '下一周'}</Button>
        <Button onClick={() => setDay(dayjs())}>今天</Button>
        <Segmented<'day' | 'week'> value={mode} onChange={setMode} options={[{ value: 'day', label: '日' }, { value: 'week', label: '周' }]} />
        <Input.Search aria-label="核销码" placeholder="输入或扫描核销码" enterButton="核销" value={code} onChange={(e) => setCode(e.target.value)} onSearch={(v) => void checkIn(v)} style={{ width: 260 }} />
      </Space>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" disabled={!selected.length} onClick={() => setDesk('book')}>
          前台预订{selected.length ? `（${selected.length}）` : ''}
        </Button>
        <Button disabled={!selected.length} onClick={() => setDesk('block')}>
          锁场
        </Button>
        <Button disabled={!board?.courts.length} onClick={() => setRecurring(true)}>
          周期预订
        </Button>
        {board && <span>{`${board.venue_name} · ${board.open_text}`}</span>}
      </Space>
      {boards === null ? (
        <p>{LOADING_TEXT}</p>
      ) : !board || board.courts.length === 0 ? (
        <p>{EMPTY_TEXT}</p>
      ) : mode === 'week' ? (
        <WeekTable
          boards={boards}
          onDay={(d) => {
            setDay(dayjs(d));
            setMode('day');
          }}
        />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table aria-label="场地预订看板" style={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={cellStyle}>场地</th>
                {boardClocks(board.courts).map((c) => (
                  <th key={c} style={cellStyle}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {board.courts.map((court) => (
                <tr key={court.id}>
                  <th style={cellStyle}>{court.name}</th>
                  {court.slots.map((slot) => {
                    const chosen = selected.some((x) => x.court.id === court.id && x.slot.start === slot.start);
                    const label = cellLabel(slot);
                    const click = slot.state === 'free' ? () => toggle({ court, slot }) : slot.booking ? () => setDetail({ court, slot }) : undefined;
                    return (
                      <td
                        key={slot.start}
                        aria-label={`${court.name} ${slot.start_clock} ${label}`}
                        aria-selected={chosen}
                        role="gridcell"
                        onClick={click}
                        style={{ ...cellStyle, background: chosen ? '#91caff' : cellColor(slot), cursor: click ? 'pointer' : 'default' }}
                      >
                        {label}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {desk && <DeskBookingModal venueId={venueId} selected={selected} mode={desk} onClose={() => setDesk(null)} onDone={done} />}
      {detail && <BookingDetailModal venueId={venueId} selected={detail} onClose={() => setDetail(null)} onDone={done} />}
      {recurring && board && <RecurringModal venueId={venueId} courts={board.courts} day={fmt(day)} onClose={() => setRecurring(false)} onDone={done} />}
    </Card>
  );
}

/** The week: each court's booked and free half hours per day; a day opens its board. */
function WeekTable({ boards, onDay }: { boards: VenueBoard[]; onDay: (day: string) => void }) {
  return (
    <table aria-label="场地周视图" style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cellStyle}>场地</th>
          {boards.map((b) => (
            <th key={b.day} style={cellStyle}>
              <Button type="link" size="small" onClick={() => onDay(b.day)}>
                {`${b.day.slice(5)} ${b.weekday}`}
              </Button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {boards[0]!.courts.map((court) => (
          <tr key={court.id}>
            <th style={cellStyle}>{court.name}</th>
            {boards.map((b) => {
              const slots = b.courts.find((c) => c.id === court.id)?.slots ?? [];
              const booked = slots.filter((s) => s.booking && s.booking.kind !== 'block').length;
              const blocked = slots.filter((s) => s.booking?.kind === 'block').length;
              const free = slots.filter((s) => s.state === 'free').length;
              return (
                <td key={b.day} style={cellStyle} onClick={() => onDay(b.day)}>
                  {`已订 ${booked / 2} 小时 · 锁场 ${blocked / 2} 小时 · 空闲 ${free / 2} 小时`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default ReserveManagePage;
