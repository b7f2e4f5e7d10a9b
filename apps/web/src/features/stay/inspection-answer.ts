import type { AcknowledgeInspectionRequest } from '@estadia/domain';

// The customer's answer to an inspection while it is being written: which items they contest, and why.

export type ContestDraft = Record<number, string>;

export type AnswerCheck =
  | { ok: true; body: AcknowledgeInspectionRequest }
  | { ok: false; errors: Record<number, string> };

/** Contest: one comment per item marked; every marked item needs its words. */
export function contestAnswer(draft: ContestDraft): AnswerCheck {
  const entries = Object.entries(draft).map(([index, text]) => [Number(index), text.trim()] as const);
  const errors: Record<number, string> = {};
  for (const [index, text] of entries) if (!text) errors[index] = 'Diga o que está diferente neste item';
  if (entries.length === 0 || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      agreed: false,
      comments: entries.sort(([a], [b]) => a - b).map(([itemIndex, text]) => ({ itemIndex, text })),
    },
  };
}
