import { cn } from '@/lib/cn';

/** A determinate progress bar (0 to 1), e.g. for a file being sent. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-sunken', className)}
    >
      <svg width="100%" height="100%" preserveAspectRatio="none" aria-hidden="true" className="block">
        <rect width={`${percent}%`} height="100%" rx="4" className="fill-brand transition-all" />
      </svg>
    </div>
  );
}
