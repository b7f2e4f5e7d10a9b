import {
  formatBrDate,
  formatBrDateTime,
  formatMoney,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
} from '@estadia/domain';
import { getPrivateFile } from '@/back-office/get-private-file';
import { SignerList } from '@/components/contracts/signer-list';
import { Badge } from '@/components/ui/badge';
import { DownloadButton } from '@/components/ui/download-button';
import { QueryError } from '@/components/ui/query-state';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminRentalExtensions } from '../api/get-extensions';

const STATUS_TONES = {
  WAITING_FOR_SIGNATURE: 'warning',
  WAITING_FOR_PAYMENT: 'warning',
  PAID: 'success',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
} as const;

/**
 * The stay's extensions ('Prorrogar estadia'): status, the new check-out, the difference and its
 * charges. Nothing shows for a rental never extended.
 */
export function ExtensionsPanel({ rentId }: { rentId: string }) {
  const extensions = useAdminRentalExtensions(rentId);
  if (extensions.isPending) return <Skeleton className="h-24 rounded-2xl" />;
  if (extensions.isError)
    return <QueryError inline query={extensions} title="Não foi possível carregar as prorrogações" />;
  const items = extensions.data.items;
  if (items.length === 0) return null;
  return (
    <SectionPanel
      title="Prorrogações"
      description="Pedidos do cliente para ficar mais tempo, do mais novo ao mais antigo."
    >
      <ul className="space-y-4">
        {items.map((extension) => (
          <li key={extension.id} className="rounded-xl border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink">
                Saída de {formatBrDate(extension.previousEnd)} para {formatBrDate(extension.end)}
              </p>
              <Badge tone={STATUS_TONES[extension.status]}>{extension.statusLabel}</Badge>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              Novo valor {formatMoney(extension.rentalValueCents)} · diferença{' '}
              {formatMoney(extension.differenceCents)} · pedida em{' '}
              {formatBrDateTime(new Date(extension.createdDate), { seconds: false })}
              {extension.status !== 'PAID' &&
                extension.status !== 'EXPIRED' &&
                extension.status !== 'CANCELLED' &&
                ` · noites reservadas até ${formatBrDateTime(new Date(extension.holdExpiresAt), { seconds: false })}`}
            </p>
            {extension.payments.length > 0 && (
              <ul className="mt-3 space-y-1 text-sm">
                {extension.payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap justify-between gap-2">
                    <span>
                      {PAYMENT_TYPE_LABELS[payment.paymentType]} · {formatMoney(payment.amountCents)}
                    </span>
                    <span className="text-ink-muted">{PAYMENT_STATUS_LABELS[payment.status]}</span>
                  </li>
                ))}
              </ul>
            )}
            {(extension.signerRoles?.length ?? 0) > 1 && (
              <div className="mt-3">
                <SignerList
                  label="Assinaturas do termo aditivo"
                  signers={(extension.signerRoles ?? []).map((role) => ({
                    role,
                    signature: extension.signatures?.find((signature) => signature.role === role),
                  }))}
                />
              </div>
            )}
            {extension.signedAt && (
              <div className="mt-3">
                <DownloadButton
                  fetchFile={() =>
                    getPrivateFile(
                      `/api/admin/extensions/${encodeURIComponent(extension.id)}/addendum/signed`,
                    )
                  }
                  fileName={`termo-aditivo-assinado-${extension.id.slice(0, 8)}.pdf`}
                >
                  Termo aditivo assinado (PDF)
                </DownloadButton>
              </div>
            )}
          </li>
        ))}
      </ul>
    </SectionPanel>
  );
}
