/**
 * 入驻管理 demo data (docs/onboarding.md): applications waiting in each of the six kinds' lists and one earlier,
 * rejected application of the training company (its credit code's history). The server seed
 * (server/src/db/seed-onboarding.ts) and the mocks (shared/src/mocks/fixtures/onboarding.ts) answer the same rows.
 */
import { creditCodeCheckChar } from '../rules/credit-code.ts';
import type { ApplicationApplicant } from '../rules/enrolment.ts';

export interface DemoApplication extends ApplicationApplicant {
  /** documents: [kind, caption on the generated image] */
  documents: [string, string][];
  venueAddress: string;
  sponsorshipIntent: string;
  /** days before the seed ran */
  daysAgo: number;
  status: 'pending' | 'rejected';
  reviewReason: string;
}

/** A valid 统一社会信用代码 of the demo: 91330106MA2 + 6 digits of `n` + the check character. */
export const demoCreditCode = (n: number): string => {
  const first17 = `91330106MA2${String(n).padStart(6, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};

const base = (i: number, t: number, name: string, legalPerson: string, contactName: string, documents: [string, string][]): DemoApplication => ({
  institutionType: t,
  name,
  creditCode: demoCreditCode(i),
  legalPerson,
  contactName,
  contactMobile: `1365710${String(i).padStart(4, '0')}`,
  documents,
  venueAddress: '',
  sponsorshipIntent: '',
  daysAgo: i,
  status: 'pending',
  reviewReason: '',
});

export const DEMO_APPLICATION_ADDRESS = { province: '浙江', city: '杭州市', address: '杭州市西湖区文三路 90 号' } as const;

export const DEMO_APPLICATIONS: DemoApplication[] = [
  base(1, 1, '杭州市拱墅区文化和体育局', '王建国', '李婷', [['public_cert', '事业单位法人证书']]),
  base(2, 2, '杭州市定向运动协会', '赵明', '孙悦', [['association_cert', '社会团体法人登记证书']]),
  base(3, 3, '杭州小飞鱼游泳培训有限公司', '钱多', '吴佳', [['licence', '营业执照']]),
  {
    ...base(4, 4, '杭州城北全民健身中心', '周强', '郑敏', [
      ['licence', '营业执照'],
      ['venue_photo', '场馆外景'],
      ['venue_photo', '羽毛球馆'],
    ]),
    venueAddress: '杭州市拱墅区莫干山路 1088 号',
  },
  { ...base(5, 5, '浙江跃动体育用品有限公司', '冯涛', '陈洁', [['licence', '营业执照']]), sponsorshipIntent: '冠名 2027 杭州城市定向赛，提供参赛物资' },
  base(6, 6, '杭州云帆赛事运营有限公司', '陈立', '周敏', [['licence', '营业执照']]),
  { ...base(3, 3, '杭州小飞鱼游泳培训有限公司', '钱多', '吴佳', [['licence', '营业执照']]), daysAgo: 10, status: 'rejected', reviewReason: '营业执照照片不清晰，请重新拍摄后提交' },
];
