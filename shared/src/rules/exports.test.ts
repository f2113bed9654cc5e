import { accountFlowsFileName, COMPETITION_EXPORT_KINDS, EXPORT_KIND_LABEL, exportFileName, exportFileRefusal, registrationsFileName } from './exports';

describe('exports', () => {
  it('names the file after the competition, the item when there is one, and the kind', () => {
    expect(exportFileName('2026年市运会', '', 'sign_ups')).toBe('2026年市运会-报名名单.xlsx');
    expect(exportFileName('2026年市运会', '男子100米', 'results')).toBe('2026年市运会-男子100米-成绩.xlsx');
    expect(Object.values(EXPORT_KIND_LABEL)).toEqual(['报名名单', '赛程', '成绩', '排名', '资金流水', '预订记录', '操作记录', '注册名单', '证书']);
    expect(COMPETITION_EXPORT_KINDS.map((k) => EXPORT_KIND_LABEL[k])).toEqual(['报名名单', '赛程', '成绩', '排名']);
  });

  it('names a 资金流水 export after the institution and the account', () => {
    expect(accountFlowsFileName('杭州市体育局', '可提现余额')).toBe('杭州市体育局-可提现余额-资金流水.xlsx');
  });

  it('names a 注册名单 export after its owner and, when it is of one kind, the kind', () => {
    expect(registrationsFileName('浙江省田径协会', '运动员')).toBe('浙江省田径协会-运动员注册名单.xlsx');
    expect(registrationsFileName('全平台')).toBe('全平台-注册名单.xlsx');
  });

  it('serves the file of a done task only', () => {
    expect(exportFileRefusal('done')).toBeNull();
    expect(exportFileRefusal('failed')).toBe('文件生成失败，请重新导出');
    expect(exportFileRefusal('running')).toBe('文件尚未生成');
    expect(exportFileRefusal('queued')).toBe('文件尚未生成');
  });
});
