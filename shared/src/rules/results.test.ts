import { MAX_RESULT_VALUE, RESULT_MSG, resultValueProblem } from './results';

describe('resultValueProblem', () => {
  const timed = { model: 'timed', precision: 2 };
  const points = { model: 'measured', precision: 0 };

  it('accepts a valid mark, and no mark for DNF, DNS and DQ', () => {
    expect(resultValueProblem('ok', 10.28, timed)).toBeNull();
    expect(resultValueProblem('ok', 0, points)).toBeNull();
    expect(resultValueProblem('ok', MAX_RESULT_VALUE, points)).toBeNull();
    expect(resultValueProblem('DNF', null, timed)).toBeNull();
    expect(resultValueProblem('DNS', undefined, timed)).toBeNull();
    expect(resultValueProblem('DQ', 10.5, timed)).toBeNull();
  });

  it('refuses in the order: missing, negative, out of range, too precise', () => {
    expect(resultValueProblem('ok', null, timed)).toBe('请填写成绩');
    expect(resultValueProblem('ok', undefined, timed)).toBe(RESULT_MSG.valueRequired);
    expect(resultValueProblem('ok', -1, timed)).toBe('成绩不能为负数');
    expect(resultValueProblem('ok', Number.NaN, timed)).toBe('成绩不能为负数');
    expect(resultValueProblem('ok', MAX_RESULT_VALUE + 1, points)).toBe('成绩数值超出合理范围');
    expect(resultValueProblem('ok', 0, timed)).toBe('成绩数值超出合理范围');
    expect(resultValueProblem('ok', 10.281, timed)).toBe('成绩最多保留2位小数');
    expect(resultValueProblem('ok', 3.5, points)).toBe('成绩必须是整数');
    expect(resultValueProblem('DNF', -1, timed)).toBe('成绩不能为负数');
  });
});
