import {
  areaPermission,
  BACK_OFFICE_ACCESS,
  errorResponseSchema,
  hasPermissions,
  MISSING_PERMISSIONS_CODE,
  PERMISSION_DENIED_MESSAGE,
  rentalShortId,
  statementSchema,
} from '@estadia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import type { AccountService } from '../account/service.ts';
import type { AdminRentalsService } from '../admin/rentals/service.ts';
import { ADMIN_TAGS, STAFF_SECURITY } from '../admin/staff-access.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { RentalsService } from '../rentals/service.ts';
import type { StatementService, StatementSubject } from './statement-service.ts';

// The statement (extrato) of a rental: the customer's own, and any for staff who read money: the
// payments area (a rental's payments, decision 0007) or the ledger area ('Financeiro', the books). Both
// are FINANCE's and ADMIN's; the front desk (decision 0017) and the bookings role read neither.

const STAFF_READERS = [areaPermission('payments', 'read'), areaPermission('ledger', 'read')];
const STAFF_NOTE =
  'Permissão: `DASH · payments:read` (consultar pagamentos) ou `DASH · ledger:read` (consultar financeiro).';

/** `onRequest` of the staff's statement: a login (401), then DASH with payments:read or ledger:read (403). */
function paymentsOrLedger(app: FastifyInstance) {
  return [
    app.authenticate,
    async (request: FastifyRequest) => {
      const user = currentUser(request);
      if (!STAFF_READERS.some((entry) => hasPermissions(user, [BACK_OFFICE_ACCESS, entry])))
        throw new AppError(403, MISSING_PERMISSIONS_CODE, PERMISSION_DENIED_MESSAGE);
    },
  ];
}

const DEFINITIONS =
  'Os lançamentos do diário desta locação, do mais antigo ao mais recente: `amountCents` é o valor do ' +
  'lançamento, sempre positivo (o `kind` diz o sentido: `CHARGE` cobrado, `PAYMENT` recebido, `REFUND` ' +
  'devolvido ou a devolver, `CREDIT` cobrança reduzida, `FEE` multa ou tarifa retida, `CHARGEBACK` ' +
  'contestação, `DEPOSIT*` caução). Totais: `contractedCents` = o que a estada custa agora (saldo credor ' +
  'das contas de receita 3.1.x); `receivedCents` = dinheiro recebido menos contestações; `refundedCents` = ' +
  'tudo o que foi devolvido ou se deve devolver; `outstandingCents` = cobranças em aberto (`PENDING` e ' +
  '`SCHEDULED`) e contestações a recuperar. Sempre vale recebido − devolvido + em aberto = contratado. ' +
  '`deposit`: a caução (depositada, rendimento, descontada, devolvida). Com `Accept: application/pdf`, o ' +
  'mesmo extrato em PDF ("Extrato da locação").';

const RENTAL_NOT_FOUND = 'Locação não encontrada (também quando é de outro usuário)';

/** True when the client asked for the PDF (`Accept: application/pdf`) rather than JSON. */
function wantsPdf(request: FastifyRequest): boolean {
  return /\bapplication\/pdf\b/i.test(request.headers.accept ?? '');
}

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  statements: StatementService,
  rentalId: string,
  subject: () => Promise<StatementSubject>,
) {
  // The same address answers JSON or PDF: caches must keep them apart.
  reply.header('vary', 'Accept');
  if (!wantsPdf(request)) {
    reply.header('cache-control', 'private, no-store');
    return statements.of(rentalId);
  }
  const pdf = await statements.pdf(await subject());
  return sendPdf(reply, pdf, `extrato-${rentalShortId(rentalId)}.pdf`);
}

export const statementRoutes: FastifyPluginAsyncZod<{
  statements: StatementService;
  rentals: RentalsService;
  adminRentals: AdminRentalsService;
  account: AccountService;
}> = async (app, { statements, rentals, adminRentals, account }) => {
  app.get(
    '/api/rentals/:rentId/statement',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Locações'],
        summary: 'O extrato da locação: cada movimento de dinheiro e os totais',
        description: `${DEFINITIONS} Só do próprio cliente; de outro usuário ou inexistente, 404.`,
        security: [{ bearerAuth: [] }],
        params: rentalParams,
        response: {
          200: statementSchema.describe('O extrato (ou o PDF, com Accept: application/pdf)'),
          ...errorResponses(401, [404, RENTAL_NOT_FOUND]),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rental = await rentals.get(user.id, request.params.rentId);
      return answer(request, reply, statements, rental.id, async () => {
        const me = await account.getMe(user.id);
        return { rental, customer: { name: me.name, cpfOrCnpj: me.cpfOrCnpj } };
      });
    },
  );

  app.get(
    '/api/admin/rentals/:rentId/statement',
    {
      onRequest: paymentsOrLedger(app),
      schema: {
        tags: ADMIN_TAGS.payments,
        summary: 'O extrato de uma locação, para a equipe',
        description: `${DEFINITIONS} ${STAFF_NOTE}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: statementSchema.describe('O extrato (ou o PDF, com Accept: application/pdf)'),
          ...errorResponses([404, 'Locação não encontrada']),
          401: errorResponseSchema.describe('Sem login ou com sessão expirada (UNAUTHORIZED)'),
          403: errorResponseSchema.describe(
            'Sem `DASH · payments:read` nem `DASH · ledger:read` (MISSING_PERMISSIONS)',
          ),
        },
      },
    },
    async (request, reply) => {
      const detail = await adminRentals.detail(request.params.rentId);
      return answer(request, reply, statements, detail.rental.id, async () => ({
        rental: detail.rental,
        customer: { name: detail.customer.name, cpfOrCnpj: detail.customer.cpfOrCnpj },
      }));
    },
  );
};
