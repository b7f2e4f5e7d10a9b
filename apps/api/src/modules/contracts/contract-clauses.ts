import {
  amountInWords,
  apartmentLabel,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  cancellationPolicy,
  EARLY_DEPARTURE_LAW,
  EARLY_DEPARTURE_SHORT_NOTICE_DAYS,
  EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS,
  earlyDepartureFineCents,
  formatBrDate,
  formatHours,
  formatMoney,
  furnitureLabel,
  HOUSE_RULES,
  INSPECTION_CONTEST_DAYS,
  type LegalDocument,
  markupToPlainText,
  PAYMENT_TYPE_LABELS,
  PERIOD_KIND_LABELS,
  pluralize,
  type RentGuaranteeType,
} from '@estadia/domain';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import type { ContractData } from './contract-data.ts';
import { guarantorQualification } from './contract-parties.ts';
import { carSpotsText, isSeasonal, priceRows, projectAddress } from './contract-terms.ts';

/** A numbered clause: 'CLÁUSULA 3ª – DO PREÇO E DO PAGAMENTO'. */
export interface Clause {
  id: ClauseId;
  title: string;
  /** Paragraphs are numbered '3.1.', '3.2.'…; blocks are drawn as they are (tables, lists). */
  body: (string | PdfBlock)[];
}

const CLAUSE_ORDER = [
  'object',
  'term',
  'price',
  'guarantee',
  'use',
  'provider-duties',
  'customer-duties',
  'inspection',
  'cancellation',
  'house-rules',
  'termination',
  'personal-data',
  'signature',
  'jurisdiction',
] as const;
type ClauseId = (typeof CLAUSE_ORDER)[number];

export function clauseNumber(id: ClauseId): number {
  return CLAUSE_ORDER.indexOf(id) + 1;
}

const clauseRef = (id: ClauseId) => `Cláusula ${clauseNumber(id)}ª`;

const LAW = 'Lei nº 8.245/1991';

const GUARANTEE_TERMS: Record<RentGuaranteeType, string> = {
  CREDPAGO: 'CredPago, garantia contratada pelo LOCATÁRIO junto à CredPago, nas condições por ela aprovadas.',
  SECURITY_DEPOSIT:
    `caução em dinheiro, limitada ao equivalente a três meses de aluguel (art. 38, § 2º, da ${LAW}), ` +
    'devolvida ao fim da locação, deduzidos os débitos e danos apurados.',
  GUARANTOR:
    'fiança prestada por fiador aceito pela LOCADORA, que responde solidariamente pelas obrigações deste ' +
    'contrato até a efetiva restituição do imóvel.',
};

/** The legal regime by length: temporada up to 90 days (art. 48), the general residential rules after. */
function regimeText(data: ContractData): string {
  if (data.period === 'SHORT_PERIOD') {
    return (
      'Esta é uma locação para temporada, destinada à residência temporária do LOCATÁRIO, por prazo não ' +
      `superior a 90 (noventa) dias, regida pelos arts. 48 a 50 da ${LAW}.`
    );
  }
  if (isSeasonal(data)) {
    return (
      'Esta locação residencial, por prazo não superior a 90 (noventa) dias e destinada à residência ' +
      `temporária do LOCATÁRIO, observa as regras da locação para temporada (arts. 48 a 50 da ${LAW}).`
    );
  }
  return (
    'Por ter prazo superior a 90 (noventa) dias, esta locação residencial rege-se pelas disposições gerais ' +
    `da ${LAW}, observado o seu art. 47 quanto à retomada do imóvel ao fim do prazo.`
  );
}

/** An unnumbered paragraph, before sub-clauses that carry the numbers ('9.1. Antes do pagamento…'). */
function intro(text: string): PdfBlock {
  return { kind: 'paragraph', runs: [{ text }] };
}

/** The sections of a policy as sub-clauses ('9.1. Antes do pagamento aprovado'), links as plain text. */
function policyBlocks(id: ClauseId, document: LegalDocument): PdfBlock[] {
  return document.sections.flatMap((section, index): PdfBlock[] => [
    { kind: 'subheading', text: `${clauseNumber(id)}.${index + 1}. ${section.title}` },
    ...section.blocks.map(
      (block): PdfBlock =>
        block.kind === 'paragraph'
          ? { kind: 'paragraph', runs: [{ text: markupToPlainText(block.text) }] }
          : { kind: 'list', items: block.items.map((item) => [{ text: markupToPlainText(item) }]) },
    ),
  ]);
}

function priceClause(data: ContractData): Clause {
  const total = formatMoney(data.totalCents);
  const payment = data.paymentType ? PAYMENT_TYPE_LABELS[data.paymentType] : 'a definir';
  return {
    id: 'price',
    title: 'DO PREÇO E DO PAGAMENTO',
    body: [
      `Pela locação, o LOCATÁRIO pagará o valor total de ${total} (${amountInWords(data.totalCents)}), ` +
        'composto pelos itens abaixo, calculados pela plataforma Estadia no momento da reserva:',
      { kind: 'amounts', rows: priceRows(data), total: { label: 'Valor total da locação', amount: total } },
      `Forma de pagamento: ${payment}.` +
        (data.paymentType
          ? ''
          : ' O LOCATÁRIO a escolherá na plataforma, entre as formas oferecidas, ao realizar o pagamento.'),
      ...whenRentIsDue(data),
      ...(data.paymentType === 'BANK_SLIP_MONTHLY'
        ? [
            'No pagamento por boleto mensal, cada parcela vence na data indicada no respectivo boleto, emitido ' +
              'na plataforma. O atraso sujeita o LOCATÁRIO a multa de 2% (dois por cento) e a juros de mora de ' +
              '1% (um por cento) ao mês sobre o valor em atraso.',
          ]
        : []),
    ],
  };
}

/** When the rent may be asked (Lei 8.245/1991): the regime the lease's length and guarantee give it. */
function whenRentIsDue(data: ContractData): string[] {
  const regime = data.rentRegime;
  const hold =
    `Depois da aprovação da reserva, o pagamento deve ser confirmado em até ${formatHours(data.holdHours)}; ` +
    'sem a confirmação nesse prazo, a pré-locação é cancelada automaticamente, sem nenhuma cobrança, e as ' +
    'datas voltam a ficar disponíveis.';
  if (regime === 'UP_FRONT')
    return [
      hold,
      `Nos termos do art. 49 da ${LAW}, a LOCADORA pode receber antecipadamente, de uma só vez, o ` +
        'aluguel e os encargos da locação para temporada.',
    ];
  if (regime === 'MONTH_AHEAD')
    return [
      hold.replace('o pagamento deve ser confirmado', 'o pagamento do primeiro mês deve ser confirmado'),
      `Não sendo a locação garantida por nenhuma das modalidades do art. 37 da ${LAW}, o aluguel é pago mês ` +
        'a mês, por boleto, cada período de 30 (trinta) dias até o seu primeiro dia, nunca mais de um mês ' +
        'adiantado (art. 42).',
    ];
  return [
    `Garantida a locação, nenhum aluguel é exigido antecipadamente (arts. 20 e 43, III, da ${LAW}): a ` +
      (data.securityDepositCents
        ? 'locação é confirmada com o pagamento da caução, e cada período'
        : 'locação é confirmada com a assinatura deste contrato, e cada período') +
      ' de 30 (trinta) dias é cobrado ' +
      'por boleto depois de vivido, com vencimento no 6º (sexto) dia útil contado do dia seguinte ao seu ' +
      'término (art. 23, I).',
  ];
}

/**
 * The furniture the apartment is handed over with, room by room (Lei 8.245/1991, art. 48, parágrafo
 * único: a furnished temporada rental lists its furniture and utensils and their condition).
 */
function furnitureParagraphs(data: ContractData): (string | PdfBlock)[] {
  if (data.furniture.length === 0) return [];
  const rooms = new Map<string, string[]>();
  for (const entry of data.furniture) {
    const items = rooms.get(entry.room) ?? [];
    if (items.length === 0) rooms.set(entry.room, items);
    items.push(furnitureLabel(entry));
  }
  return [
    `Integram a locação os seguintes móveis e utensílios (art. 48, parágrafo único, da ${LAW}), cujo estado ` +
      `é descrito na vistoria de entrada (${clauseRef('inspection')}):`,
    {
      kind: 'list',
      items: [...rooms].map(([room, items]) => [
        { text: `${room}: `, bold: true },
        { text: `${items.join(', ')}.` },
      ]),
    },
  ];
}

/**
 * Leaving before the end (the policy's 'Saída antecipada', computed by the same domain rule): a long
 * stay states its own fine, in reais, as art. 4º of Lei 8.245/1991 asks the contract to agree it.
 */
function earlyDepartureText(data: ContractData): string {
  if (data.period === 'SHORT_PERIOD')
    return (
      'O LOCATÁRIO pode antecipar a saída pela plataforma: as noites não usadas são devolvidas, retido o valor ' +
      `de uma noite quando o aviso vier com menos de ${EARLY_DEPARTURE_SHORT_NOTICE_DAYS} dias de antecedência ` +
      `da nova data de saída (${clauseRef('cancellation')}).`
    );
  const fine = earlyDepartureFineCents(data.totalCents, data.nights);
  return (
    `O LOCATÁRIO pode devolver o imóvel antes do fim do prazo (${EARLY_DEPARTURE_LAW}), pagando a multa aqui ` +
    `pactuada de ${formatMoney(fine)} (${amountInWords(fine)}), equivalente a 30 noites desta locação, reduzida ` +
    'na proporção do tempo que faltar (multa × noites restantes ÷ noites do contrato); as noites posteriores à ' +
    'devolução não são devidas. Fica dispensado da multa se a devolução decorrer de transferência pelo seu ' +
    'empregador, público ou privado, para prestar serviços em outra localidade, notificada por escrito com no ' +
    `mínimo ${EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS} (trinta) dias de antecedência (parágrafo único do mesmo artigo).`
  );
}

export function contractClauses(data: ContractData): Clause[] {
  const occupants = pluralize(data.modality.maxOccupants, 'pessoa');
  const modality =
    `${data.modality.name} (${pluralize(data.modality.bedrooms, 'quarto')}, ` +
    `${String(data.modality.areaM2).replace('.', ',')} m², para até ${occupants})`;
  const spots = carSpotsText(data.carSpots);
  const guarantee = data.rentGuaranteeType;
  const clauses: Clause[] = [
    {
      id: 'object',
      title: 'DO OBJETO',
      body: [
        `A LOCADORA dá em locação ao LOCATÁRIO a unidade ${apartmentLabel(data.apartment)} do empreendimento ` +
          `${data.project.name}, situado em ${projectAddress(data)}, na modalidade ${modality}, mobiliada e ` +
          'equipada com os móveis e utensílios que a guarnecem.' +
          (spots ? ` A locação inclui ${spots}, para uso durante o período contratado.` : ''),
        'O imóvel destina-se exclusivamente à residência do LOCATÁRIO e das pessoas informadas na reserva, ' +
          'vedado qualquer outro uso.',
        ...furnitureParagraphs(data),
      ],
    },
    {
      id: 'term',
      title: 'DO PRAZO',
      body: [
        `A locação vigora de ${formatBrDate(data.startDate)} a ${formatBrDate(data.endDate)}, por ` +
          `${pluralize(data.nights, 'noite')} (${PERIOD_KIND_LABELS[data.period]}), com entrada (check-in) a ` +
          `partir das ${CHECK_IN_TIME} do primeiro dia e saída (check-out) até as ${CHECK_OUT_TIME} do último.`,
        regimeText(data),
        'Ao fim do prazo, o LOCATÁRIO restituirá o imóvel até o horário de saída, nas condições em que o ' +
          'recebeu, ressalvado o desgaste natural do uso. A permanência além do prazo depende de concordância ' +
          'prévia da LOCADORA e da disponibilidade da unidade.',
      ],
    },
    priceClause(data),
    {
      id: 'guarantee',
      title: 'DA GARANTIA',
      body: [
        `Garantia locatícia: ${guarantee ? GUARANTEE_TERMS[guarantee] : 'a definir.'}`,
        ...(guarantee === 'SECURITY_DEPOSIT' && data.securityDepositCents
          ? [
              `Valor da caução: ${formatMoney(data.securityDepositCents)}, paga antes da entrada e mantida em nome ` +
                'do LOCATÁRIO, com o rendimento da caderneta de poupança de cada mês (art. 38, § 2º).',
            ]
          : []),
        ...(guarantee === 'GUARANTOR' && data.guarantor
          ? [
              `FIADOR: ${guarantorQualification(data.guarantor)}, que assina este contrato como devedor solidário.`,
            ]
          : []),
        `Não se admite mais de uma modalidade de garantia neste contrato (art. 37, parágrafo único, da ${LAW}).`,
      ],
    },
    {
      id: 'use',
      title: 'DO USO E DA OCUPAÇÃO',
      body: [
        `O apartamento pode ser ocupado por até ${occupants}, contando o LOCATÁRIO, e somente pelas pessoas ` +
          'informadas na reserva.',
        'É vedado sublocar, ceder ou emprestar o imóvel, no todo ou em parte, sem o consentimento prévio e por ' +
          `escrito da LOCADORA (art. 13 da ${LAW}).`,
        `O LOCATÁRIO, os demais ocupantes e os seus visitantes observarão o Regulamento interno ` +
          `(${clauseRef('house-rules')}) e as normas do condomínio do empreendimento.`,
      ],
    },
    {
      id: 'provider-duties',
      title: 'DAS OBRIGAÇÕES DA LOCADORA',
      body: [
        'A LOCADORA obriga-se a entregar o imóvel limpo e em estado de servir ao uso a que se destina, com os ' +
          'móveis e utensílios em funcionamento; a garantir, durante a locação, o uso pacífico do imóvel; a ' +
          'responder pelos vícios ou defeitos anteriores à locação; e a manter canais de atendimento para ' +
          `emergências (art. 22, I, II e IV, da ${LAW}).`,
      ],
    },
    {
      id: 'customer-duties',
      title: 'DAS OBRIGAÇÕES DO LOCATÁRIO',
      body: [
        `Além das previstas no art. 23 da ${LAW}, são obrigações do LOCATÁRIO:`,
        {
          kind: 'list',
          items: [
            'pagar pontualmente o preço ajustado;',
            'usar o imóvel apenas para residência, com o mesmo cuidado que teria se fosse seu;',
            'restituir o imóvel, finda a locação, no estado em que o recebeu, salvo as deteriorações ' +
              'decorrentes do seu uso normal;',
            'comunicar à LOCADORA qualquer dano ou defeito cuja reparação a ela incumba;',
            'reparar os danos causados por si, pelos demais ocupantes, por visitantes ou por animais;',
            'não modificar a forma interna ou externa do imóvel sem consentimento prévio e por escrito da ' +
              'LOCADORA;',
            'permitir a vistoria do imóvel, mediante combinação prévia de dia e hora.',
          ].map((item) => [{ text: item }]),
        },
      ],
    },
    {
      id: 'inspection',
      title: 'DA VISTORIA E DOS DANOS',
      body: [
        'Na entrega das chaves e na sua devolução, a LOCADORA fará a vistoria do imóvel (vistoria de entrada ' +
          'e vistoria de saída), cômodo por cômodo, descrevendo o estado de cada item da relação de móveis e ' +
          `utensílios (${clauseRef('object')}) e registrando-o em fotos (art. 22, V, e art. 23, III, da ${LAW}). ` +
          'O laudo de cada vistoria é enviado ao LOCATÁRIO e fica disponível na página da locação, em PDF.',
        `O LOCATÁRIO poderá concordar com o laudo ou contestar itens, com comentários, em até ${INSPECTION_CONTEST_DAYS} ` +
          `(cinco) dias do seu registro; depois desse prazo, o laudo vale como registrado. A comparação entre a ` +
          'vistoria de entrada e a de saída indica o estado em que o imóvel deve ser restituído, ressalvado o ' +
          'desgaste natural do uso.',
        'Danos ao imóvel, aos móveis ou aos equipamentos causados durante a locação serão cobrados do ' +
          'LOCATÁRIO pelo custo de reparo ou de reposição.',
      ],
    },
    {
      id: 'cancellation',
      title: 'DA POLÍTICA DE CANCELAMENTO',
      body: [
        intro('A Política de cancelamento do Estadia, transcrita a seguir, integra este contrato:'),
        ...policyBlocks('cancellation', cancellationPolicy(data.holdHours)),
      ],
    },
    {
      id: 'house-rules',
      title: 'DO REGULAMENTO INTERNO',
      body: [
        intro(
          'O Regulamento interno, transcrito a seguir, integra este contrato e obriga o LOCATÁRIO, os demais ' +
            'ocupantes e os seus visitantes:',
        ),
        ...policyBlocks('house-rules', HOUSE_RULES),
      ],
    },
    {
      id: 'termination',
      title: 'DA RESCISÃO',
      body: [
        'A infração de qualquer cláusula deste contrato ou do Regulamento interno autoriza a rescisão da ' +
          `locação pela parte prejudicada (art. 9º, II, da ${LAW}), sem prejuízo da cobrança dos danos causados.`,
        `O cancelamento e a desistência seguem a Política de cancelamento (${clauseRef('cancellation')}).`,
        earlyDepartureText(data),
      ],
    },
    {
      id: 'personal-data',
      title: 'DOS DADOS PESSOAIS',
      body: [
        'Os dados pessoais do LOCATÁRIO são tratados pela LOCADORA para celebrar e executar este contrato e ' +
          'para cumprir obrigações legais (art. 7º, II e V, da Lei nº 13.709/2018 – LGPD), conforme a Política ' +
          'de Privacidade publicada na plataforma.',
      ],
    },
    {
      id: 'signature',
      title: 'DA ASSINATURA ELETRÔNICA',
      body: [
        'O LOCATÁRIO assina este contrato eletronicamente, na plataforma Estadia, ao declarar que leu e aceita ' +
          'os seus termos depois de entrar na própria conta com e-mail e senha. Trata-se de assinatura ' +
          'eletrônica simples (art. 4º, I, da Lei nº 14.063/2020), que as partes admitem como válida para ' +
          'comprovar a autoria e a integridade deste documento (art. 10, § 2º, da Medida Provisória nº ' +
          '2.200-2/2001).',
        'A assinatura registra a data e a hora, o endereço IP, o navegador utilizado e o resumo criptográfico ' +
          '(SHA-256) deste documento, impressos no Manifesto de assinatura eletrônica que acompanha a via ' +
          'assinada, disponível ao LOCATÁRIO em Minhas locações. A LOCADORA manifesta a sua concordância ao ' +
          'emitir este contrato pela plataforma.',
      ],
    },
    {
      id: 'jurisdiction',
      title: 'DO FORO',
      body: [
        `Fica eleito o foro da comarca de ${data.project.city} - ${data.project.stateInitials}, onde se situa o ` +
          `imóvel (art. 58, II, da ${LAW}), ressalvado ao LOCATÁRIO consumidor o direito de propor ação no foro ` +
          'do seu domicílio (art. 101, I, do Código de Defesa do Consumidor).',
      ],
    },
  ];
  return clauses.sort((a, b) => clauseNumber(a.id) - clauseNumber(b.id));
}
