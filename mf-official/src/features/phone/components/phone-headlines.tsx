import type { HomeItem } from '../api/phone';
import { PhoneCarousel, SLIDE_IMAGE } from './phone-carousel';
import { ItemLink } from './phone-section';

/** 头条 on the phone: one slide at a time, every 5 s, swipe left/right, dots to pick a slide. */
export function PhoneHeadlines({ items, autoPlay = true }: { items: HomeItem[]; autoPlay?: boolean }) {
  return (
    <PhoneCarousel
      label="头条"
      items={items}
      itemKey={(item) => item.id}
      dotLabel={(i) => `第${i + 1}条头条`}
      autoPlay={autoPlay}
      renderSlide={(item) => (
        <ItemLink to={item.link}>
          <img src={item.image} alt={item.title} style={SLIDE_IMAGE} />
          <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '24px 12px 20px', color: '#fff', background: 'linear-gradient(transparent, rgba(0,0,0,0.6))' }}>
            <strong style={{ fontSize: 16 }}>{item.title}</strong>
            {item.subtitle && <div style={{ fontSize: 12, opacity: 0.9 }}>{item.subtitle}</div>}
          </div>
        </ItemLink>
      )}
    />
  );
}
