import {
  dashboardSchema,
  occupancyQuerySchema,
  occupancyReportSchema,
  readsEveryRental,
  readsMoneyFigures,
} from '@estadia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { currentUser } from '../../auth/authenticate.ts';
import { ADMIN_TAGS, permissionNote, STAFF_SECURITY, staffErrors, staffOnly } from '../staff-access.ts';
import { occupancyCsv, occupancyCsvFileName } from './occupancy-csv.ts';
import type { ReportsService } from './service.ts';

const READ = { area: 'reports', access: 'read' } as const;

const DEFINITIONS =
  'Noites de `from` até a véspera de `to` ([from, to), no máximo 2 anos), de um empreendimento (`projectId`) ' +
  'ou de todos. `nightsAvailable` = apartamentos × noites − noites bloqueadas; `nightsSold` = noites de ' +
  'locações `RENTED`, `FINISHED` ou `DEFAULTER`; `revenueCents` = a receita dessas locações no diário ' +
  '(saldo credor das contas 3.1.1 Receita de locação e 3.1.2 Multas e tarifas retidas nos lançamentos da ' +
  'locação: aluguel, vagas e prorrogações cobrados, menos créditos e estornos do que foi cobrado, mais multas ' +
  'retidas; dinheiro recebido em dobro e devolvido não conta; juros de cartão, 3.1.3, ficam de fora; uma ' +
  'locação sem lançamento algum, importada ou criada pela equipe sem cobrança, conta pelo seu valor), ' +
  'rateada por noite dentro do período; `occupancy` = vendidas ÷ disponíveis (0 a 1, com 4 casas; 0 sem ' +
  'noites disponíveis); `adrCents` = receita ÷ vendidas; `revparCents` = receita ÷ disponíveis (arredondados ' +
  'ao centavo, metade para longe do zero; 0 quando o divisor é 0). Rateio: a noite i (a partir de 0) de ' +
  'uma locação de V centavos e N noites vale ⌊V·(i+1)/N⌋ − ⌊V·i/N⌋ centavos, de modo que as noites de ' +
  'qualquer período somam exatamente, e a série diária soma a receita total.';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/api/admin/reports/occupancy',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.reports,
        summary: 'Ocupação, receita, ADR e RevPAR por empreendimento e no total',
        description: `${DEFINITIONS} \`series\` traz os mesmos números noite a noite, para os gráficos. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: occupancyQuerySchema,
        response: {
          200: occupancyReportSchema.describe('O relatório'),
          ...errorResponses(400, [404, 'Empreendimento não encontrado']),
          ...staffErrors(READ),
        },
      },
    },
    async (request) => reports.occupancy(request.query),
  );

  app.get(
    '/api/admin/reports/occupancy.csv',
    {
      onRequest: staffOnly(app, READ),
      schema: {
        tags: ADMIN_TAGS.reports,
        summary: 'O relatório de ocupação em CSV (Excel em português)',
        description:
          'Uma linha por empreendimento e a linha Total; UTF-8 com BOM, campos separados por `;` e vírgula ' +
          `decimal. Mesmos parâmetros e definições de \`/api/admin/reports/occupancy\`. ${permissionNote(READ)}`,
        security: STAFF_SECURITY,
        querystring: occupancyQuerySchema,
        response: {
          200: z.any().describe('text/csv; charset=utf-8'),
          ...errorResponses(400, [404, 'Empreendimento não encontrado']),
          ...staffErrors(READ),
        },
      },
    },
    async (request, reply) => {
      const report = await reports.occupancy(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${occupancyCsvFileName(report)}"`)
        .header('cache-control', 'private, no-store')
        .send(occupancyCsv(report));
    },
  );

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: staffOnly(app, null),
      schema: {
        tags: ADMIN_TAGS.dashboard,
        summary: 'O painel: entradas e saídas de hoje, aprovações pendentes e o mês',
        description:
          'Hoje (horário de Brasília): as locações que entram (`checkIns`) e as que saem (`checkOuts`); as ' +
          'solicitações à espera de aprovação, das mais antigas para as mais recentes (até 10, com o total); e ' +
          'a ocupação e a receita do mês corrente, com as definições do relatório de ocupação. Só com ' +
          '`DASH · rentals:read` vem `awaitingApproval`; só com `DASH · reports:read`, os valores em dinheiro ' +
          '(`month.revenueCents`) e `openReconciliationCases`. ' +
          permissionNote(null),
        security: STAFF_SECURITY,
        response: {
          200: dashboardSchema.describe('O painel'),
          ...errorResponses(),
          ...staffErrors(null),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return reports.dashboard({ everyRental: readsEveryRental(user), money: readsMoneyFigures(user) });
    },
  );
};
