/**
 * The six institution kinds of spec §2.2 and what each must provide (the server checks the same rules:
 * server/src/schemas/enrolment.ts). `type` is institution_type (GLOSSARY): 1 政府/事业单位, 2 社会组织/协会,
 * 3 青少年培训机构, 4 场馆运营方, 5 赞助商, 6 赛事运营机构.
 */
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

const licence: DocumentSpec = { kind: 'licence', label: '营业执照', max: 3 };

export const INSTITUTION_KINDS: InstitutionKind[] = [
  { type: 1, name: '政府/事业单位', intro: '各级体育行政部门、体育事业单位，发布赛事与资讯、开展赛事备案', documents: [{ kind: 'public_cert', label: '事业单位法人证书', max: 3 }] },
  { type: 2, name: '社会组织/协会', intro: '体育总会、单项协会等社会团体，组织赛事、管理会员', documents: [{ kind: 'association_cert', label: '社会团体法人登记证书', max: 3 }] },
  { type: 6, name: '赛事运营机构/企业', intro: '承办、运营各类赛事的企业，在线报名、编排与成绩发布', documents: [licence] },
  { type: 3, name: '青少年培训机构/企业', intro: '青少年体育培训机构，组织学员参赛、举办邀请赛', documents: [licence] },
  { type: 4, name: '场馆运营方', intro: '体育场馆的运营单位，场馆展示、场地预订与赛事承接', documents: [licence, { kind: 'venue_photo', label: '场馆照片', max: 9 }], venueAddress: true },
  { type: 5, name: '赞助商', intro: '赞助赛事、提供装备与服务的企业，展示品牌与赞助权益', documents: [licence], sponsorship: true },
];

export const kindOf = (type: number): InstitutionKind | undefined => INSTITUTION_KINDS.find((k) => k.type === type);
