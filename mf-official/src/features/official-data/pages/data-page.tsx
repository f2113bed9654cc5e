import { lazy, Suspense, useMemo } from 'react';
import { SITE_PALETTE } from 'shared';
import { getStatistics, type OfficialStatistics } from '../api/statistics';
import { chartOption, chartSpecs, chartSummary, headline, type ChartSpec } from '../components/chart-data';
import { Empty, LoadState, Loading } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { card, heading, scroller, table, td, th } from '../../../ui/styles';

/** ECharts lives in its own chunk (`shared/charts`, a federated singleton): the numbers and tables show while it loads. */
const EChart = lazy(() => import('shared/charts'));

/** One chart of the page, drawn by the shared chart component from its spec. */
function SpecChart({ spec }: { spec: ChartSpec }) {
  const option = useMemo(() => chartOption(spec), [spec]);
  return <EChart option={option} label={chartSummary(spec)} chartKey={spec.key} />;
}

function DataTable({ spec }: { spec: ChartSpec }) {
  return (
    <details style={{ marginTop: 8 }}>
      <summary style={{ cursor: 'pointer', color: '#595959' }}>查看数据表</summary>
      <div style={scroller}>
        <table style={{ ...table, minWidth: 0 }} aria-label={`${spec.title}数据表`}>
          <thead>
            <tr>
              <th style={th}>{spec.labelHeading}</th>
              <th style={th}>{spec.valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {spec.points.map((p) => (
              <tr key={p.label}>
                <td style={td}>{p.label}</td>
                <td style={td}>
                  {p.value}
                  {spec.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function ChartCard({ spec }: { spec: ChartSpec }) {
  return (
    <figure style={{ ...card, margin: 0, minWidth: 0 }} aria-labelledby={`chart-${spec.key}`}>
      <figcaption id={`chart-${spec.key}`} style={{ ...heading, fontSize: 17 }}>
        {spec.title}
      </figcaption>
      {spec.points.length === 0 ? (
        <Empty />
      ) : (
        <>
          <Suspense fallback={<Loading />}>
            <SpecChart spec={spec} />
          </Suspense>
          <DataTable spec={spec} />
        </>
      )}
    </figure>
  );
}

function Dashboard({ stats }: { stats: OfficialStatistics }) {
  const specs = useMemo(() => chartSpecs(stats), [stats]);
  return (
    <div>
      <section style={card} aria-label="平台总览">
        <h2 style={heading}>平台数据</h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 16 }}>
          {headline(stats).map((h) => (
            <li key={h.label} style={{ padding: 16, borderRadius: 8, background: '#fff7e6', textAlign: 'center' }}>
              <div style={{ fontSize: 28, fontWeight: 600, color: SITE_PALETTE.orangeDark }}>
                {h.value}
                <span style={{ fontSize: 14, marginLeft: 2 }}>{h.unit}</span>
              </div>
              <div style={{ color: '#595959', marginTop: 4 }}>{h.label}</div>
            </li>
          ))}
        </ul>
      </section>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))', gap: 16, marginTop: 16 }}>
        {specs.map((spec) => (
          <ChartCard key={spec.key} spec={spec} />
        ))}
      </div>
    </div>
  );
}

/** OfficialData (official/data): headline numbers and six charts of platform statistics, each with a data table. */
export function DataPage() {
  const [stats] = useLoad(getStatistics, []);
  return <LoadState load={stats}>{(s) => <Dashboard stats={s} />}</LoadState>;
}

export default DataPage;
