import { cn } from '@/lib/cn';

const STROKES = { primary: 'stroke-brand', secondary: 'stroke-accent', current: 'stroke-current' } as const;

interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Ring thickness in pixels (scaled with the size). */
  stroke?: number;
  /** 'current' follows the text colour (inside buttons). */
  color?: 'primary' | 'secondary' | 'current';
  label?: string;
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

/** The loading ring; the spec's defaults are 80 px wide with a 10 px stroke. */
export function Spinner({
  size = 80,
  stroke = 10,
  color = 'primary',
  label = 'Carregando',
  decorative = false,
  className,
}: SpinnerProps) {
  const radius = 50 - (stroke * 100) / size / 2;
  const strokeWidth = (stroke * 100) / size;
  const circumference = 2 * Math.PI * radius;
  return (
    <span role={decorative ? undefined : 'status'} className={cn('inline-flex', className)}>
      <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true" className="animate-spin">
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          className={color === 'current' ? 'stroke-current opacity-25' : 'stroke-line'}
        />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeDasharray={`${circumference * 0.28} ${circumference}`}
          className={STROKES[color]}
        />
      </svg>
      {!decorative && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center bg-canvas">
      <Spinner />
    </div>
  );
}
