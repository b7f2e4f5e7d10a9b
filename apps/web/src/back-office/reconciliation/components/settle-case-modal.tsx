import {
  formatBrDateTime,
  formatMoney,
  type ReconciliationItem,
  rentalShortId,
  type SettleReconciliationRequest,
  settleReconciliationRequestSchema,
} from '@estadia/domain';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FactBox } from '@/components/ui/fact-box';
import { Field } from '@/components/ui/field';
import { FormModal, useFocusAfterSuccess } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useSettleCase } from '../api/settle-case';

interface SettleValues {
  note: string;
}

const resolver = schemaResolver<SettleValues, SettleReconciliationRequest>(settleReconciliationRequestSchema);

/**
 * 'Marcar como resolvido': the provider refused the refund for good, so someone gave the money back
 * another way (a transfer…) and writes here how; the payment becomes refunded, and the audit log says who.
 * A settled case loses its button, so focus goes to `afterSettle` instead of being dropped.
 */
export function SettleCaseModal({
  item,
  onClose,
  afterSettle,
}: {
  item: ReconciliationItem | null;
  onClose: () => void;
  afterSettle?: RefObject<HTMLElement | null>;
}) {
  const settle = useSettleCase();
  const settled = useFocusAfterSuccess(item !== null, afterSettle);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SettleValues, unknown, SettleReconciliationRequest>({ defaultValues: { note: '' }, resolver });

  const close = () => {
    reset();
    setFailure(null);
    settle.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    if (!item) return;
    setFailure(null);
    try {
      await settle.mutateAsync({ caseId: item.id, ...body });
      toastSuccess(
        item.outcome === 'CHARGED_BACK'
          ? 'Contestação marcada como resolvida.'
          : 'Estorno marcado como resolvido.',
      );
      settled();
      close();
    } catch (error) {
      showFormFailure(error, {
        fields: ['note'],
        setError,
        fallback: 'Não foi possível marcar como resolvido agora. Tente de novo.',
        show: setFailure,
      });
    }
  });

  const chargeback = item?.outcome === 'CHARGED_BACK';
  return (
    <FormModal
      open={item !== null}
      onClose={close}
      onSubmit={onSubmit}
      pending={settle.isPending}
      title={chargeback ? 'Marcar contestação como resolvida' : 'Marcar estorno como resolvido'}
      description={
        chargeback
          ? 'Use quando o valor contestado foi recuperado: disputa ganha ou pago de novo por outro meio.'
          : 'Use quando o dinheiro já foi devolvido ao cliente por outro meio.'
      }
      submitLabel="Marcar como resolvido"
      cancelLabel="Voltar"
      failure={failure}
    >
      {item && <CaseFacts item={item} />}
      {chargeback ? (
        <Alert tone="warning">
          O valor passa a constar como recebido de novo e deixa de ser cobrado do cliente; sem outro valor em
          aberto, a locação volta ao normal e o código da porta volta a valer.
        </Alert>
      ) : (
        <Alert tone="warning">
          O pagamento passa a constar como estornado. Não há nova tentativa pelo provedor depois disso.
        </Alert>
      )}
      <Field
        label="Como foi resolvido"
        hint={
          chargeback
            ? 'Por exemplo: disputa ganha em 21/11, ou pago de novo por Pix, comprovante no e-mail do financeiro. Fica na auditoria.'
            : 'Por exemplo: devolvido por transferência em 21/11, comprovante no e-mail do financeiro. Fica na auditoria.'
        }
        error={errors.note?.message}
      >
        {(control) => (
          <Textarea {...control} required maxLength={500} className="min-h-24" {...register('note')} />
        )}
      </Field>
    </FormModal>
  );
}

/** The case settled, so nobody marks the wrong one. */
function CaseFacts({ item }: { item: ReconciliationItem }) {
  const facts: [string, string][] = [
    ['Valor', formatMoney(item.receivedCents)],
    ['Recebido em', formatBrDateTime(new Date(item.at), { seconds: false })],
    ['Motivo', item.reasonLabel],
    ['Locação', rentalShortId(item.rentalId)],
  ];
  if (item.refund?.lastError) facts.push(['Resposta do provedor', item.refund.lastError]);
  return <FactBox facts={facts} termWidth="md" />;
}
