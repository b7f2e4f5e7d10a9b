import type { ReactNode } from 'react';

/** 'Aguardando o pagamento…' with a pulsing dot: the screen updates by itself when the bank confirms. */
export function AwaitingConfirmation({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-muted">
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand opacity-60" />
        <span className="relative inline-flex size-2.5 rounded-full bg-brand" />
      </span>
      {children}
    </p>
  );
}
