import type { ReactNode } from 'react';

export function ExampleFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <div className="mt-8 space-y-8">{children}</div>
    </div>
  );
}

export function ExampleBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-6">
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-ink-subtle uppercase">{title}</h2>
      {children}
    </section>
  );
}
