import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { venues } from './schema/index.js';
import { bannerImage } from './seed-images.js';
import { seedOnboarding } from './seed-onboarding.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Photos and map coordinates (GCJ-02) of the demo venues, shown on the phone venue page /cgDetail. */
const VENUE_EXTRAS: { name: string; photos: [string, string][]; longitude: number; latitude: number }[] = [
  { name: '黄龙体育中心体育场', photos: [['主田径场全景', '黄龙体育中心'], ['足球场夜景', '黄龙体育中心'], ['看台与入口', '黄龙路1号']], longitude: 120.1376, latitude: 30.2689 },
  { name: '黄龙体育中心游泳跳水馆', photos: [['50米标准泳池', '黄龙体育中心'], ['跳水池', '黄龙体育中心']], longitude: 120.1359, latitude: 30.2702 },
  { name: '黄龙网球中心', photos: [['红土球场', '黄龙网球中心'], ['室内硬地球场', '曙光路99号']], longitude: 120.1384, latitude: 30.2731 },
  { name: '温州奥体中心体育馆', photos: [['主馆篮球场', '温州奥体中心'], ['副馆排球场', '奥体大道1号']], longitude: 120.7513, latitude: 27.9742 },
];

/** Enrolment / phone routes demo data: venue photos and coordinates. */
export async function seedEnrolment(tx: Tx): Promise<void> {
  for (const [i, v] of VENUE_EXTRAS.entries()) {
    await tx
      .update(venues)
      .set({ photos: v.photos.map(([title, subtitle], j) => bannerImage(title, subtitle, i + j, 800, 450)), longitude: v.longitude, latitude: v.latitude })
      .where(eq(venues.name, v.name));
  }
  await seedOnboarding(tx);
}
