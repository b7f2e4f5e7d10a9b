import { apartmentLabel } from '@estadia/domain';
import { PdfComposer } from '../../lib/pdf/pdf-composer.ts';
import { createPdfDocument, savePdf } from '../../lib/pdf/pdf-document.ts';
import { contractBlocks } from './contract-content.ts';
import type { ContractData } from './contract-data.ts';
import { contractTitle } from './contract-terms.ts';

export interface RenderedContract {
  bytes: Uint8Array;
  pageCount: number;
  /** 'Contrato de locação por temporada nº 3F2A9C1B' */
  name: string;
}

export function contractName(data: Pick<ContractData, 'period' | 'shortId'>): string {
  return `${contractTitle(data)} nº ${data.shortId}`;
}

/** 'contrato-3F2A9C1B.pdf', or 'contrato-assinado-3F2A9C1B.pdf' for the signed copy. */
export function contractFileName(data: Pick<ContractData, 'shortId'>, { signed = false } = {}): string {
  return `contrato-${signed ? 'assinado-' : ''}${data.shortId}.pdf`;
}

/**
 * The contract as a PDF. Same data, same bytes: the customer signs the SHA-256 of these bytes, and
 * rendering an unchanged rental again must give that hash back.
 */
export async function renderContractPdf(data: ContractData): Promise<RenderedContract> {
  const name = contractName(data);
  const doc = await createPdfDocument({
    title: name,
    subject: `${data.project.name} – ${apartmentLabel(data.apartment)}`,
    author: data.company.name,
    date: data.issuedAt,
  });
  const composer = PdfComposer.create(doc);
  composer.add(contractBlocks(data));
  composer.decorate({
    headerLeft: name,
    headerRight: data.company.name,
    footer: (page, count) => `Página ${page} de ${count}`,
  });
  return { bytes: await savePdf(doc), pageCount: composer.pageCount, name };
}
