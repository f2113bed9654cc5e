import { APPLICATION_STATUS_TEXT, documentsProblem, INSTITUTION_TYPE_NAMES, REQUIRED_DOCUMENTS } from './enrolment';

const docs = (...kinds: string[]) => kinds.map((kind) => ({ kind }));

describe('入驻 documents (spec §5)', () => {
  it('names the six institution kinds and asks each for at least one document', () => {
    expect(Object.keys(INSTITUTION_TYPE_NAMES)).toEqual(['1', '2', '3', '4', '5', '6']);
    for (const type of [1, 2, 3, 4, 5, 6]) expect(REQUIRED_DOCUMENTS[type]!.length).toBeGreaterThan(0);
    expect(APPLICATION_STATUS_TEXT).toEqual({ pending: '待审核', approved: '已通过', rejected: '未通过' });
  });

  it('accepts exactly the kinds a type needs, within their maximum', () => {
    expect(documentsProblem(1, docs('public_cert'))).toBeNull();
    expect(documentsProblem(4, docs('licence', 'venue_photo', 'venue_photo'))).toBeNull();
  });

  it('refuses a kind the type does not need, a missing kind and too many, in Chinese', () => {
    expect(documentsProblem(1, docs('public_cert', 'licence'))).toBe('政府/事业单位无需上传营业执照');
    expect(documentsProblem(4, docs('licence'))).toBe('请上传场馆照片');
    expect(documentsProblem(3, docs('licence', 'licence', 'licence', 'licence'))).toBe('营业执照最多上传3张');
    expect(documentsProblem(2, [])).toBe('请上传社会团体法人登记证书');
  });
});
