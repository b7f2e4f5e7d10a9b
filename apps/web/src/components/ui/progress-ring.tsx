import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A ring filled to value/max with something in the middle (e.g. '2/3'). Drawn with SVG attributes
 * only (no inline styles, for the content security policy). `label` is what screen readers get
 * instead of the ring and its centre.
 */
export function ProgressRing({
  value,
  max,
  size = 64,
  stroke = 7,
  label,
  children,
  className,
}: {
  value: number;
  max: number;
  size?: number;
  stroke?: number;
  label?: string;
  children?: ReactNode;
  className?: string;
}) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const fraction = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  return (
    <div className={cn('relative inline-flex shrink-0 items-center justify-center', className)}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
        className="-rotate-90"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-line"
        />
        {fraction > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            fill="none"
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${circumference * fraction} ${circumference}`}
            className={cn('transition-all', fraction === 1 ? 'stroke-success' : 'stroke-brand')}
          />
        )}
      </svg>
      {children && (
        <span
          aria-hidden={label ? true : undefined}
          className="absolute inset-0 flex items-center justify-center"
        >
          {children}
        </span>
      )}
      {label && <span className="sr-only">{label}</span>}
    </div>
  );
}
