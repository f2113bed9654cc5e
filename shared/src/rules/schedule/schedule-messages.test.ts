import { bracketRefusal, qualificationSourceProblem, refereeIdsProblem, SCHEDULE_MSG, standingsRefusal } from './schedule-messages';

describe('schedule checks', () => {
  it('accepts distinct referee ids and refuses bad ids, duplicates and more than 10', () => {
    expect(refereeIdsProblem([1, 2, 3])).toBeNull();
    expect(refereeIdsProblem([])).toBeNull();
    expect(refereeIdsProblem([2, 2])).toBe('同一裁判不能重复安排');
    expect(refereeIdsProblem([0])).toBe('裁判无效');
    expect(refereeIdsProblem([1.5, 1.5])).toBe('裁判无效');
    expect(refereeIdsProblem(Array.from({ length: 10 }, (_, i) => i + 1))).toBeNull();
    expect(refereeIdsProblem(Array.from({ length: 11 }, (_, i) => i + 1))).toBe('每场比赛最多安排 10 名裁判');
  });

  it('takes another league or groups phase of the same item as the qualification source', () => {
    const groups = { id: 2, eventItemId: 7, format: 'groups' };
    expect(qualificationSourceProblem(groups, 7)).toBeNull();
    expect(qualificationSourceProblem(groups, 7, 3)).toBeNull();
    expect(qualificationSourceProblem(undefined, 7)).toBe(SCHEDULE_MSG.sourceNotOtherPhase);
    expect(qualificationSourceProblem(groups, 8)).toBe('晋级来源阶段必须是本项目的其他阶段');
    expect(qualificationSourceProblem(groups, 7, 2)).toBe('晋级来源阶段必须是本项目的其他阶段');
    // the item is checked before the format
    expect(qualificationSourceProblem({ ...groups, format: 'knockout' }, 8)).toBe('晋级来源阶段必须是本项目的其他阶段');
    expect(qualificationSourceProblem({ ...groups, format: 'knockout' }, 7)).toBe('晋级来源阶段只能是联赛或小组赛');
  });

  it('has standings for league and groups phases and a bracket for knockout phases', () => {
    expect(standingsRefusal('league')).toBeNull();
    expect(standingsRefusal('groups')).toBeNull();
    expect(standingsRefusal('knockout')).toBe('淘汰赛阶段没有积分榜，请查看签表');
    expect(bracketRefusal('knockout')).toBeNull();
    expect(bracketRefusal('league')).toBe('只有淘汰赛阶段有签表');
    expect(SCHEDULE_MSG.sourceOfPhase('决赛')).toBe('阶段「决赛」的晋级来源是本阶段，请先修改该阶段');
  });
});
