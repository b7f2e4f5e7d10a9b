import {
  journalQuerySchema,
  journalResponseSchema,
  trialBalanceQuerySchema,
  trialBalanceSchema,
} from '@estadia/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Clock } from '../../lib/clock.ts';
import { ADMIN_TAGS, permissionNote, STAFF_SECURITY, staffErrors, staffOnly } from '../admin/staff-access.ts';
import { journalExportLines, journalPage, journalWindow } from './journal-export.ts';
import { journalCsv, journalCsvFileName } from './journal-export-csv.ts';
import { trialBalanceAt, trialBalanceCutoff } from './trial-balance.ts';

// The books for the accountant, in the back-office's 'Financeiro' area: the trial balance at a date and
// the journal of a window of days, also as CSV.

const READ = { area: 'ledger', access: 'read' } as const;

/** True when the client asked for the CSV (`Accept: text/csv`) rather than JSON. */
function wantsCsv(accept: string | undefined): boolean {
  return /\btext\/csv\b/i.test(accept ?? '');
}

/** A download: written as is, never through the route's JSON serializer. */
function sendCsv(reply: FastifyReply, csv: string, fileName: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(csv, 'utf8'));
}

export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/admin/ledger/trial-balance',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.ledger,
        summary: 'O balancete: cada conta com débitos, créditos e saldo numa data',
        description:
          'Soma as linhas dos lançamentos com data até `at` (inclusive): um dia `AAAA-MM-DD` vale até o fim ' +
          'desse dia no horário de Brasília; uma data e hora ISO 8601, até esse instante; sem `at`, agora. ' +
          'Todas as contas do plano, na ordem do plano, também as sem movimento. `balanceCents` é o saldo ' +
          'no lado natural da conta: débito − crédito para as de ativo (1.x) e despesa, crédito − débito ' +
          'para as de passivo (2.x) e receita (3.x). `totalDebitCents` = `totalCreditCents` sempre (cada ' +
          `lançamento fecha). ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: trialBalanceQuerySchema,
        response: {
          200: trialBalanceSchema.describe('O balancete'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return trialBalanceAt(db, trialBalanceCutoff(request.query, clock.now()));
    },
  );

  app.get(
    '/api/admin/ledger/journal',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.ledger,
        summary: 'O diário: os lançamentos de um período, com as suas linhas',
        description:
          'Os lançamentos com data de `from` a `to` (dias de Brasília, ambos incluídos; no máximo 2 anos; ' +
          'sem `from`, o primeiro dia do mês de `to`; sem `to`, hoje), em ordem de data e, na mesma data, ' +
          'de lançamento; cada um com as suas linhas (conta, débito, crédito, em centavos), paginados ' +
          '(`page`, `pageSize`). Com `Accept: text/csv`, o período inteiro (sem paginação) em CSV para o ' +
          'contador: uma linha por linha de lançamento (lançamento, sequência, data dd/MM/aaaa, tipo, ' +
          'histórico, locação, pagamento, conta, nome da conta, débito e crédito em reais com vírgula ' +
          'decimal), separado por `;`, UTF-8 com BOM, como anexo `diario-<from>-<to>.csv`. ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        querystring: journalQuerySchema,
        response: {
          200: journalResponseSchema.describe('O diário (ou o CSV, com Accept: text/csv)'),
          ...errorResponses(400),
          ...staffErrors(READ),
        },
      },
    },
    async (request, reply) => {
      const window = journalWindow(request.query, clock.now());
      reply.header('vary', 'Accept').header('cache-control', 'private, no-store');
      if (!wantsCsv(request.headers.accept)) return journalPage(db, window, request.query);
      const csv = journalCsv(await journalExportLines(db, window));
      return sendCsv(reply, csv, journalCsvFileName(window));
    },
  );
};
