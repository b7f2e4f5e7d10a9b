import { describe, expect, it } from 'vitest';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { SAMPLE_CONTRACT } from '../contracts/contract-sample.ts';
import { type AddendumData, addendumBlocks } from './addendum-pdf.ts';

const DATA: AddendumData = {
  contract: SAMPLE_CONTRACT,
  contractSignedAt: new Date('2025-01-06T12:00:00.000Z'),
  extension: {
    id: 'a1b2c3d4-0000-4000-8000-000000000000',
    previous_end_date: '2025-01-15',
    end_date: '2025-01-18',
    previous_value_cents: 107_500,
    rental_value_cents: 170_000,
    difference_cents: 62_500,
    price_lines: [{ kind: 'RENT', label: '8 noites · período curto', amountCents: 170_000 }],
    created_at: new Date('2025-01-12T15:00:00.000Z'),
  },
};

const text = (blocks: PdfBlock[]) =>
  blocks
    .flatMap((block) =>
      block.kind === 'heading'
        ? [block.text]
        : block.kind === 'paragraph'
          ? block.runs.map((run) => run.text)
          : [],
    )
    .join('\n');

describe('the addendum of a lease with a fiador', () => {
  it('says the fiança does not cover what the addendum adds (STJ, Súmula 214): the fiador is not a party to it', () => {
    const fianca = text(
      addendumBlocks({ ...DATA, contract: { ...SAMPLE_CONTRACT, rentGuaranteeType: 'GUARANTOR' } }),
    );
    expect(fianca).toContain('CLÁUSULA QUARTA – DA FIANÇA');
    expect(fianca).toContain('Súmula 214 do Superior Tribunal de Justiça');
    expect(text(addendumBlocks(DATA))).not.toContain('FIANÇA');
  });
});
