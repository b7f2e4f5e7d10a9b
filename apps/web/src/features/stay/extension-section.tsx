import { EXTENSION_BILLING_NOTES, formatBrDate, formatBrDateTime, formatMoney } from '@estadia/domain';
import { AddendumSigners, awaitedSigner } from '@/components/stay/addendum-signers';
import { AddendumStep } from '@/components/stay/addendum-step';
import { SignedAddendumDownload } from '@/components/stay/signed-addendum-download';
import { Alert } from '@/components/ui/alert';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { QueryError } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import type { RentalView } from '@/lib/rentals/get-rental';
import { type ExtensionView, useExtensions } from '@/lib/stay/extensions';
import { DifferencePayment } from './difference-payment';
import { ExtensionPlanner } from './extension-planner';
import { extensionRefusalOf } from './extension-rules';

const OPEN = new Set(['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT']);

/**
 * 'Prorrogar estadia': a new check-out on the booking's calendar, the whole stay re-priced by the
 * server, then the addendum signed and the difference paid. The added nights are held from the moment
 * the customer confirms.
 */
export function ExtensionSection({ rental }: { rental: RentalView }) {
  const extensions = useExtensions(rental.id);
  const items = extensions.data?.items ?? [];
  const open = items.find((item) => OPEN.has(item.status));
  const paid = items.find((item) => item.status === 'PAID');
  const refusal = extensionRefusalOf(rental);
  return (
    <SectionPanel
      title="Prorrogar estadia"
      description="Quer ficar mais? Escolha a nova data de saída no calendário, veja o novo valor e pague só a diferença."
    >
      {extensions.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando as prorrogações
          </span>
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : extensions.isError ? (
        <QueryError inline query={extensions} title="Não foi possível carregar as prorrogações" />
      ) : (
        <div className="space-y-5">
          {paid && !open && (
            <Alert tone="success" title={`Estadia prorrogada até ${formatBrDate(paid.end)}`}>
              A nova saída já vale para o código de acesso, o arquivo de calendário e o recibo.
              <div className="mt-2">
                <SignedAddendumDownload extension={paid} />
              </div>
            </Alert>
          )}
          {open ? (
            <OpenExtension rental={rental} extension={open} />
          ) : refusal === null ? (
            <ExtensionPlanner rental={rental} />
          ) : (
            !paid && <p className="text-sm text-ink-muted">{refusal}</p>
          )}
        </div>
      )}
    </SectionPanel>
  );
}

function ExtensionFacts({ extension }: { extension: ExtensionView }) {
  const facts: Fact[] = [
    { term: 'Situação', value: extension.statusLabel },
    { term: 'Nova saída', value: formatBrDate(extension.end) },
    { term: 'Saída anterior', value: formatBrDate(extension.previousEnd) },
    { term: 'Novo valor total', value: formatMoney(extension.rentalValueCents) },
    { term: 'Diferença', value: formatMoney(extension.differenceCents) },
    {
      term: 'Noites reservadas até',
      value: formatBrDateTime(new Date(extension.holdExpiresAt), { seconds: false }),
    },
  ];
  return <FactList facts={facts} />;
}

/** The addendum's step for the customer: sign it, or — signed — wait for the fiador of a fiança. */
function AddendumSignature({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
  const guarantorName = rental.guarantee?.guarantor?.name;
  const twoSigners = (extension.signerRoles?.length ?? 1) > 1;
  const awaited = awaitedSigner(extension, 'TENANT');
  return (
    <div className="space-y-4">
      {twoSigners && <AddendumSigners extension={extension} you="TENANT" guarantorName={guarantorName} />}
      {awaited ? (
        <Alert tone="info" title="Falta a assinatura do fiador">
          Você assinou o termo aditivo. Avisamos {guarantorName ?? 'o fiador'} por e-mail: com a assinatura
          dele, a fiança passa a cobrir as noites acrescentadas e a prorrogação segue. Esta página se atualiza
          sozinha.
        </Alert>
      ) : (
        <AddendumStep
          rentId={rental.id}
          extension={extension}
          heading={
            twoSigners ? '1. Assine o termo aditivo (o fiador também assina)' : '1. Assine o termo aditivo'
          }
        />
      )}
    </div>
  );
}

function OpenExtension({ rental, extension }: { rental: RentalView; extension: ExtensionView }) {
  const monthly = extension.billing !== undefined && extension.billing !== 'AT_ONCE';
  return (
    <div className="space-y-5">
      <Alert tone="info" title={`Noites reservadas até a nova saída em ${formatBrDate(extension.end)}`}>
        {monthly ? 'Assine o termo aditivo' : 'Assine o termo aditivo e pague a diferença'} até{' '}
        {formatBrDateTime(new Date(extension.holdExpiresAt), { seconds: false })}; depois disso, as noites são
        liberadas.
        {monthly && extension.billing && ` ${EXTENSION_BILLING_NOTES[extension.billing]}`}
      </Alert>
      <ExtensionFacts extension={extension} />
      <SignedAddendumDownload extension={extension} />
      {extension.status === 'WAITING_FOR_SIGNATURE' ? (
        <AddendumSignature rental={rental} extension={extension} />
      ) : (
        <DifferencePayment rental={rental} extension={extension} />
      )}
    </div>
  );
}
