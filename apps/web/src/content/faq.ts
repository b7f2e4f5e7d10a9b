import {
  CHECK_IN_AND_OUT,
  type FaqEntry,
  HOW_TO_BOOK,
  PAYMENT_METHODS_ENTRY,
  SHORT_OR_LONG_STAY,
} from './faq-highlights';

// Every frequently asked question, grouped by theme, as /faq shows them.

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'reservas',
    title: 'Reservas',
    entries: [
      SHORT_OR_LONG_STAY,
      HOW_TO_BOOK,
      {
        id: 'cadastro-necessario',
        question: 'Preciso ter cadastro para reservar?',
        answer: [
          'Sim. Criar a conta é gratuito e leva poucos minutos. Para enviar uma solicitação, seu cadastro precisa estar completo: dados pessoais, documentos (RG e CPF) e endereço, porque essas informações entram no contrato de locação.',
        ],
      },
      {
        id: 'aprovacao',
        question: 'Quanto tempo leva a aprovação da reserva?',
        answer: [
          'Quando o cadastro está completo, a aprovação costuma ser imediata. Se alguma informação precisar de análise, nossa equipe avisa pelo e-mail cadastrado, e você acompanha o andamento em Minhas locações.',
        ],
      },
    ],
  },
  {
    id: 'pagamentos',
    title: 'Pagamentos',
    entries: [
      PAYMENT_METHODS_ENTRY,
      {
        id: 'prazo-de-pagamento',
        question: 'Qual é o prazo para pagar depois da aprovação?',
        answer: [
          'Depois que a reserva é aprovada, as noites ficam guardadas para você por até 48 horas. Se o pagamento não for confirmado nesse prazo, a pré-locação é cancelada automaticamente e as datas voltam a ficar disponíveis.',
        ],
      },
      {
        id: 'garagem',
        question: 'Posso contratar vaga de garagem?',
        answer: [
          'Sim, nos projetos que oferecem vagas. Há vagas comuns e cobertas, cobradas por dia e somadas ao valor da estadia. Você escolhe a quantidade ao montar a reserva.',
        ],
      },
    ],
  },
  {
    id: 'estadia',
    title: 'Durante a estadia',
    entries: [
      CHECK_IN_AND_OUT,
      {
        id: 'acesso-ao-apartamento',
        question: 'Como recebo o acesso ao apartamento?',
        answer: [
          'Assim que o pagamento é aprovado, o código de acesso do apartamento aparece nos detalhes da locação, em Minhas locações. Ele é pessoal: não o compartilhe com quem não está na reserva.',
        ],
      },
      {
        id: 'mobiliado',
        question: 'Os apartamentos são mobiliados?',
        answer: [
          'Sim. Todos os apartamentos são entregues mobiliados e equipados para você chegar só com a mala. As comodidades de cada projeto aparecem na página da unidade.',
        ],
      },
      {
        id: 'animais',
        question: 'Posso levar meu animal de estimação?',
        answer: [
          'Animais de pequeno porte são bem-vindos, desde que você avise nossa equipe antes do check-in. As regras completas estão no Regulamento interno.',
        ],
      },
    ],
  },
  {
    id: 'cancelamento',
    title: 'Cancelamento e empresas',
    entries: [
      {
        id: 'cancelar-reserva',
        question: 'Posso cancelar minha reserva?',
        answer: [
          'Sim. Enquanto o pagamento não foi aprovado, você cancela a reserva em Minhas locações, sem custo, informando o motivo. Depois do pagamento, fale com a nossa equipe. Os detalhes estão na Política de cancelamento.',
        ],
      },
      {
        id: 'empresas',
        question: 'A Estadia atende empresas?',
        answer: [
          'Sim. Hospedamos equipes em viagens de trabalho, transferências e projetos temporários. Preencha o formulário de Reserva corporativa e nossa equipe comercial entra em contato com uma proposta.',
        ],
      },
    ],
  },
];
