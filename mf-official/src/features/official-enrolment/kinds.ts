/**
 * The six institution kinds of spec §2.2 and what each must provide (the server checks the same rules:
 * server/src/schemas/enrolment.ts). `type` is institution_type (GLOSSARY): 1 政府/事业单位, 2 社会组织/协会,
 * 3 青少年培训机构, 4 场馆运营方, 5 赞助商, 6 赛事运营机构.
 */
import { DOCUMENT_LABELS, REQUIRED_DOCUMENTS } from 'shared/rules';
import { industryKindTitle } from '../official-industry';
import type { ApplicationBody } from './api/enrolment';

export interface DocumentSpec {
  kind: ApplicationBody['documents'][number]['kind'];
  label: string;
  max: number;
}

export interface InstitutionKind {
  type: ApplicationBody['institution_type'];
  name: string;
  intro: string;
  documents: DocumentSpec[];
  /** 场馆运营方: the venue's address */
  venueAddress?: boolean;
  /** 赞助商: what they intend to sponsor */
  sponsorship?: boolean;
}

/** What `type` must upload: the rules' REQUIRED_DOCUMENTS, named by DOCUMENT_LABELS. */
const documentsOf = (type: InstitutionKind['type']): DocumentSpec[] =>
  REQUIRED_DOCUMENTS[type].map(({ kind, max }) => ({ kind: kind as DocumentSpec['kind'], label: DOCUMENT_LABELS[kind], max }));

const institutionKind = (type: InstitutionKind['type'], intro: string, extra?: Pick<InstitutionKind, 'venueAddress' | 'sponsorship'>): InstitutionKind => ({
  type,
  name: industryKindTitle(type),
  intro,
  documents: documentsOf(type),
  ...extra,
});

export const INSTITUTION_KINDS: InstitutionKind[] = [
  institutionKind(1, '各级体育行政部门、体育事业单位，发布赛事与资讯、开展赛事备案'),
  institutionKind(2, '体育总会、单项协会等社会团体，组织赛事、管理会员'),
  institutionKind(6, '承办、运营各类赛事的企业，在线报名、编排与成绩发布'),
  institutionKind(3, '青少年体育培训机构，组织学员参赛、举办邀请赛'),
  institutionKind(4, '体育场馆的运营单位，场馆展示、场地预订与赛事承接', { venueAddress: true }),
  institutionKind(5, '赞助赛事、提供装备与服务的企业，展示品牌与赞助权益', { sponsorship: true }),
];

export const kindOf = (type: number): InstitutionKind | undefined => INSTITUTION_KINDS.find((k) => k.type === type);
