import { useParams } from 'react-router';
import { ContractSigners } from '@/components/contracts/contract-signers';
import { ContractSigningForm } from '@/components/contracts/contract-signing-form';
import { contractFileName } from '@/components/payments/file-names';
import { RentalStaySummary } from '@/components/rentals/rental-stay-summary';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { FileTextIcon } from '@/components/ui/file-icons';
import { Container, PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getSignedContractPdf } from '@/lib/contracts/get-signed-contract';
import { GUARANTOR_STEP_LABELS, guarantorStep } from '@/lib/guarantor/guarantor-step';
import { useFollowedRental } from '@/lib/rentals/get-rental';
import { GuaranteedExtensions } from './guaranteed-extensions';

const STEP_TEXT = {
  AWAITING_REVIEW:
    'Estamos analisando as suas respostas. Aprovado, você recebe um e-mail e assina o contrato aqui, com esta conta.',
  TO_SIGN:
    'Leia o contrato, que qualifica você (e o cônjuge que consente) na cláusula da garantia, e assine. A locação ' +
    'segue quando você e o locatário tiverem assinado.',
  AWAITING_CUSTOMER:
    'Você assinou. Falta a assinatura do locatário: avisamos quando o contrato estiver completo.',
  SIGNED: 'O contrato foi assinado por todas as partes. Guarde a sua via assinada.',
  ENDED: 'Esta locação foi encerrada: não há nada a fazer.',
} as const;

/**
 * '/fiador/locacoes/:rentId': the lease as its fiador sees it (GET /api/rentals/:rentId answers them without the
 * customer's payments, door or guests): the stay and its value, who signed, the contract to read and sign from
 * their own account, and the signed copy once there is one; then each extension's addendum they sign.
 */
export function GuaranteedRentalPage() {
  const { rentId = '' } = useParams();
  const rental = useFollowedRental(rentId);
  return (
    <Container className="py-12 sm:py-16">
      <QueryState
        query={rental}
        error={{ title: 'Não foi possível carregar a locação', retry: 'primary' }}
        loading={
          <div className="max-w-3xl space-y-4" aria-busy="true">
            <span className="sr-only" role="status">
              Carregando a locação
            </span>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-48 w-full" />
          </div>
        }
      >
        {(data) => {
          const step = guarantorStep(data);
          return (
            <div className="max-w-3xl space-y-6">
              <PageHeader
                eyebrow={
                  <ButtonLink to="/fiador/locacoes" variant="ghost" size="sm">
                    ← Locações que você garante
                  </ButtonLink>
                }
                title={`Fiança · ${data.project.name}`}
                intro={STEP_TEXT[step]}
              />
              <Badge tone={step === 'TO_SIGN' ? 'warning' : 'info'}>{GUARANTOR_STEP_LABELS[step]}</Badge>
              <section
                aria-labelledby="fianca-locacao"
                className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
              >
                <h2 id="fianca-locacao" className="text-lg font-semibold text-ink">
                  A locação
                </h2>
                <RentalStaySummary rental={data} />
              </section>
              {step !== 'AWAITING_REVIEW' && step !== 'ENDED' && (
                <section
                  aria-labelledby="fianca-contrato"
                  className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
                >
                  <h2 id="fianca-contrato" className="text-lg font-semibold text-ink">
                    Contrato
                  </h2>
                  <ContractSigners rental={data} you="GUARANTOR" />
                  {step === 'TO_SIGN' && <ContractSigningForm rentId={data.id} />}
                  {data.contract.signatures && data.contract.signatures.length > 0 && step !== 'TO_SIGN' && (
                    <DownloadButton
                      fetchFile={() => getSignedContractPdf(data.id)}
                      fileName={contractFileName(data.id, { signed: true })}
                      icon={<FileTextIcon className="size-4" />}
                    >
                      Baixar contrato assinado
                    </DownloadButton>
                  )}
                </section>
              )}
              {step === 'SIGNED' && (
                <GuaranteedExtensions rentId={data.id} guarantorName={data.guarantee?.guarantor?.name} />
              )}
              {step === 'ENDED' && <Alert tone="info">{STEP_TEXT.ENDED}</Alert>}
            </div>
          );
        }}
      </QueryState>
    </Container>
  );
}
