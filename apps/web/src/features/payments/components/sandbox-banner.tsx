import { FlaskIcon } from '@/components/payments/payment-icons';

/**
 * Every payment screen of a server whose payments go to the built-in sandbox says so first: nothing is
 * charged, and no bank can pay its codes (the simulated bank below confirms them instead).
 */
export function SandboxBanner() {
  return (
    <section
      aria-labelledby="aviso-ambiente-de-testes"
      className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-accent/60 bg-accent-soft/50 px-4 py-3 sm:px-5"
    >
      <FlaskIcon className="mt-0.5 size-5 shrink-0 text-accent-ink" />
      <div className="min-w-0 text-sm">
        <h2 id="aviso-ambiente-de-testes" className="font-semibold text-ink">
          Ambiente de testes
        </h2>
        <p className="mt-0.5 text-ink-muted">
          Os pagamentos daqui são simulados: nenhum valor é cobrado, e os códigos Pix e boletos não podem ser
          pagos em um banco de verdade.
        </p>
      </div>
    </section>
  );
}
