import { createHash } from 'node:crypto';
import { formatBrDateTime, formatCount } from '@estadia/domain';
import { appendIncrementalUpdate } from '../../lib/pdf/incremental-update.ts';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { PdfComposer } from '../../lib/pdf/pdf-composer.ts';
import { documentLabel } from './contract-parties.ts';

/** One party's simple electronic signature, as it records it (Lei nº 14.063/2020, art. 4º, I). */
export interface SignerEvidence {
  /** The party, as the contract names it: 'LOCATÁRIO', 'FIADOR'. */
  role: string;
  signerName: string;
  email: string;
  cpfOrCnpj: string | null;
  signedAt: Date;
  ip: string;
  userAgent: string | null;
}

/** What the evidence page records: the document, and each party who signed it so far, in order. */
export interface SignatureEvidence {
  /** 'Contrato de locação por temporada nº 3F2A9C1B' */
  documentName: string;
  signers: readonly SignerEvidence[];
  /** SHA-256 (hex) of the contract's bytes: every party signs the same. */
  contractSha256: string;
  contractBytes: number;
  contractPages: number;
}

/** Wide enough for the longest label ('Navegador (user agent)'), narrow enough for a hash on one line. */
const LABEL_WIDTH = 125;

function signerBlocks(signer: SignerEvidence, heading: string): PdfBlock[] {
  return [
    { kind: 'heading', text: heading },
    {
      kind: 'fields',
      labelWidth: LABEL_WIDTH,
      rows: [
        { label: 'Nome', value: signer.signerName },
        { label: 'E-mail', value: signer.email },
        { label: 'CPF/CNPJ', value: documentLabel(signer.cpfOrCnpj) },
        { label: 'Papel', value: signer.role },
        { label: 'Data e hora', value: `${formatBrDateTime(signer.signedAt)} (horário de Brasília)` },
        { label: 'Instante (UTC)', value: signer.signedAt.toISOString() },
        { label: 'Endereço IP', value: signer.ip },
        { label: 'Navegador (user agent)', value: signer.userAgent || 'não informado' },
        { label: 'Autenticação', value: 'Acesso à conta Estadia com e-mail e senha' },
        { label: 'Manifestação', value: 'Aceite dos termos do contrato' },
      ],
    },
  ];
}

/** The evidence page's content (what tests read). */
export function manifestBlocks(evidence: SignatureEvidence): PdfBlock[] {
  const one = evidence.signers.length === 1;
  const roles = evidence.signers.map((signer) => signer.role).join(' e pelo ');
  return [
    { kind: 'title', text: 'Manifesto de assinatura eletrônica', subtitle: evidence.documentName },
    {
      kind: 'paragraph',
      runs: [
        {
          text: one
            ? 'Este manifesto integra o documento acima e registra a assinatura eletrônica simples feita pelo ' +
              `${roles} na plataforma Estadia, ao aceitar os termos do contrato depois de entrar na própria conta.`
            : 'Este manifesto integra o documento acima e registra as assinaturas eletrônicas simples feitas ' +
              `pelo ${roles} na plataforma Estadia, cada um ao aceitar os termos do mesmo documento depois de ` +
              'entrar na própria conta.',
        },
      ],
    },
    ...evidence.signers.flatMap((signer, index) =>
      signerBlocks(signer, one ? 'SIGNATÁRIO' : `SIGNATÁRIO ${index + 1} – ${signer.role}`),
    ),
    { kind: 'heading', text: 'DOCUMENTO ASSINADO' },
    {
      kind: 'fields',
      labelWidth: LABEL_WIDTH,
      rows: [
        { label: 'Documento', value: evidence.documentName },
        { label: 'Páginas', value: String(evidence.contractPages) },
        { label: 'Tamanho', value: `${formatCount(evidence.contractBytes)} bytes` },
        { label: 'SHA-256', value: evidence.contractSha256, mono: true },
      ],
    },
    { kind: 'heading', text: 'FUNDAMENTO LEGAL E CONFERÊNCIA' },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            'Assinatura eletrônica simples, nos termos do art. 4º, I, da Lei nº 14.063/2020, admitida pelas ' +
            'partes como válida no próprio contrato (art. 10, § 2º, da Medida Provisória nº 2.200-2/2001).',
        },
      ],
    },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            'Este arquivo é o contrato assinado seguido deste manifesto, acrescentado como atualização ' +
            `incremental do PDF: os primeiros ${formatCount(evidence.contractBytes)} bytes do arquivo são ` +
            'exatamente o documento assinado, e o resumo SHA-256 desses bytes é o valor informado acima. ' +
            'Qualquer alteração no contrato muda esse resumo.',
        },
      ],
    },
  ];
}

const END_OF_FILE = Buffer.from('%%EOF', 'latin1');

/**
 * The contract inside a signed copy: the bytes up to the contract's own end-of-file marker, the one
 * whose prefix hashes to what was signed (the evidence page's update comes after it; a compressed
 * stream could, by chance, hold the same five bytes earlier).
 */
export function signedContractOf(stored: { signedPdf: Uint8Array; contractSha256: string }): Uint8Array {
  const bytes = Buffer.from(
    stored.signedPdf.buffer,
    stored.signedPdf.byteOffset,
    stored.signedPdf.byteLength,
  );
  for (let at = bytes.indexOf(END_OF_FILE); at >= 0; at = bytes.indexOf(END_OF_FILE, at + 1)) {
    const contract = stored.signedPdf.subarray(0, at + END_OF_FILE.length);
    if (createHash('sha256').update(contract).digest('hex') === stored.contractSha256) return contract;
  }
  throw new Error('The stored signed copy does not start with the contract that was signed');
}

/**
 * The signed copy: the contract's bytes untouched, then the evidence page as an incremental update
 * (so anyone can check that the first `contractBytes` bytes hash to `contractSha256`).
 */
export function renderSignedCopy(contract: Uint8Array, evidence: SignatureEvidence): Promise<Uint8Array> {
  return appendIncrementalUpdate(contract, (doc) => {
    const composer = PdfComposer.create(doc);
    composer.add(manifestBlocks(evidence));
    composer.decorate({
      headerLeft: evidence.documentName,
      headerRight: 'Via assinada',
      footer: (page, count) => `Manifesto de assinatura eletrônica – página ${page} de ${count}`,
    });
  });
}
