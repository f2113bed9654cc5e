import { APPLICATION_STATUS_TEXT, applicationImageIds, applicationNumber, applicationProblem, applicationTextProblem, documentsProblem, INSTITUTION_TYPE_NAMES, REQUIRED_DOCUMENTS } from './enrolment';

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

describe('入驻 application texts', () => {
  const ok = { name: '测试机构', credit_code: '91350100M000100Y43', legal_person: '张三', contact_name: '李四', province: '福建省', city: '福州市', address: '鼓楼区' };

  it('accepts a complete application, the credit code in any case and with spaces around', () => {
    expect(applicationTextProblem(ok)).toBeNull();
    expect(applicationTextProblem({ ...ok, credit_code: ' 91350100m000100y43 ' })).toBeNull();
  });

  it('names the first blank text in order; a blank credit code is an invalid one, as the server says', () => {
    expect(applicationTextProblem({ ...ok, name: '  ', legal_person: '' })).toBe('机构名称不能为空');
    expect(applicationTextProblem({ ...ok, credit_code: '  ', legal_person: '' })).toBe('统一社会信用代码格式错误');
    expect(applicationTextProblem({ ...ok, credit_code: '123' })).toBe('统一社会信用代码格式错误');
    expect(applicationTextProblem({ ...ok, city: ' ', address: '' })).toBe('所在城市不能为空');
  });
});

describe('applicationProblem (the server route and the mock check an application with it)', () => {
  const texts = { name: '测试场馆', credit_code: '91350100M000100Y43', legal_person: '张三', contact_name: '李四', province: '浙江省', city: '杭州市', address: '西湖区' };
  const venue = { ...texts, institution_type: 4, venue_address: '黄龙路1号', documents: [{ kind: 'licence', media_id: 1 }, { kind: 'venue_photo', media_id: 2 }], logo_media_id: 3 };

  it('accepts a complete application and lists its images, the logo last', () => {
    expect(applicationProblem(venue)).toBeNull();
    expect(applicationImageIds(venue)).toEqual([1, 2, 3]);
    expect(applicationImageIds({ ...venue, logo_media_id: undefined })).toEqual([1, 2]);
  });

  it('refuses in order: texts, the kind’s own field, documents, an image twice', () => {
    expect(applicationProblem({ ...venue, name: ' ', venue_address: '' })).toBe('机构名称不能为空');
    expect(applicationProblem({ ...venue, venue_address: '  ', documents: [] })).toBe('场馆地址不能为空');
    expect(applicationProblem({ ...venue, institution_type: 5, documents: [{ kind: 'licence', media_id: 1 }] })).toBe('赞助意向不能为空');
    expect(applicationProblem({ ...venue, documents: [{ kind: 'licence', media_id: 1 }] })).toBe('请上传场馆照片');
    expect(applicationProblem({ ...venue, logo_media_id: 2 })).toBe('同一张图片不能重复提交');
  });
});

describe('applicationNumber (the server repository and the mock number applications with it)', () => {
  it('is RZ, the day in China time and six digits', () => {
    expect(applicationNumber(new Date('2026-11-22T16:30:00.000Z'), 48213)).toBe('RZ20261123048213');
    expect(applicationNumber(new Date('2026-11-23T15:59:59.000Z'), 1_000_001)).toBe('RZ20261123000001');
  });
});
