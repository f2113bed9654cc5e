import assert from 'node:assert/strict';
import { RuleRefusal } from '../rules/rule-refusal.ts';

/** Runs `fn`, which must throw a shared rule's refusal; answers its [errno, message] for the test to compare. */
export function refusalOf(fn: () => unknown): [number, string] {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof RuleRefusal, String(error));
    return [error.errno, error.message];
  }
  return assert.fail('not refused');
}
