/** The design-system demonstration pages under /dev/exemplos (spec §2). */
export const DEV_EXAMPLES = [
  { slug: 'icones', title: 'Ícones' },
  { slug: 'botoes', title: 'Botões' },
  { slug: 'alertas', title: 'Alertas' },
  { slug: 'toast', title: 'Toast' },
  { slug: 'modal', title: 'Modal' },
  { slug: 'fale-conosco', title: 'Fale conosco' },
  { slug: 'datas', title: 'Datas' },
  { slug: 'numeros', title: 'Números' },
  { slug: 'selecao', title: 'Seleção' },
  { slug: 'inputs-de-texto', title: 'Inputs de texto' },
  { slug: 'inputs-variados', title: 'Inputs variados' },
  { slug: 'compra-segura', title: 'Compra segura' },
  { slug: 'meus-cartoes', title: 'Meus cartões' },
  { slug: 'collapse', title: 'Collapse' },
  { slug: 'skeleton', title: 'Skeleton' },
  { slug: 'paginacao', title: 'Paginação' },
  { slug: 'tabelas', title: 'Tabelas' },
  { slug: 'paineis', title: 'Painéis e gráficos' },
  { slug: 'arquivos', title: 'Arquivos' },
  { slug: 'progresso-passo', title: 'Progresso por passo' },
] as const;
export type DevExampleSlug = (typeof DEV_EXAMPLES)[number]['slug'];
