/** Decorative skyline for the hero: apartment blocks in the brand teal under an amber sun. */
export function HeroIllustration({ className }: { className?: string }) {
  const windows = (x: number, y: number, columns: number, rows: number, lit: number[]) =>
    Array.from({ length: columns * rows }, (_, index) => ({
      id: `${x}-${index}`,
      lit: lit.includes(index),
      column: index % columns,
      row: Math.floor(index / columns),
    })).map(({ id, lit: isLit, column, row }) => {
      return (
        <rect
          key={id}
          x={x + column * 22}
          y={y + row * 28}
          width="12"
          height="16"
          rx="2"
          className={isLit ? 'fill-accent' : 'fill-surface opacity-80 dark:fill-teal-950 dark:opacity-70'}
        />
      );
    });

  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false" className={className}>
      <circle cx="360" cy="92" r="46" className="fill-accent opacity-90" />
      <circle cx="360" cy="92" r="70" className="fill-accent opacity-15" />
      <path d="M0 340h480v60H0z" className="fill-brand-soft" />
      <rect
        x="40"
        y="150"
        width="120"
        height="190"
        rx="10"
        className="fill-brand-strong dark:fill-teal-800"
      />
      {windows(58, 172, 4, 5, [1, 6, 11, 13])}
      <rect x="176" y="90" width="140" height="250" rx="10" className="fill-brand dark:fill-teal-700" />
      {windows(196, 114, 5, 7, [2, 8, 9, 17, 23, 26, 31])}
      <rect
        x="332"
        y="190"
        width="110"
        height="150"
        rx="10"
        className="fill-brand-strong dark:fill-teal-800"
      />
      {windows(350, 212, 3, 4, [0, 4, 10])}
      <rect x="228" y="300" width="36" height="40" rx="4" className="fill-accent" />
      <path
        d="M20 340h440"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-brand-strong dark:stroke-teal-700"
      />
      <circle cx="110" cy="330" r="16" className="fill-success opacity-70" />
      <circle cx="400" cy="328" r="18" className="fill-success opacity-70" />
    </svg>
  );
}
