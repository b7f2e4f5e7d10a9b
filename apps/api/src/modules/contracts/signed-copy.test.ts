import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfDocument, savePdf } from '../../lib/pdf/pdf-document.ts';
import { manifestBlocks, renderSignedCopy, type SignatureEvidence, signedContractOf } from './signed-copy.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function contract(): Promise<Uint8Array> {
  const doc = await createPdfDocument({
    title: 'Contrato',
    author: 'Estadia',
    date: new Date('2025-01-05T15:00:00Z'),
  });
  doc.addPage();
  return savePdf(doc);
}

function evidence(bytes: Uint8Array): SignatureEvidence {
  return {
    documentName: 'Contrato de locação por temporada nº 3F2A9C1B',
    signers: [
      {
        role: 'LOCATÁRIO',
        signerName: 'Maria da Silva',
        email: 'maria@exemplo.com.br',
        cpfOrCnpj: '52998224725',
        signedAt: new Date('2025-01-06T17:04:05.000Z'),
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      },
    ],
    contractSha256: sha256(bytes),
    contractBytes: bytes.length,
    contractPages: 1,
  };
}

describe('manifestBlocks', () => {
  it('prints who signed, when in Brasília time, from where, and the hash of the document', () => {
    const blocks = manifestBlocks(evidence(new Uint8Array([1, 2, 3])));
    const fields = blocks.flatMap((block) => (block.kind === 'fields' ? block.rows : []));
    const value = (label: string) => fields.find((row) => row.label === label)?.value;
    expect(value('Nome')).toBe('Maria da Silva');
    expect(value('E-mail')).toBe('maria@exemplo.com.br');
    expect(value('CPF/CNPJ')).toBe('CPF 529.982.247-25');
    expect(value('Data e hora')).toBe('06/01/2025 14:04:05 (horário de Brasília)');
    expect(value('Endereço IP')).toBe('203.0.113.7');
    expect(value('Navegador (user agent)')).toBe('Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0');
    expect(value('SHA-256')).toBe(sha256(new Uint8Array([1, 2, 3])));
    const paragraphs = blocks.flatMap((block) =>
      block.kind === 'paragraph' ? block.runs.map((run) => run.text) : [],
    );
    expect(paragraphs.join(' ')).toContain('art. 4º, I, da Lei nº 14.063/2020');
  });

  it('lists each party who signed the same document, in order, under its own heading', () => {
    const one = evidence(new Uint8Array([1, 2, 3]));
    const fiador = {
      ...one.signers[0]!,
      role: 'FIADOR',
      signerName: 'João Fiador',
      email: 'joao@exemplo.com.br',
      cpfOrCnpj: '11144477735',
      signedAt: new Date('2025-01-07T12:00:00.000Z'),
    };
    const blocks = manifestBlocks({ ...one, signers: [...one.signers, fiador] });
    const headings = blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
    expect(headings.slice(0, 2)).toEqual(['SIGNATÁRIO 1 – LOCATÁRIO', 'SIGNATÁRIO 2 – FIADOR']);
    const names = blocks.flatMap((block) =>
      block.kind === 'fields' ? block.rows.filter((row) => row.label === 'Nome').map((row) => row.value) : [],
    );
    expect(names).toEqual(['Maria da Silva', 'João Fiador']);
    const text = blocks.flatMap((block) =>
      block.kind === 'paragraph' ? block.runs.map((run) => run.text) : [],
    );
    expect(text.join(' ')).toContain('pelo LOCATÁRIO e pelo FIADOR');
  });
});

describe('renderSignedCopy and signedContractOf', () => {
  it('append the evidence page after the untouched contract, which can be taken back out', async () => {
    const original = await contract();
    const copy = await renderSignedCopy(original, evidence(original));
    expect((await PDFDocument.load(copy)).getPageCount()).toBe(2);
    const taken = signedContractOf({ signedPdf: copy, contractSha256: sha256(original) });
    expect(sha256(taken)).toBe(sha256(original));
    expect(taken.length).toBe(original.length);
  });

  it('refuses a copy that does not start with the contract signed', async () => {
    const original = await contract();
    const copy = await renderSignedCopy(original, evidence(original));
    expect(() => signedContractOf({ signedPdf: copy, contractSha256: '0'.repeat(64) })).toThrow();
  });
});
