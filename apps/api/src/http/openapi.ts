import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { relaxStylesForDocs } from './security-headers.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

const DESCRIPTION = [
  'API do Estadia: catálogo de empreendimentos e apartamentos, cotações, locações de curta e longa',
  'duração, contratos, pagamentos e conta do cliente.',
  '',
  'Datas de diárias no formato `AAAA-MM-DD`; instantes em ISO 8601 (UTC). Valores calculados terminam em',
  '`Cents` e são inteiros em centavos. Erros seguem sempre o formato',
  '`{ statusCode, code, message, issues? }`, com mensagens em português.',
  '',
  'Rotas autenticadas exigem o cabeçalho `Authorization: Bearer <token>`.',
].join('\n');

/** The OpenAPI document, generated from the routes' zod schemas, and its UI. Register before routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Estadia API', version: '1.0.0', description: DESCRIPTION },
      tags: [
        { name: 'Sistema', description: 'Saúde do serviço' },
        { name: 'Catálogo', description: 'Empreendimentos, modalidades, apartamentos e cotações (público)' },
        { name: 'Autenticação', description: 'Cadastro, login, logout e redefinição de senha' },
        { name: 'Conta', description: 'Dados do cliente, troca de senha e documentos enviados' },
        { name: 'Contato', description: 'Fale conosco e pedidos de reserva corporativa (público)' },
        { name: 'Locações', description: 'Reservas e locações do cliente: rascunho, envio, cancelamento' },
        {
          name: 'Estada',
          description: 'Depois do pagamento: quem se hospeda e a chegada (horário e placas)',
        },
        {
          name: 'Pagamentos',
          description:
            'Pix, boleto e cartão: cobranças idempotentes, confirmação só pelo webhook do provedor',
        },
        ...[
          ['painel', 'Entradas e saídas do dia, aprovações pendentes e os números do mês'],
          ['locações', 'Todas as locações, o cliente e os seus documentos, aprovação e recusa'],
          ['calendário e bloqueios', 'Estadas e bloqueios de cada apartamento, noite a noite'],
          ['preços', 'Preços das modalidades, usados na hora por cotações e novos rascunhos'],
          ['pagamentos', 'Livro de pagamentos, baixa manual e reembolsos'],
          ['relatórios', 'Ocupação, receita, ADR e RevPAR, também em CSV'],
          ['financeiro', 'O balancete numa data e o diário contábil, também em CSV para o contador'],
          ['equipe', 'Perfis de acesso, convites, mudanças de perfil e revogações'],
          ['auditoria', 'Quem fez o quê, quando e de onde (somente leitura)'],
          ['recepção', 'Chegadas, saídas e hóspedes do dia, check-in, check-out e a lista da portaria'],
          ['governança', 'Estado de cada apartamento entre hóspedes e as tarefas de limpeza'],
          ['vistorias', 'Vistorias de entrada e de saída com fotos, e a mobília de cada modalidade'],
        ].map(([area, description]) => ({
          name: `Administração: ${area}`,
          description: `${description}. Exigem a permissão DASH e a da área (decisão 0007).`,
        })),
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Token recebido no login ou no cadastro',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    transformStaticCSP: relaxStylesForDocs,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
