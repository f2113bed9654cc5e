import { ApiError } from './api-error';
import { createSubmitAttempt } from './submit-attempt';

const network = () => new ApiError({ kind: 'network', errno: 0, status: 0, message: '网络异常' });
const refusal = () => new ApiError({ kind: 'business', errno: 40000, status: 200, message: '余额不足' });

describe('createSubmitAttempt', () => {
  it('keeps the key of an attempt that got no answer, for the very same request only', async () => {
    const attempt = createSubmitAttempt();
    const keys: string[] = [];
    await expect(attempt.send({ a: 1, b: 2 }, async (key) => { keys.push(key); throw network(); })).rejects.toThrow();
    // the same body in another key order is the same request: the retry sends the same key
    await attempt.send({ b: 2, a: 1 }, async (key) => { keys.push(key); return 'ok'; });
    expect(keys[1]).toBe(keys[0]);
    // answered: the next attempt has a new key
    await attempt.send({ a: 1, b: 2 }, async (key) => { keys.push(key); return 'ok'; });
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('ends the attempt on a refusal, and on another request', async () => {
    const attempt = createSubmitAttempt();
    const keys: string[] = [];
    await expect(attempt.send({ a: 1 }, async (key) => { keys.push(key); throw refusal(); })).rejects.toThrow('余额不足');
    await expect(attempt.send({ a: 1 }, async (key) => { keys.push(key); throw network(); })).rejects.toThrow();
    await attempt.send({ a: 2 }, async (key) => { keys.push(key); return 'ok'; });
    expect(new Set(keys).size).toBe(3);
  });
});
