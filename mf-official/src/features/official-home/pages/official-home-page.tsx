import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { EMPTY_TEXT, LOADING_TEXT, SITE_PALETTE } from 'shared';
import { getOfficialHome, type OfficialHome } from '../api/get-official-home';
import { ContentLink } from '../components/content-link';
import { HeadlineCarousel } from '../components/headline-carousel';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; home: OfficialHome };

const card: CSSProperties = { background: '#fff', borderRadius: 8, padding: 24, marginTop: 24 };
const placeholder: CSSProperties = { padding: '48px 0', textAlign: 'center', color: '#8c8c8c' };

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} style={card}>
      <h2 style={{ margin: '0 0 16px', fontSize: 20, borderLeft: `4px solid ${SITE_PALETTE.orange}`, paddingLeft: 12 }}>{title}</h2>
      {empty ? <p style={placeholder}>{EMPTY_TEXT}</p> : children}
    </section>
  );
}

/** OfficialHomePage (path `/`): headlines, recommended events, partners and friendly links from the server. */
export function OfficialHomePage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let alive = true;
    getOfficialHome()
      .then((home) => alive && setLoad({ state: 'ready', home }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  if (load.state === 'loading') return <p style={placeholder} role="status">{LOADING_TEXT}</p>;
  if (load.state === 'failed') return <p style={placeholder}>{EMPTY_TEXT}</p>;
  const { headlines, recommended_events, partners, friendly_links } = load.home;
  if (!headlines.length && !recommended_events.length && !partners.length && !friendly_links.length) {
    return <p style={placeholder}>{EMPTY_TEXT}</p>;
  }

  return (
    <div>
      {headlines.length ? <HeadlineCarousel items={headlines} /> : null}

      <Section title="推荐赛事" empty={recommended_events.length === 0}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
          {recommended_events.map((event) => (
            <li key={event.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
              <ContentLink href={event.link} label={event.title} style={{ display: 'block', color: SITE_PALETTE.ink, textDecoration: 'none' }}>
                {event.image ? (
                  <img src={event.image} alt={event.title} style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
                ) : null}
                <div style={{ padding: 12, fontSize: 16 }}>{event.title}</div>
              </ContentLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="合作伙伴" empty={partners.length === 0}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {partners.map((partner) => (
            <li key={partner.id}>
              <ContentLink href={partner.link} label={partner.title} style={{ display: 'block', width: 180, color: SITE_PALETTE.ink, textAlign: 'center', textDecoration: 'none' }}>
                {partner.image ? (
                  <img src={partner.image} alt="" style={{ display: 'block', width: 180, height: 72, objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 4 }} />
                ) : null}
                <span style={{ display: 'block', marginTop: 8 }}>{partner.title}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="友情链接" empty={friendly_links.length === 0}>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
          {friendly_links.map((link) => (
            <li key={link.id}>
              <ContentLink href={link.link} label={link.title} style={{ color: SITE_PALETTE.orangeDark }}>
                {link.title}
              </ContentLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export default OfficialHomePage;
