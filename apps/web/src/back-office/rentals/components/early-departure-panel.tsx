import {
  formatBrDate,
  formatBrDateTime,
  formatMoney,
  pluralize,
  TRANSFER_LETTER_REFUSAL_MAX_LENGTH,
  type TransferLetterReview,
  transferLetterStatusLabel,
} from '@estadia/domain';
import { useState } from 'react';
import { getPrivateFile } from '@/back-office/get-private-file';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { Field } from '@/components/ui/field';
import { EyeIcon } from '@/components/ui/file-icons';
import { FormModal } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { SectionPanel } from '@/components/ui/section-panel';
import { errorMessage } from '@/lib/api-error';
import { toastError, toastSuccess } from '@/lib/toast';
import { useReviewTransferLetter } from '../api/review-transfer-letter';

type Departure = NonNullable<AdminRentalDetailView['rental']['earlyDeparture']>;

const TONES: Record<Exclude<TransferLetterReview['status'], 'REFUSED'>, BadgeTone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
};

/**
 * The rental's early departure for the team: dates, fee, refund, rule, and the employer's transfer
 * letter to check. Until accepted the fine is kept; who may give money back (payments:write) accepts
 * the letter — the fine comes back to the customer — or refuses it with the reason the customer reads.
 */
export function EarlyDeparturePanel({
  rentId,
  departure,
  canReview,
}: {
  rentId: string;
  departure: Departure;
  canReview: boolean;
}) {
  const facts: Fact[] = [
    { term: 'Nova saída', value: formatBrDate(departure.date) },
    { term: 'Saída anterior', value: formatBrDate(departure.previousEndDate) },
    { term: 'Noites liberadas', value: pluralize(departure.nightsReleased, 'noite') },
    { term: 'Taxa ou multa', value: formatMoney(departure.feeCents) },
    { term: 'Reembolso', value: formatMoney(departure.refundCents) },
    { term: 'Motivo', value: departure.reason, wide: true },
    { term: 'Regra aplicada', value: departure.rule, wide: true },
  ];
  return (
    <SectionPanel title="Saída antecipada" description="Pedida pelo cliente em Antecipar saída.">
      <FactList facts={facts} />
      {departure.transferLetter && (
        <TransferLetter
          rentId={rentId}
          fileName={departure.transferLetter}
          review={departure.transferLetterReview}
          canReview={canReview}
        />
      )}
    </SectionPanel>
  );
}

function TransferLetter({
  rentId,
  fileName,
  review,
  canReview,
}: {
  rentId: string;
  fileName: string;
  review: TransferLetterReview | null;
  canReview: boolean;
}) {
  const [dialog, setDialog] = useState<'accept' | 'refuse' | null>(null);
  const fetchFile = () => getPrivateFile(`/api/admin/files/${encodeURIComponent(fileName)}`);
  return (
    <section
      aria-labelledby="transfer-letter-title"
      className="mt-6 space-y-3 rounded-xl border border-line p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="transfer-letter-title" className="text-sm font-semibold text-ink">
          Carta de transferência do empregador
        </h3>
        {review && review.status !== 'REFUSED' && (
          <Badge tone={TONES[review.status]}>{transferLetterStatusLabel(review)}</Badge>
        )}
      </div>
      {review ? (
        <p className="text-sm text-ink">
          {review.status === 'ACCEPTED' ? (
            `Aceita${review.reviewedAt ? ` em ${formatBrDateTime(new Date(review.reviewedAt), { seconds: false })}` : ''}: a multa de ${formatMoney(review.waiverCents)} foi devolvida ao cliente.`
          ) : review.status === 'REFUSED' ? (
            <>
              <span className="font-semibold text-danger">{transferLetterStatusLabel(review)}</span> A multa
              de {formatMoney(review.waiverCents)} continua retida.
            </>
          ) : (
            `A multa de ${formatMoney(review.waiverCents)} fica retida até a carta ser conferida. Aceita, ela volta ao cliente (art. 4º, parágrafo único, da Lei nº 8.245/1991).`
          )}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          Enviada antes da conferência pela equipe: a multa já foi dispensada.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <DownloadButton
          fetchFile={fetchFile}
          fileName="carta-de-transferencia"
          mode="open"
          variant="ghost"
          icon={<EyeIcon className="size-4" />}
        >
          Ver a carta
        </DownloadButton>
        {review?.status === 'PENDING' && canReview && (
          <>
            <Button variant="secondary" size="sm" onClick={() => setDialog('refuse')}>
              Recusar carta
            </Button>
            <Button size="sm" onClick={() => setDialog('accept')}>
              Aceitar carta
            </Button>
          </>
        )}
      </div>
      {review?.status === 'PENDING' && !canReview && (
        <p className="text-sm text-ink-muted">
          Aceitar ou recusar a carta cabe a quem pode alterar pagamentos.
        </p>
      )}
      {review?.status === 'PENDING' && canReview && (
        <ReviewDialog rentId={rentId} review={review} mode={dialog} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

function ReviewDialog({
  rentId,
  review,
  mode,
  onClose,
}: {
  rentId: string;
  review: TransferLetterReview;
  mode: 'accept' | 'refuse' | null;
  onClose: () => void;
}) {
  const decide = useReviewTransferLetter(rentId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function submit() {
    if (mode === 'refuse' && reason.trim().length < 3) {
      setError('Diga ao cliente por que a carta foi recusada (ao menos 3 letras).');
      return;
    }
    decide.mutate(
      mode === 'accept' ? { decision: 'ACCEPT' } : { decision: 'REFUSE', reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(
            mode === 'accept'
              ? 'Carta aceita: a multa volta ao cliente.'
              : 'Carta recusada: o cliente foi avisado.',
          );
          close();
        },
        onError: (failure) => {
          toastError(errorMessage(failure, 'Não foi possível registrar a decisão agora.'));
          close();
        },
      },
    );
  }

  return (
    <FormModal
      open={mode !== null}
      onClose={close}
      onSubmit={submit}
      pending={decide.isPending}
      title={mode === 'accept' ? 'Aceitar a carta de transferência?' : 'Recusar a carta de transferência?'}
      description={
        mode === 'accept'
          ? `A multa de ${formatMoney(review.waiverCents)} é devolvida ao cliente (ou sai das parcelas em aberto). O cliente recebe um e-mail.`
          : 'A multa continua retida. O cliente recebe o motivo por e-mail.'
      }
      submitLabel={mode === 'accept' ? 'Aceitar e devolver a multa' : 'Recusar carta'}
      cancelLabel="Voltar"
    >
      {mode === 'refuse' ? (
        <Field label="Motivo da recusa" required error={error ?? undefined} hint="O cliente lê este texto.">
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              maxLength={TRANSFER_LETTER_REFUSAL_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <Alert tone="info">
          Confira se a carta é do empregador, está assinada e traz a data da transferência.
        </Alert>
      )}
    </FormModal>
  );
}
