import type { FastifyReply } from 'fastify';

/**
 * A private document (contract, boleto, receipt) as a PDF the browser shows inline: never cached by
 * anyone on the way, and sandboxed so nothing inside it can run in our origin.
 */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string, disposition = 'inline') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
