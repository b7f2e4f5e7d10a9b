import { useEffect, useId, useRef } from 'react';
import { AwaitingConfirmation } from '@/components/payments/awaiting-confirmation';

/**
 * The issuer's 3-D Secure challenge, as Mercado Pago's documentation describes it: the challenge
 * request (`creq`) is posted to the issuer's address inside an iframe, where the customer confirms
 * the purchase with their bank. Nothing here decides the payment: it stays pending until Mercado Pago
 * notifies us (read back from its API), and the page follows the rental until then.
 */
export function CardChallenge({ challenge }: { challenge: { url: string; creq: string } }) {
  const frameName = `desafio-3ds-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);

  // Posted once, when the frame exists: the parent keys this by the challenge, so another challenge
  // mounts afresh, while the rental read again (polling) does not post it twice.
  useEffect(() => {
    form.current?.submit();
  }, []);

  return (
    <div className="space-y-4">
      <p className="text-ink">
        O banco emissor pediu a confirmação da compra. Siga as instruções abaixo: o pagamento só é concluído
        depois dela.
      </p>
      <form ref={form} method="post" action={challenge.url} target={frameName} className="hidden">
        <input type="hidden" name="creq" value={challenge.creq} />
      </form>
      <iframe
        name={frameName}
        title="Confirmação da compra no banco emissor"
        className="h-[26rem] w-full rounded-xl border border-line bg-white"
      />
      <AwaitingConfirmation>Aguardando a confirmação do banco…</AwaitingConfirmation>
    </div>
  );
}
