import { formatBrDate, formatMoney } from '@estadia/domain';
import { AddendumSigners, awaitedSigner } from '@/components/stay/addendum-signers';
import { AddendumStep } from '@/components/stay/addendum-step';
import { SignedAddendumDownload } from '@/components/stay/signed-addendum-download';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { FactList } from '@/components/ui/fact-list';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { type ExtensionView, useExtensions } from '@/lib/stay/extensions';

/**
 * The lease's extensions whose addendum the fiador signs (GET /api/rentals/:rentId/extensions answers them only
 * those, without the customer's charges): each to read and sign — consenting, so the fiança covers the added
 * nights — and its signed copy. Nothing is shown while there is none.
 */
export function GuaranteedExtensions({
  rentId,
  guarantorName,
}: {
  rentId: string;
  guarantorName?: string | undefined;
}) {
  const extensions = useExtensions(rentId);
  if (extensions.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Carregando as prorrogações
        </span>
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  if (extensions.isError)
    return <QueryError inline query={extensions} title="Não foi possível carregar as prorrogações" />;
  const items = extensions.data.items;
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="fianca-prorrogacoes"
      className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="fianca-prorrogacoes" className="text-lg font-semibold text-ink">
        Prorrogações
      </h2>
      <p className="text-sm text-ink-muted">
        Quando o locatário pede para ficar mais, o termo aditivo também é seu para assinar: com a sua
        anuência, a fiança passa a cobrir as noites acrescentadas.
      </p>
      <ul className="space-y-5">
        {items.map((extension) => (
          <li key={extension.id} className="space-y-4 border-t border-line pt-5 first:border-t-0 first:pt-0">
            <GuaranteedExtension rentId={rentId} extension={extension} guarantorName={guarantorName} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuaranteedExtension({
  rentId,
  extension,
  guarantorName,
}: {
  rentId: string;
  extension: ExtensionView;
  guarantorName: string | undefined;
}) {
  const toSign =
    extension.status === 'WAITING_FOR_SIGNATURE' &&
    !extension.signatures?.some((signature) => signature.role === 'GUARANTOR');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-ink">Prorrogação até {formatBrDate(extension.end)}</h3>
        <Badge tone={toSign ? 'warning' : 'info'}>
          {toSign ? 'Falta a sua assinatura' : extension.statusLabel}
        </Badge>
      </div>
      <FactList
        facts={[
          { term: 'Saída anterior', value: formatBrDate(extension.previousEnd) },
          { term: 'Nova saída', value: formatBrDate(extension.end) },
          { term: 'Novo valor total da locação', value: formatMoney(extension.rentalValueCents) },
          { term: 'Diferença', value: formatMoney(extension.differenceCents) },
        ]}
      />
      <AddendumSigners extension={extension} you="GUARANTOR" guarantorName={guarantorName} />
      {toSign ? (
        <AddendumStep rentId={rentId} extension={extension} heading="Assine o termo aditivo" asGuarantor />
      ) : (
        awaitedSigner(extension, 'GUARANTOR') && (
          <Alert tone="info" title="Falta a assinatura do locatário">
            Você assinou o termo aditivo. A prorrogação segue quando o locatário também assinar.
          </Alert>
        )
      )}
      {/* The copy signed so far is theirs once they signed it. */}
      {!toSign && <SignedAddendumDownload extension={extension} />}
    </>
  );
}
