import {
  CANCELLABLE_STATUSES,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  CONTACT,
  formatPhone,
  RENTAL_STATUS_TABLE,
} from '@estadia/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const CANCELLABLE_LABELS = CANCELLABLE_STATUSES.map((status) => RENTAL_STATUS_TABLE[status].label);

const SECTIONS: LegalSection[] = [
  {
    id: 'antes-do-pagamento',
    title: 'Antes do pagamento aprovado',
    body: (
      <>
        <p>
          Enquanto o pagamento não foi aprovado, a reserva ainda é uma pré-locação e pode ser cancelada por
          você, sem custo, em <Link to="/minhas-locacoes">Minhas locações</Link>. Isso vale para as reservas
          nas situações:
        </p>
        <ul>
          {CANCELLABLE_LABELS.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <p>Ao cancelar, as datas voltam a ficar disponíveis para outros hóspedes imediatamente.</p>
      </>
    ),
  },
  {
    id: 'motivos',
    title: 'Motivo do cancelamento',
    body: (
      <>
        <p>
          Para concluir o cancelamento, escolha o motivo que melhor descreve a sua situação. Ele nos ajuda a
          melhorar o serviço e não altera nenhuma condição da sua reserva:
        </p>
        <ul>
          {CANCELLATION_REASONS.map((reason) => (
            <li key={reason}>{CANCELLATION_REASON_LABELS[reason]}</li>
          ))}
        </ul>
        <p>Se escolher “{CANCELLATION_REASON_LABELS.OTHER}”, conte em poucas palavras o que aconteceu.</p>
      </>
    ),
  },
  {
    id: 'cancelamento-automatico',
    title: 'Cancelamento automático',
    body: (
      <p>
        Depois que a reserva é aprovada, as noites ficam guardadas para você por até 48 horas aguardando o
        pagamento. Se o pagamento não for confirmado nesse prazo, a pré-locação é cancelada automaticamente e
        nenhum valor é cobrado. Você pode fazer uma nova solicitação a qualquer momento, sujeita à
        disponibilidade.
      </p>
    ),
  },
  {
    id: 'depois-do-pagamento',
    title: 'Depois do pagamento aprovado',
    body: (
      <>
        <p>
          Com o pagamento aprovado, a locação está confirmada e o cancelamento deixa de ser feito pelo site.
          Fale com a nossa equipe pelo e-mail <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> ou pelo
          telefone <a href={CONTACT.phoneHref}>{formatPhone(CONTACT.phone)}</a>.
        </p>
        <p>
          Como a contratação é feita pela internet, você pode desistir em até 7 dias contados da assinatura do
          contrato, com devolução integral dos valores pagos, desde que a estadia ainda não tenha começado
          (art. 49 do Código de Defesa do Consumidor). Fora desse prazo, valem as condições de rescisão do
          contrato assinado.
        </p>
      </>
    ),
  },
  {
    id: 'reembolso',
    title: 'Como o reembolso é feito',
    body: (
      <ul>
        <li>
          <strong>Pix:</strong> devolvido para a mesma conta de origem do pagamento.
        </li>
        <li>
          <strong>Cartão de crédito:</strong> estornado no cartão usado; o crédito aparece em uma das próximas
          faturas, conforme o banco emissor.
        </li>
        <li>
          <strong>Boleto:</strong> transferido para uma conta bancária de mesma titularidade do cadastro,
          informada à nossa equipe.
        </li>
      </ul>
    ),
  },
];

export function CancellationPolicyPage() {
  return (
    <LegalDocument
      title="Política de cancelamento"
      intro="Quando e como cancelar uma reserva, o que acontece com as datas e como funciona o reembolso."
      updatedAt="01/09/2025"
      sections={SECTIONS}
    />
  );
}
