import { routeSvgPath } from 'shared/rules';

/** The route of a track record on a small picture (shared/rules routeSvgPath), start green, finish red. */
export function RoutePicture({ route, width = 160, height = 100 }: { route: [number, number][]; width?: number; height?: number }) {
  if (route.length < 2) return null;
  const d = routeSvgPath(route, width, height);
  const [start, end] = [d.split(' L')[0]!.slice(1), d.split(' L').at(-1)!];
  const [sx, sy] = start.split(' ');
  const [ex, ey] = end.split(' ');
  return (
    <svg role="img" aria-label="运动轨迹" width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ background: '#f6ffed', borderRadius: 4 }}>
      <path d={d} fill="none" stroke="#1677ff" strokeWidth={2} strokeLinejoin="round" />
      <circle cx={sx} cy={sy} r={3} fill="#52c41a" />
      <circle cx={ex} cy={ey} r={3} fill="#ff4d4f" />
    </svg>
  );
}
