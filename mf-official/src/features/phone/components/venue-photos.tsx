import { PhoneCarousel, SLIDE_IMAGE } from './phone-carousel';

export type VenuePhotoItem = { url: string; caption: string };

/**
 * The venue's photos on /cgDetail: one at a time with its caption (照片说明 of 场馆信息), swipe left/right, dots and
 * 上一张 / 下一张 to move, the position "2 / 3".
 */
export function VenuePhotos({ venueName, photos }: { venueName: string; photos: VenuePhotoItem[] }) {
  const count = photos.length;
  return (
    <PhoneCarousel
      label="场馆照片"
      items={photos}
      itemKey={(p, i) => `${p.url}-${i}`}
      dotLabel={(i) => `第${i + 1}张照片`}
      arrows={{ previous: '上一张', next: '下一张' }}
      renderSlide={(photo, shown) => (
        <figure style={{ margin: 0 }}>
          <img src={photo.url} alt={photo.caption || `${venueName} 照片${shown + 1}`} style={SLIDE_IMAGE} />
          <figcaption style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '20px 12px 18px', color: '#fff', background: 'linear-gradient(transparent, rgba(0,0,0,0.6))', display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{photo.caption}</span>
            {count > 1 && <span style={{ fontSize: 12, opacity: 0.9 }}>{`${shown + 1} / ${count}`}</span>}
          </figcaption>
        </figure>
      )}
    />
  );
}
