import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/logo';

/** A centred card that replaces the whole app when it cannot go on (load failure, broken page). */
export function FullPageMessage({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-1 items-center justify-center bg-canvas px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-card">
        <LogoMark className="mx-auto mb-6 size-10" />
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <div className="mt-3 text-ink-muted">{children}</div>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div>
      </div>
    </main>
  );
}
