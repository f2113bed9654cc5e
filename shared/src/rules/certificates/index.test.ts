import {
  CERTIFICATE_MSG,
  certificateCandidates,
  certificateFileName,
  certificateLayoutProblem,
  certificateLayoutWithDefaults,
  certificateLines,
  certificatePage,
  defaultCertificateLayout,
  type CertificateLayout,
} from './index';
import type { FinalPlace } from '../ranking/phase-standings';

const place = (p: Partial<FinalPlace>): FinalPlace => ({ place: 1, sign_up_id: 1, name: '张三', affiliation: '', value: 12.3, status: 'ok', group_name: '', award: '', ...p });

describe('certificate layout', () => {
  it('turns the page to its orientation', () => {
    expect(certificatePage('A4', 'landscape')).toEqual({ width: 841.89, height: 595.28 });
    expect(certificatePage('A5', 'portrait')).toEqual({ width: 419.53, height: 595.28 });
  });

  it('accepts the default layout', () => {
    expect(certificateLayoutProblem(defaultCertificateLayout())).toBeNull();
  });

  it('refuses a text line below the page, naming the field', () => {
    const layout: CertificateLayout = defaultCertificateLayout();
    layout.fields.name = { x: 400, y: 580, size: 36 };
    expect(certificateLayoutProblem(layout)).toBe('字段超出证书范围：姓名');
  });

  it('refuses a seal past the right edge, and a field of a landscape layout outside the portrait page', () => {
    const layout = defaultCertificateLayout();
    layout.fields.seal = { x: 800, y: 100, size: 110 };
    expect(certificateLayoutProblem(layout)).toBe(CERTIFICATE_MSG.fieldOutside('seal'));
    const turned = { ...defaultCertificateLayout(), orientation: 'portrait' as const };
    expect(certificateLayoutProblem(turned)).toBe('字段超出证书范围：日期');
  });

  it('prints the title and the competition above the holder by default', () => {
    const { title, competition, name } = defaultCertificateLayout().fields;
    expect(title.y + title.size).toBeLessThanOrEqual(competition.y);
    expect(competition.y + competition.size).toBeLessThanOrEqual(name.y);
  });

  it('gives a template saved without 标题 and 赛事名称 their default positions, on its own page', () => {
    const { title: _t, competition: _c, ...saved } = defaultCertificateLayout().fields;
    const landscape = certificateLayoutWithDefaults({ page_size: 'A4', orientation: 'landscape', fields: saved });
    expect(landscape).toEqual(defaultCertificateLayout());
    // an A5 portrait template keeps its own fields and gets the two new ones scaled onto its page
    const a5 = { name: { x: 210, y: 200, size: 24 }, item: { x: 210, y: 240, size: 12 }, result: { x: 210, y: 260, size: 12 }, place: { x: 210, y: 280, size: 12 }, date: { x: 300, y: 520, size: 10 }, issuer: { x: 300, y: 500, size: 10 }, seal: { x: 260, y: 420, size: 80 }, qr: { x: 40, y: 460, size: 70 } };
    const portrait = certificateLayoutWithDefaults({ page_size: 'A5', orientation: 'portrait', fields: a5 });
    expect(portrait.fields.name).toEqual(a5.name);
    expect(portrait.fields.title).toEqual({ x: 210, y: 60, size: 20 });
    expect(portrait.fields.competition).toEqual({ x: 210, y: 120, size: 10 });
    expect(certificateLayoutProblem(portrait)).toBeNull();
  });

  it('refuses a missing field', () => {
    const layout = defaultCertificateLayout();
    delete (layout.fields as Partial<CertificateLayout['fields']>).qr;
    expect(certificateLayoutProblem(layout)).toBe('缺少证书字段：验证二维码');
  });
});

describe('certificate candidates and lines', () => {
  const places = [
    place({ place: 1, sign_up_id: 1, award: '冠军' }),
    place({ place: 2, sign_up_id: 2, award: '' }),
    place({ place: null, sign_up_id: 3, value: null, status: 'DNF' }),
  ];

  it('gives award certificates to the places with an award and finisher certificates to entrants with a result', () => {
    expect(certificateCandidates(places, 'award').map((p) => p.sign_up_id)).toEqual([1]);
    expect(certificateCandidates(places, 'finisher').map((p) => p.sign_up_id)).toEqual([1, 2]);
  });

  it('prints the Chinese lines', () => {
    const facts = { holder_name: '张三', item_name: '男子100米', result: '12.30', place: 1, award: '冠军', issuer_name: '杭州市田径协会', issue_date: '2026-11-29' };
    expect(certificateLines({ ...facts, kind: 'award', competition_name: '2026杭州市田径运动会' })).toEqual({
      title: '获奖证书',
      competition: '2026杭州市田径运动会',
      name: '张三',
      item: '项目：男子100米',
      result: '成绩：12.30',
      place: '名次：第1名（冠军）',
      date: '2026年11月29日',
      issuer: '杭州市田径协会',
    });
    expect(certificateLines({ ...facts, kind: 'finisher', competition_name: '' }).title).toBe('完赛证书');
    expect(certificateLines({ ...facts, kind: 'check_in', competition_name: '' }).title).toBe('打卡完成证书');
    expect(certificateFileName('张三', '男子100米', 'finisher')).toBe('张三-男子100米-完赛证书.pdf');
  });
});
