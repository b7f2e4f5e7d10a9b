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
  it('names the fiador who signed the contract as a party who consents: the fiança covers the added nights', () => {
    const blocks = addendumBlocks({
      ...DATA,
      contract: { ...SAMPLE_CONTRACT, rentGuaranteeType: 'GUARANTOR' },
      guarantor: { name: 'Paulo Mendes', cpf: '11144477735' },
    });
    const fianca = text(blocks);
    expect(fianca).toContain('FIADOR: ');
    expect(fianca).toContain('CLÁUSULA QUARTA – DA FIANÇA');
    expect(fianca).toContain(
      'O FIADOR, Paulo Mendes, CPF 111.444.777-35, assina este aditivo e anui à prorrogação',
    );
    expect(fianca).not.toContain('não é parte');
    const signatures = blocks.find((block) => block.kind === 'signatures');
    expect(signatures?.kind === 'signatures' && signatures.parties.map((party) => party.role)).toEqual([
      'LOCADORA',
      'LOCATÁRIO',
      'FIADOR',
    ]);
  });

  it('without the fiador as a party, says the fiança does not cover what it adds (STJ, Súmula 214)', () => {
    const fianca = text(
      addendumBlocks({ ...DATA, contract: { ...SAMPLE_CONTRACT, rentGuaranteeType: 'GUARANTOR' } }),
    );
    expect(fianca).toContain('CLÁUSULA QUARTA – DA FIANÇA');
    expect(fianca).toContain('Súmula 214 do Superior Tribunal de Justiça');
    expect(text(addendumBlocks(DATA))).not.toContain('FIANÇA');
  });
});
