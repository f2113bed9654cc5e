import { applicationNumber, creditCodeCheckChar } from 'shared/rules';
import type { Db } from './client.js';
import { institutionApplications, type ApplicationDocument } from './schema/index.js';
import { bannerImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

/** A valid 统一社会信用代码 of the demo: 91 + 330106 (西湖区) + 9 characters of `n` + the check character. */
const demoCreditCode = (n: number): string => {
  const first17 = `91330106MA2${String(n).padStart(6, '0')}`;
  return first17 + creditCodeCheckChar(first17);
};

const doc = (kind: string, title: string, subtitle: string, i: number): ApplicationDocument => ({ kind, media_id: 0, url: bannerImage(title, subtitle, i, 800, 560) });

/**
 * 入驻管理 demo data (docs/onboarding.md): applications waiting in each of the six kinds' lists, and one rejected
 * application with its reason, so the review lists and 查询进度 have something to show.
 */
export async function seedOnboarding(tx: Tx): Promise<void> {
  const now = Date.now();
  const rows = [
    { t: 1, name: '杭州市拱墅区文化和体育局', legal: '王建国', contact: '李婷', docs: [doc('public_cert', '事业单位法人证书', '杭州市拱墅区文化和体育局', 0)] },
    { t: 2, name: '杭州市定向运动协会', legal: '赵明', contact: '孙悦', docs: [doc('association_cert', '社会团体法人登记证书', '杭州市定向运动协会', 1)] },
    { t: 3, name: '杭州小飞鱼游泳培训有限公司', legal: '钱多', contact: '吴佳', docs: [doc('licence', '营业执照', '杭州小飞鱼游泳培训有限公司', 2)] },
    {
      t: 4,
      name: '杭州城北全民健身中心',
      legal: '周强',
      contact: '郑敏',
      venue: '杭州市拱墅区莫干山路 1088 号',
      docs: [doc('licence', '营业执照', '杭州城北全民健身中心', 3), doc('venue_photo', '场馆外景', '莫干山路 1088 号', 4), doc('venue_photo', '羽毛球馆', '杭州城北全民健身中心', 5)],
    },
    { t: 5, name: '浙江跃动体育用品有限公司', legal: '冯涛', contact: '陈洁', sponsor: '冠名 2027 杭州城市定向赛，提供参赛物资', docs: [doc('licence', '营业执照', '浙江跃动体育用品有限公司', 6)] },
    { t: 6, name: '杭州云帆赛事运营有限公司', legal: '陈立', contact: '周敏', docs: [doc('licence', '营业执照', '杭州云帆赛事运营有限公司', 7)] },
  ];
  const values: (typeof institutionApplications.$inferInsert)[] = rows.map((r, i) => {
    const createdAt = new Date(now - (i + 1) * DAY);
    return {
      applicationNo: applicationNumber(createdAt, 900 + i),
      institutionType: r.t,
      name: r.name,
      creditCode: demoCreditCode(i + 1),
      legalPerson: r.legal,
      contactName: r.contact,
      contactMobile: `1365710${String(i + 1).padStart(4, '0')}`,
      province: '浙江',
      city: '杭州市',
      address: '杭州市西湖区文三路 90 号',
      intro: `${r.name}申请入驻赛事运营平台。`,
      documents: r.docs,
      venueAddress: r.venue ?? '',
      sponsorshipIntent: r.sponsor ?? '',
      status: 'pending',
      statusHistory: [{ status: 'pending', at: createdAt.toISOString(), by: null, reason: '提交申请' }],
      createdAt,
    };
  });
  // an earlier application of the training company, rejected: its detail shows it in the credit code's history
  const rejectedAt = new Date(now - 10 * DAY);
  const reason = '营业执照照片不清晰，请重新拍摄后提交';
  values.push({
    ...values[2]!,
    applicationNo: applicationNumber(rejectedAt, 990),
    status: 'rejected',
    reviewReason: reason,
    reviewedAt: new Date(rejectedAt.getTime() + DAY),
    statusHistory: [
      { status: 'pending', at: rejectedAt.toISOString(), by: null, reason: '提交申请' },
      { status: 'rejected', at: new Date(rejectedAt.getTime() + DAY).toISOString(), by: null, reason },
    ],
    createdAt: rejectedAt,
  });
  await tx.insert(institutionApplications).values(values);
}
