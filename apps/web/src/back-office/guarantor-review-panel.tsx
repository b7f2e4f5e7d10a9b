import {
  formatBrDate,
  formatBrDateTime,
  formatCep,
  formatCpf,
  formatMoney,
  type GuarantorReview,
} from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { DownloadButton } from '../components/ui/download-button';
import { type Fact, FactList } from '../components/ui/fact-list';
import { Textarea } from '../components/ui/input';
import { QueryState } from '../components/ui/query-state';
import { SectionPanel } from '../components/ui/section-panel';
import { errorMessage } from '../lib/api-error';
import type { WithDates } from '../lib/date-fields';
import { getPrivateFile } from './get-private-file';
import { useDecideGuarantor, useGuarantorReview } from './guarantor-api';
import { useStaffAccess } from './use-staff-access';

const when = (instant: string) => formatBrDateTime(new Date(instant), { seconds: false });

function addressOf(address: Record<string, unknown>): string {
  const city = (address.city ?? {}) as { name?: string; stateInitials?: string };
  const parts = [
    [address.street, address.number].filter(Boolean).join(', '),
    address.complement,
    address.neighborhood,
    [city.name, city.stateInitials].filter(Boolean).join(' - '),
    typeof address.postCode === 'string' ? formatCep(address.postCode) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The fiador's qualification as the contract will state it, for staff to check. */
export function guarantorFacts(review: WithDates<GuarantorReview>): Fact[] {
  const facts: Fact[] = [
    { term: 'Nome', value: review.name },
    { term: 'E-mail', value: review.email },
    { term: 'CPF', value: formatCpf(review.cpf) },
    { term: 'Convidado em', value: when(review.invitedAt) },
  ];
  const answers = review.answers;
  if (!answers) return facts;
  return [
    ...facts,
    { term: 'Respondeu em', value: review.acceptedAt ? when(review.acceptedAt) : '—' },
    { term: 'Nascimento', value: formatBrDate(answers.birthdate) },
    { term: 'Estado civil', value: answers.maritalStatusLabel },
    ...(answers.spouse
      ? [
          {
            term: 'Cônjuge (consente)',
            value: `${answers.spouse.name} · CPF ${formatCpf(answers.spouse.cpf)}`,
          },
        ]
      : []),
    { term: 'Renda mensal', value: formatMoney(answers.monthlyIncomeCents) },
    { term: 'Endereço', value: addressOf(answers.address) },
  ];
}

function Decision({ rentId }: { rentId: string }) {
  const decide = useDecideGuarantor(rentId);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div className="space-y-3">
      {refusing && (
        <Textarea
          aria-label="Motivo da recusa (o cliente recebe por e-mail)"
          placeholder="Por exemplo: renda insuficiente para o aluguel"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        {!refusing && (
          <Button size="sm" onClick={() => decide.mutate({ approve: true })} isLoading={decide.isPending}>
            Aprovar fiador
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          isLoading={refusing && decide.isPending}
          onClick={() => (refusing ? decide.mutate({ approve: false, reason }) : setRefusing(true))}
        >
          {refusing ? 'Confirmar recusa' : 'Recusar fiador'}
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Fiador' on the back-office's rental page: who the customer named, the answers and documents once given,
 * and — for those who may write rentals — approve, or refuse with a reason the customer is told.
 */
export function GuarantorReviewPanel({ rentId }: { rentId: string }) {
  const review = useGuarantorReview(rentId);
  const canWrite = useStaffAccess('rentals', 'write');
  return (
    <SectionPanel title="Fiador" description="A fiança: quem garante a locação, analisado pela equipe.">
      <QueryState
        query={review}
        error={{ title: 'Não foi possível carregar o fiador' }}
        loading={<p className="text-sm text-ink-muted">Carregando o fiador…</p>}
      >
        {(data) => (
          <div className="space-y-4">
            <Badge
              tone={data.status === 'ACTIVE' ? 'success' : data.status === 'REFUSED' ? 'error' : 'warning'}
            >
              {data.answers || data.status !== 'PENDING'
                ? data.statusLabel
                : 'Aguardando a resposta do fiador'}
            </Badge>
            <FactList facts={guarantorFacts(data)} />
            {data.refusalReason && <p className="text-sm text-ink">Motivo da recusa: {data.refusalReason}</p>}
            {data.documents.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {data.documents.map((fileName, index) => (
                  <li key={fileName}>
                    <DownloadButton
                      fetchFile={() => getPrivateFile(`/api/admin/files/${encodeURIComponent(fileName)}`)}
                      fileName={`fiador-documento-${index + 1}`}
                      mode="open"
                      variant="ghost"
                    >
                      Abrir documento {index + 1}
                    </DownloadButton>
                  </li>
                ))}
              </ul>
            )}
            {canWrite && data.answers && data.status === 'PENDING' && <Decision rentId={rentId} />}
          </div>
        )}
      </QueryState>
    </SectionPanel>
  );
}
