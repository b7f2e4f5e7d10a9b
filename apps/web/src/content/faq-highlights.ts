import { CHECK_IN_TIME, CHECK_OUT_TIME, LONG_PERIOD_NIGHTS, SHORT_PERIOD_MAX_NIGHTS } from '@estadia/domain';

// The questions the home page shows. They are part of the full FAQ too, which the home page does
// not download.

export interface FaqEntry {
  /** Also the anchor: /faq#<id>. */
  id: string;
  question: string;
  answer: string[];
}

export const SHORT_OR_LONG_STAY: FaqEntry = {
  id: 'estadia-curta-ou-longa',
  question: 'Qual a diferença entre estadia curta e estadia longa?',
  answer: [
    `Estadias de até ${SHORT_PERIOD_MAX_NIGHTS} noites são curtas e cobradas por noite: o valor é o preço da noite multiplicado pela quantidade de noites.`,
    `A partir de ${LONG_PERIOD_NIGHTS} noites, a estadia é longa e o preço é por período de ${LONG_PERIOD_NIGHTS} noites. As noites que passarem de um período completo são cobradas de forma proporcional (o preço do período dividido por ${LONG_PERIOD_NIGHTS}, por noite).`,
  ],
};

export const HOW_TO_BOOK: FaqEntry = {
  id: 'como-reservar',
  question: 'Como faço uma reserva?',
  answer: [
    'Escolha o projeto e a modalidade de apartamento, selecione as datas de entrada e saída e, se precisar, as vagas de garagem. O resumo mostra o valor de cada item antes de você enviar a solicitação.',
    'Depois da aprovação, você assina o contrato digitalmente e faz o pagamento. Tudo pelo site, sem papelada.',
  ],
};

export const PAYMENT_METHODS_ENTRY: FaqEntry = {
  id: 'formas-de-pagamento',
  question: 'Quais são as formas de pagamento?',
  answer: [
    'Você pode pagar com Pix, boleto à vista ou cartão de crédito. Em estadias longas também é possível pagar com boleto mensal, um para cada mês da locação.',
  ],
};

export const CHECK_IN_AND_OUT: FaqEntry = {
  id: 'check-in-check-out',
  question: 'Quais são os horários de check-in e check-out?',
  answer: [
    `O check-in é a partir das ${CHECK_IN_TIME} do dia de entrada e o check-out deve ser feito até as ${CHECK_OUT_TIME} do dia de saída.`,
  ],
};

export const FAQ_HIGHLIGHTS: FaqEntry[] = [
  SHORT_OR_LONG_STAY,
  HOW_TO_BOOK,
  PAYMENT_METHODS_ENTRY,
  CHECK_IN_AND_OUT,
];
