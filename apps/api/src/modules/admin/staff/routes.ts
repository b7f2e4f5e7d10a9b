import {
  acceptStaffInvitationRequestSchema,
  inviteStaffRequestSchema,
  staffListResponseSchema,
  staffMemberSchema,
  staffParamsSchema,
  staffRoleListResponseSchema,
  updateStaffRequestSchema,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import {
  ADMIN_TAGS,
  permissionNote,
  STAFF_SECURITY,
  staffActor,
  staffErrors,
  staffOnly,
} from '../staff-access.ts';
import { INVITATION_VALID_DAYS, type StaffService } from './service.ts';

const READ = { area: 'staff', access: 'read' } as const;
const WRITE = { area: 'staff', access: 'write' } as const;
const TAGS = ADMIN_TAGS.staff;
const NOT_FOUND = 'Usuário inexistente ou fora da equipe';
const SELF = 'Mudança do seu próprio acesso (STAFF_SELF_CHANGE)';
const noContent = z.null().describe('Feito; sem conteúdo');

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/api/admin/roles',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'Os perfis de acesso da equipe e as permissões de cada um',
        description:
          'ADMIN (Administração), BOOKINGS (Reservas), FINANCE (Financeiro) e FRONT_DESK (Recepção): cada perfil é um conjunto de ' +
          'permissões `{ module: "DASH", controller: <área>, access: "read" | "write" }` além de `{ module: "DASH" }`. ' +
          permissionNote(READ),
        security: STAFF_SECURITY,
        response: {
          200: staffRoleListResponseSchema.describe('Os perfis'),
          ...errorResponses(),
          ...staffErrors(READ),
        },
      },
    },
    async () => staff.roles(),
  );

  app.get(
    '/api/admin/staff',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: TAGS,
        summary: 'A equipe: quem tem acesso à administração',
        description:
          'Cada membro com o seu perfil (`role`, ou null para permissões avulsas), as permissões, quando foi ' +
          `convidado e se já ativou o acesso (\`active\`). ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        response: {
          200: staffListResponseSchema.describe('A equipe'),
          ...errorResponses(),
          ...staffErrors(READ),
        },
      },
    },
    async () => staff.list(),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Convida alguém para a equipe',
        description:
          'Envia por e-mail um link de aceite, válido por ' +
          `${INVITATION_VALID_DAYS} dias e de uso único; nenhuma permissão é dada antes do aceite. Sem conta com o ` +
          'e-mail, a conta é criada e o link (`/admin/definir-senha?codigo=…`) define a primeira senha; uma ' +
          'conta que já existe (o cadastro não confirma e-mails) recebe `/admin/aceitar-convite?codigo=…` e ' +
          'aceita com a senha que já tem. Até o aceite o membro aparece com `active: false` e o perfil oferecido. ' +
          'Um convite ainda não aceito é reenviado com um código novo. Registrado na auditoria (`staff.invite`). ' +
          permissionNote(WRITE),
        security: STAFF_SECURITY,
        body: inviteStaffRequestSchema,
        response: {
          201: staffMemberSchema.describe('O membro convidado'),
          ...errorResponses(400, [409, 'A pessoa já faz parte da equipe (ALREADY_STAFF)'], 413, 415),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.invite(request.body, staffActor(request))),
  );

  app.post(
    '/api/admin/staff/invitations/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'Aceita um convite para a equipe (público)',
        description:
          'Com o `code` do link do convite e `password`: a senha escolhida, quando o convite criou a conta (mesmas ' +
          'regras do cadastro), ou a senha atual da conta que já existia. Só então o perfil vale; as sessões ' +
          'abertas da conta terminam (entre de novo) e o aceite vai para a auditoria (`staff.accept`). O código ' +
          'vale uma vez só e expira. Limitado por endereço IP. Não exige login.',
        body: acceptStaffInvitationRequestSchema,
        response: {
          204: noContent,
          ...errorResponses(
            [
              400,
              'Dados inválidos (VALIDATION_ERROR), convite inválido, usado ou expirado (INVALID_INVITATION), ' +
                'senha fraca (WEAK_PASSWORD) ou, para uma conta que já existia, senha incorreta (WRONG_PASSWORD)',
            ],
            413,
            415,
            [429, 'Tentativas demais (RATE_LIMITED, com Retry-After)'],
          ),
        },
      },
    },
    async (request, reply) => {
      await staff.acceptInvitation(request.body, request.ip ?? null);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/admin/staff/:userId',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Muda o perfil de um membro da equipe',
        description:
          'As permissões de administração passam a ser as do perfil escolhido, já no próximo pedido do membro ' +
          '(as outras permissões da conta ficam); de um convite pendente, muda o perfil que ele oferece. Ninguém ' +
          'muda o próprio perfil. Registrado na auditoria ' +
          `(\`staff.update_role\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: staffParamsSchema,
        body: updateStaffRequestSchema,
        response: {
          200: staffMemberSchema.describe('O membro, com o perfil novo'),
          ...errorResponses(400, [404, NOT_FOUND], [409, SELF], 413, 415),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request) => staff.updateRole(request.params.userId, request.body.role, staffActor(request)),
  );

  app.delete(
    '/api/admin/staff/:userId',
    {
      onRequest: staffOnly(app, WRITE),
      schema: {
        tags: TAGS,
        summary: 'Revoga o acesso de um membro da equipe',
        description:
          'Remove todas as permissões `DASH` da conta, fecha convites pendentes e encerra as sessões abertas. ' +
          'A conta continua a existir como cliente. De um convite pendente, só cancela o convite. Ninguém revoga ' +
          'o próprio acesso. Registrado na auditoria ' +
          `(\`staff.revoke\`). ${permissionNote(WRITE)}`,
        security: STAFF_SECURITY,
        params: staffParamsSchema,
        response: {
          204: noContent,
          ...errorResponses([404, NOT_FOUND], [409, SELF]),
          ...staffErrors(WRITE),
        },
      },
    },
    async (request, reply) => {
      await staff.revoke(request.params.userId, staffActor(request));
      return reply.code(204).send(null);
    },
  );
};
