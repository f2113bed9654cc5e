import { Link, useLocation, useParams } from 'react-router-dom';
import { getOfficialSeries } from '../api/get-official-series';
import { SERIES_DETAILS_PATH, SWITCH_DETAILS_PATH, switchIdOf } from '../components/competition-links';
import { CompetitionList } from '../components/competition-list';
import { Empty, Loading } from '../../../ui/load-state';
import { card, heading, muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

/** Series page (series/{id}, official/match/{switchId}/series/{id}): the series and its published competitions. */
export function SeriesPage() {
  const id = Number(useParams().id);
  const switchId = switchIdOf(useLocation().pathname);
  const [load] = useLoad(() => (Number.isInteger(id) && id > 0 ? getOfficialSeries(id) : Promise.reject(new Error('invalid id'))), [id]);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <Empty />;
  const s = load.data;
  return (
    <section aria-label="赛事系列" style={card}>
      <h1 style={heading}>{s.name}</h1>
      <p style={{ ...muted, margin: '0 0 8px' }}>
        主办：{s.institution_name}　·　共 {s.competitions.length} 场{s.c_type === 2 ? '活动' : '比赛'}
      </p>
      {s.description ? <p style={{ margin: '0 0 16px', whiteSpace: 'pre-wrap' }}>{s.description}</p> : null}
      {s.competitions.length === 0 ? (
        <Empty />
      ) : (
        <CompetitionList
          label="系列赛事"
          items={s.competitions}
          hrefOf={(c) => (switchId ? SWITCH_DETAILS_PATH(switchId, c.id) : SERIES_DETAILS_PATH(s.id, c.id))}
        />
      )}
      <p style={{ marginTop: 16 }}>
        <Link to="/calendar">查看赛事日历</Link>
      </p>
    </section>
  );
}

export default SeriesPage;
