import { describe, expect, it } from 'vitest';
import { refundPreviewSentence } from './cancel-rental-modal';

describe('refundPreviewSentence', () => {
  it('says what was paid and what comes back', () => {
    expect(refundPreviewSentence({ paidCents: 95_400, refundCents: 95_400, alreadyRefundedCents: 0 })).toBe(
      'Você pagou R$ 954,00; será devolvido R$ 954,00.',
    );
  });

  it('after an early departure, says the part already on its way and the rest refunded now', () => {
    expect(
      refundPreviewSentence({ paidCents: 758_000, refundCents: 758_000, alreadyRefundedCents: 379_000 }),
    ).toBe(
      'Você pagou R$ 7.580,00; será devolvido R$ 7.580,00: R$ 3.790,00 já estão a caminho e R$ 3.790,00 serão estornados agora.',
    );
  });
});
