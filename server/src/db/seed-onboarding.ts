import { applicationNumber, DOCUMENT_LABELS } from 'shared/rules';
import { DEMO_APPLICATION_ADDRESS, DEMO_APPLICATIONS } from 'shared/demo';
import type { Db } from './client.js';
import { institutionApplications } from './schema/index.js';
import { bannerImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

/** 入驻管理 demo data (shared/src/demo/applications.ts): pending applications of every kind and one rejected. */
export async function seedOnboarding(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx.insert(institutionApplications).values(
    DEMO_APPLICATIONS.map((a, i) => {
      const createdAt = new Date(now - a.daysAgo * DAY);
      const reviewedAt = a.status === 'rejected' ? new Date(createdAt.getTime() + DAY) : null;
      return {
        applicationNo: applicationNumber(createdAt, 900 + i),
        institutionType: a.institutionType,
        name: a.name,
        creditCode: a.creditCode,
        legalPerson: a.legalPerson,
        contactName: a.contactName,
        contactMobile: a.contactMobile,
        ...DEMO_APPLICATION_ADDRESS,
        intro: `${a.name}申请入驻赛事运营平台。`,
        documents: a.documents.map(([kind, caption], j) => ({ kind, media_id: 0, url: bannerImage(caption || DOCUMENT_LABELS[kind]!, a.name, i + j, 800, 560) })),
        venueAddress: a.venueAddress,
        sponsorshipIntent: a.sponsorshipIntent,
        status: a.status,
        reviewReason: a.reviewReason,
        reviewedAt,
        statusHistory: [
          { status: 'pending', at: createdAt.toISOString(), by: null, reason: '提交申请' },
          ...(reviewedAt ? [{ status: a.status, at: reviewedAt.toISOString(), by: null, reason: a.reviewReason }] : []),
        ],
        createdAt,
      };
    }),
  );
}
