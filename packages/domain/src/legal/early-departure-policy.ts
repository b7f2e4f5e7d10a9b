import { LONG_PERIOD_NIGHTS, SHORT_PERIOD_MAX_NIGHTS } from '../constants/business.ts';
import { formatMoney } from '../money/format.ts';
import { pluralize } from '../money/plural.ts';
import {
  EARLY_DEPARTURE_FINE_NIGHTS,
  EARLY_DEPARTURE_LAW,
  EARLY_DEPARTURE_SHORT_FEE_NIGHTS,
  EARLY_DEPARTURE_SHORT_NOTICE_DAYS,
  EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS,
  earlyDepartureQuote,
} from '../stay/early-departure.ts';
import { type LegalSection, list, paragraph } from './legal-document.ts';

/**
 * The example the policy works out: a 90-night stay of R$ 9.000,00 left 30 nights early, computed by the
 * very function that quotes and charges an early departure.
 */
export function earlyDepartureExample() {
  return earlyDepartureQuote({
    startDate: '2027-01-01',
    endDate: '2027-04-01',
    date: '2027-03-02',
    today: '2027-02-01',
    valueCents: 900_000,
    paidCents: 900_000,
  });
}

/** 'Saída antecipada': the policy's section, and through it a clause of every contract. */
export function earlyDepartureSection(): LegalSection {
  const example = earlyDepartureExample();
  const exampleNights = example.nightsKept + example.nightsReleased;
  return {
    id: 'saida-antecipada',
    title: 'Saída antecipada',
    blocks: [
      paragraph(
        'Durante a estadia você pode sair antes da data prevista: em [Minhas locações](/minhas-locacoes), abra ' +
          'a locação, escolha a nova data de saída em “Antecipar saída” e veja, antes de confirmar, quanto custa ' +
          'e quanto volta. Ao confirmar, as noites depois da nova data voltam a ficar disponíveis, as parcelas ' +
          'que ainda não venceram são canceladas, a vistoria de saída e a limpeza passam para a nova data e o ' +
          'código de acesso vale até ela.',
      ),
      list([
        `**Estadias curtas (até ${pluralize(SHORT_PERIOD_MAX_NIGHTS, 'noite')}, preço por noite):** as noites não ` +
          `usadas são devolvidas. Com aviso de ${EARLY_DEPARTURE_SHORT_NOTICE_DAYS} dias ou mais antes da nova data ` +
          `de saída, a devolução é integral; com menos, fica retido o valor de ` +
          `${pluralize(EARLY_DEPARTURE_SHORT_FEE_NIGHTS, 'noite')}.`,
        `**Estadias longas (${LONG_PERIOD_NIGHTS} noites ou mais):** como permite o ${EARLY_DEPARTURE_LAW}, ` +
          'você pode devolver o imóvel antes do fim do contrato pagando a multa combinada, proporcional ao ' +
          `tempo que falta. A multa do contrato é o valor de ${EARLY_DEPARTURE_FINE_NIGHTS} noites da estadia ` +
          '(valor total ÷ noites do contrato × ' +
          `${EARLY_DEPARTURE_FINE_NIGHTS}) e é reduzida na proporção das noites que faltam: multa × noites que ` +
          'faltam ÷ noites do contrato. As noites depois da nova data não são cobradas.',
        '**Transferência pelo empregador:** não há multa quando a saída acontece porque o seu empregador, ' +
          'público ou privado, transferiu você para trabalhar em outra cidade e você nos avisou por escrito com ' +
          `pelo menos ${EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS} dias de antecedência (parágrafo único do ` +
          `${EARLY_DEPARTURE_LAW}). Envie a carta de transferência junto com o pedido; a data do envio conta ` +
          'como a data do aviso.',
      ]),
      paragraph(
        `Exemplo: numa estadia de ${pluralize(exampleNights, 'noite')} por ` +
          `${formatMoney(example.keptValueCents + example.releasedValueCents)}, a multa do contrato é de ` +
          `${formatMoney(example.contractFineCents)}. Saindo ${pluralize(example.nightsReleased, 'noite')} antes, ` +
          `ela fica em ${formatMoney(example.feeCents)} (${example.nightsReleased} de ${exampleNights} noites), e ` +
          `a estadia passa a custar ${formatMoney(example.newValueCents)}: ` +
          `${formatMoney(example.keptValueCents)} das noites usadas mais a multa. O que tiver sido pago além ` +
          'disso é devolvido; o que faltar é cobrado nas parcelas que ficam.',
      ),
    ],
  };
}
