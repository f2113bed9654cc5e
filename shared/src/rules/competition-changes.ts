/**
 * The public face of an approved competition (名称、封面、简介): once the platform approved a filing, a change of
 * these reaches the public site only after the platform approves the change too (信息变更, docs/api.md); the
 * other base info (dates, place, contacts…) changes at once. A competition not approved yet is not public: its
 * edits apply at once and the filing is reviewed as a whole.
 *
 * Stated once for the server (server/src/access/competitions.ts imports this file by path) and the client and its
 * mocks; dependency-free on purpose.
 */
export const REVIEWED_FIELDS = ['name', 'cover', 'introduction'] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];
export type ReviewedValues = Partial<Record<ReviewedField, string>>;

/** 名称、封面、简介 as the pages name them. */
export const REVIEWED_FIELD_LABELS: Record<ReviewedField, string> = { name: '名称', cover: '封面', introduction: '简介' };

export interface EditPlan<T> {
  /** The fields to write now. */
  direct: Omit<T, ReviewedField> & ReviewedValues;
  /** The change waiting for review after this edit (null: none). */
  proposal: ReviewedValues | null;
  /** This edit changed what waits for review. */
  proposalChanged: boolean;
}

/**
 * Splits an edit of a competition in `status` whose public values are `current` and whose pending change (if any)
 * is `pending`. For an approved competition the reviewed fields go into the proposal, merged over the pending one;
 * a field set back to its public value leaves the proposal; an empty proposal is none.
 */
export function planEdit<T extends ReviewedValues>(status: string, current: Required<ReviewedValues>, patch: T, pending: ReviewedValues | null): EditPlan<T> {
  if (status !== 'approved') return { direct: patch, proposal: pending, proposalChanged: false };
  const direct = { ...patch } as T;
  const proposal: ReviewedValues = { ...(pending ?? {}) };
  for (const field of REVIEWED_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    delete direct[field];
    if (value === current[field]) delete proposal[field];
    else proposal[field] = value;
  }
  const same = (a: ReviewedValues, b: ReviewedValues) => REVIEWED_FIELDS.every((f) => a[f] === b[f]);
  const next = Object.keys(proposal).length > 0 ? proposal : null;
  return { direct, proposal: next, proposalChanged: !same(next ?? {}, pending ?? {}) };
}
