import { LockIcon } from '@/components/ui/icons';

/** The 'Compra segura' seal shown next to the payment (the design piece of /dev/exemplos/compra-segura). */
export function SecurePurchaseNote() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-4">
      <LockIcon className="size-6 shrink-0 text-success" />
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">Compra segura.</span> Seus dados de pagamento são enviados
        criptografados e o número do cartão não fica guardado.
      </p>
    </div>
  );
}
