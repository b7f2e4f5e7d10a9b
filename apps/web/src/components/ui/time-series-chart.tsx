import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';
import { bandLayout, labelIndexes, linearScale } from './chart-scale';

export interface ChartPoint {
  /** Stable id (the day or the week's first day). */
  key: string;
  /** The x axis's short label, e.g. '02/11'. */
  label: string;
  /** The period in full, e.g. 'Semana de 02/11/2026 a 08/11/2026'. */
  period: string;
  value: number;
  /** The value for people, e.g. '45,2%' or 'R$ 1.234,56'. */
  valueText: string;
  /** A line of context under the value in the tooltip, e.g. '12 de 27 noites'. */
  detail?: string;
}

interface TimeSeriesChartProps {
  title: string;
  /** One sentence about what the chart shows, read before the data. */
  description?: string;
  kind: 'line' | 'bar';
  points: readonly ChartPoint[];
  /** The y axis's ticks, from zero to the top of the axis (see niceTicks). */
  yTicks: readonly number[];
  formatTick: (value: number) => string;
  /** The header of the value column in the screen readers' table. */
  valueHeader: string;
  height?: number;
  className?: string;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 64 };
/** Room each x label needs, in pixels ('02/11' at 12 px plus a gap). */
const LABEL_ROOM = 56;
const FALLBACK_WIDTH = 640;
const TOOLTIP_GAP = 12;
const TOOLTIP_MAX_WIDTH = 208;

/**
 * Beside the point, on the side with more room, so it never hides the bar or the line, and no wider
 * than that room, so it never leaves the frame.
 */
function tooltipPosition(pointX: number, width: number): CSSProperties {
  const right = pointX < width / 2;
  const room = (right ? width - pointX : pointX) - TOOLTIP_GAP - 2;
  const maxWidth = Math.max(120, Math.min(TOOLTIP_MAX_WIDTH, room));
  return right
    ? { left: pointX + TOOLTIP_GAP, top: MARGIN.top, maxWidth }
    : { right: width - pointX + TOOLTIP_GAP, top: MARGIN.top, maxWidth };
}

function pointText(point: ChartPoint): string {
  return `${point.period}: ${point.valueText}${point.detail ? `, ${point.detail}` : ''}`;
}

/** The drawing's width: the frame's, followed as the window resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A small chart of values over time, drawn in SVG with the theme's colours (so it follows dark mode)
 * and no chart library. Pointers show a tooltip for the point under them. For the keyboard the chart is
 * a slider over its points: Tab reaches it, the arrow keys (Home and End for the ends) walk the points,
 * each shown in the tooltip and announced by screen readers; and a visually hidden table holds every
 * value for those who would rather read them all.
 */
export function TimeSeriesChart({
  title,
  description,
  kind,
  points,
  yTicks,
  formatTick,
  valueHeader,
  height = 240,
  className,
}: TimeSeriesChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useWidth(frameRef);
  const [active, setActive] = useState<number | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const top = yTicks.at(-1) ?? 1;
  const y = linearScale([0, top], [MARGIN.top + plotHeight, MARGIN.top]);
  const layout = bandLayout(points.length, plotWidth);
  const x = (index: number) => MARGIN.left + layout.centre(index);
  const labels = labelIndexes(points.length, plotWidth / LABEL_ROOM);
  const barWidth = Math.max(1, Math.min(40, layout.band * 0.7));
  const current = active === null ? undefined : points[active];
  const announced = current ?? points[0];

  const move = (index: number) => setActive(Math.min(points.length - 1, Math.max(0, index)));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = active ?? -1;
    const steps: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowUp: from + 1,
      ArrowLeft: active === null ? points.length - 1 : from - 1,
      ArrowDown: active === null ? points.length - 1 : from - 1,
      Home: 0,
      End: points.length - 1,
    };
    const next = steps[event.key];
    if (next === undefined || points.length === 0) return;
    event.preventDefault();
    setKeyboard(true);
    move(next);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (points.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    // The drawing is as wide as its frame, so a CSS pixel is a unit of the SVG.
    setKeyboard(false);
    setActive(layout.indexAt(event.clientX - box.left - MARGIN.left));
  }

  const linePath = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join(' ');
  const baseline = y(0);
  const areaPath =
    points.length > 0
      ? `${linePath} L${x(points.length - 1).toFixed(1)},${baseline} L${x(0).toFixed(1)},${baseline} Z`
      : '';

  return (
    <figure className={cn('min-w-0', className)}>
      <figcaption>
        <span id={titleId} className="block font-semibold text-ink">
          {title}
        </span>
        {description && (
          <span id={descriptionId} className="mt-0.5 block text-sm text-ink-muted">
            {description}
          </span>
        )}
      </figcaption>
      {/* A slider over the points: the arrow keys move along them, and each is announced. */}
      <div
        ref={frameRef}
        role="slider"
        tabIndex={points.length > 0 ? 0 : -1}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-orientation="horizontal"
        aria-valuemin={1}
        aria-valuemax={Math.max(1, points.length)}
        aria-valuenow={(active ?? 0) + 1}
        aria-valuetext={announced ? pointText(announced) : 'Sem dados'}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setKeyboard(true);
          setActive((index) => index ?? (points.length > 0 ? 0 : null));
        }}
        onBlur={() => setActive(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => {
          if (!keyboard) setActive(null);
        }}
        className="relative mt-3 touch-pan-y rounded-lg"
      >
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          className="block h-auto max-w-full overflow-visible"
        >
          {yTicks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-line-strong' : 'stroke-line'}
                strokeDasharray={tick === 0 ? undefined : '3 4'}
              />
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-ink-muted text-xs tabular-nums"
              >
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {labels.map((index) => (
            <text
              key={points[index]?.key}
              x={x(index)}
              y={height - 8}
              textAnchor={labels.length > 1 && index === points.length - 1 ? 'end' : 'middle'}
              className="fill-ink-muted text-xs tabular-nums"
            >
              {points[index]?.label}
            </text>
          ))}
          {kind === 'bar' &&
            points.map((point, index) => {
              const barTop = y(point.value);
              return (
                <rect
                  key={point.key}
                  x={x(index) - barWidth / 2}
                  y={barTop}
                  width={barWidth}
                  height={Math.max(0, baseline - barTop)}
                  rx={Math.min(3, barWidth / 4)}
                  className={active === index ? 'fill-accent' : 'fill-brand'}
                />
              );
            })}
          {kind === 'line' && points.length > 0 && (
            <>
              <path d={areaPath} className="fill-brand/15" />
              <path
                d={linePath}
                fill="none"
                strokeWidth={2}
                strokeLinejoin="round"
                strokeLinecap="round"
                className="stroke-brand"
              />
            </>
          )}
          {current && active !== null && (
            <>
              <line
                x1={x(active)}
                x2={x(active)}
                y1={MARGIN.top}
                y2={baseline}
                className="stroke-ink-subtle"
                strokeDasharray="2 3"
              />
              {kind === 'line' && (
                <circle
                  cx={x(active)}
                  cy={y(current.value)}
                  r={5}
                  strokeWidth={2}
                  className="fill-surface stroke-brand"
                />
              )}
            </>
          )}
        </svg>
        {current && active !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute z-10 w-max rounded-lg border border-line bg-surface px-3 py-2 text-sm shadow-pop"
            style={tooltipPosition(x(active), width)}
          >
            <p className="text-xs text-ink-muted">{current.period}</p>
            <p className="font-semibold text-ink tabular-nums">{current.valueText}</p>
            {current.detail && <p className="text-xs text-ink-muted">{current.detail}</p>}
          </div>
        )}
      </div>
      {/* A table ignores the 1 px box of sr-only: the wrapper hides it instead. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Período</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.period}</th>
                <td>{point.detail ? `${point.valueText} (${point.detail})` : point.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
