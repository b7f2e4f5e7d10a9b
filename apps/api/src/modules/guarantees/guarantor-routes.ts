import {
  acceptGuarantorInvitationRequestSchema,
  guarantorAcceptedSchema,
  guarantorInvitationParamsSchema,
  guarantorReviewSchema,
  listResponseSchema,
  nameGuarantorRequestSchema,
  rejectGuarantorRequestSchema,
  rentalSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../admin/staff-access.ts';
import { currentUser } from '../auth/authenticate.ts';
import { rentalParams } from '../rentals/rental-params.ts';
import type { GuarantorsService } from './guarantor-service.ts';

const TAGS = ['Garantias'];
const SECURED = [{ bearerAuth: [] }];
const READ = { area: 'rentals', access: 'read' } as const;
const WRITE = { area: 'rentals', access: 'write' } as const;

/** Each invitation e-mails someone: a few per rental (a typo corrected, another fiador), never a loop. */
export const GUARANTOR_INVITATIONS: RateLimitRule = {
  name: 'guarantor-invitation',
  max: 5,
  windowMs: 60 * 60_000,
};

export const guarantorRoutes: FastifyPluginAsyncZod<{
  guarantors: GuarantorsService;
  limiter: RateLimiter;
}> = async (app, { guarantors, limiter }) => {
  app.put(
    '/api/rentals/:rentId/guarantor',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Indica o fiador',
        description:
          'O fiador (nome, e-mail, CPF) de uma locação cuja garantia é Fiador, antes da aprovação: ele recebe por ' +
          'e-mail o link do convite, que responde com a própria conta (a do e-mail convidado). Indicar de novo ' +
          'troca o fiador e invalida o convite anterior. A locação espera a aprovação do fiador para ser ' +
          'aprovada. Até 5 convites por hora por locação.',
        security: SECURED,
        params: rentalParams,
        body: nameGuarantorRequestSchema,
        response: {
          200: rentalSchema.describe('A locação, com `guarantee.guarantor`'),
          ...errorResponses(
            400,
            401,
            [404, 'Locação não encontrada (também quando é de outro usuário)'],
            [
              409,
              'A garantia da locação não é Fiador (GUARANTOR_NOT_THE_GUARANTEE), a locação já foi aprovada ' +
                '(RENTAL_NOT_EDITABLE) ou o fiador já foi aprovado (GUARANTEE_ALREADY_ACTIVE)',
            ],
            [422, 'O fiador indicado é o próprio cliente (GUARANTOR_IS_CUSTOMER)'],
            429,
          ),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await enforceRateLimit(limiter, GUARANTOR_INVITATIONS, `${user.id}:${request.params.rentId}`);
      return guarantors.name(user.id, request.params.rentId, request.body);
    },
  );

  app.post(
    '/api/guarantor-invitations/:token/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'O fiador responde ao convite',
        description:
          'Com a conta do e-mail convidado: nascimento, estado civil (casado: nome e CPF do cônjuge, que ' +
          'consente — Código Civil, art. 1.647, III), renda mensal, endereço completo e ao menos um documento ' +
          'enviado por esta conta. Uma vez só; depois a equipe aprova ou recusa.',
        security: SECURED,
        params: guarantorInvitationParamsSchema,
        body: acceptGuarantorInvitationRequestSchema,
        response: {
          200: guarantorAcceptedSchema,
          ...errorResponses(
            400,
            401,
            [403, 'O convite é para outro e-mail (GUARANTOR_EMAIL_MISMATCH)'],
            [404, 'Convite não encontrado ou substituído (GUARANTOR_INVITATION_NOT_FOUND)'],
            [
              409,
              'Convite já respondido (GUARANTOR_ALREADY_ANSWERED) ou locação que não espera mais o fiador ' +
                '(GUARANTOR_INVITATION_CLOSED)',
            ],
            [422, 'Documento que não é desta conta (DOCUMENT_NOT_FOUND)'],
          ),
        },
      },
    },
    async (request) => guarantors.accept(currentUser(request).id, request.params.token, request.body),
  );

  app.get(
    '/api/guarantor/rentals',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'As locações em que sou fiador',
        description:
          'As locações cujo convite esta conta respondeu como fiador, da resposta mais recente à mais antiga, ' +
          'cada uma como o fiador a vê (`GET /api/rentals/:rentId`): a garantia, o contrato e quem já o ' +
          'assinou; nada mais do cliente (sem pagamentos, porta, hóspedes ou placas).',
        security: SECURED,
        response: {
          200: listResponseSchema(rentalSchema),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const items = await guarantors.guaranteed(currentUser(request).id);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/admin/rentals/:rentId/guarantor',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.rentals,
        summary: 'O fiador da locação, para a análise',
        description:
          'Quem o cliente indicou, quando foi convidado e, depois que respondeu, a qualificação, o estado civil ' +
          `(e o cônjuge), a renda, o endereço e os documentos (\`GET /api/admin/files/:fileName\`). ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        params: rentalParams,
        response: {
          200: guarantorReviewSchema,
          ...errorResponses([404, 'Locação não encontrada ou sem fiador indicado']),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => guarantors.review(request.params.rentId),
  );

  for (const decision of ['approve', 'reject'] as const)
    app.post(
      `/api/admin/rentals/:rentId/guarantor/${decision}`,
      {
        onRequest: staffOnly(app, WRITE),
        schema: {
          tags: ADMIN_TAGS.rentals,
          summary: decision === 'approve' ? 'Aprova o fiador' : 'Recusa o fiador, com o motivo',
          description:
            (decision === 'approve'
              ? 'A garantia fica `ACTIVE`; com a aprovação automática, a locação que esperava só por ela é aprovada.'
              : 'A garantia fica `REFUSED` com o motivo; o cliente pode indicar outro fiador ou escolher outra garantia.') +
            ` O cliente recebe um e-mail. Registrado na auditoria (\`guarantor.${decision}\`). ${permissionNote(WRITE)}`,
          security: STAFF_SECURITY,
          params: rentalParams,
          ...(decision === 'reject' ? { body: rejectGuarantorRequestSchema } : {}),
          response: {
            200: guarantorReviewSchema,
            ...errorResponses(
              ...(decision === 'reject' ? ([400] as const) : []),
              [404, 'Locação não encontrada ou sem fiador indicado'],
              [
                409,
                'O fiador ainda não respondeu (GUARANTOR_NOT_ANSWERED) ou já foi decidido (GUARANTOR_ALREADY_DECIDED)',
              ],
            ),
            ...staffErrors(WRITE),
          },
        },
      },
      async (request) =>
        decision === 'approve'
          ? guarantors.approve(request.params.rentId, staffActor(request))
          : guarantors.reject(
              request.params.rentId,
              rejectGuarantorRequestSchema.parse(request.body),
              staffActor(request),
            ),
    );
};
