import { cn } from '@/lib/cn';

/** The Estadia mark: a house with an amber door, in the brand teal. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="15" className="fill-brand" />
      <path
        d="M14 31 32 16l18 15"
        fill="none"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-surface"
      />
      <path
        d="M19 28v18a3 3 0 0 0 3 3h20a3 3 0 0 0 3-3V28"
        fill="none"
        strokeWidth="4.5"
        strokeLinejoin="round"
        className="stroke-surface"
      />
      <path d="M27 49V39a5 5 0 0 1 10 0v10z" className="fill-accent" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-xl font-bold tracking-tight text-ink', className)}
    >
      <LogoMark className="size-8" />
      Estadia
    </span>
  );
}
