import type { ReactNode, SVGProps } from 'react';

// The frame of the inline line icons (24×24, 1.8 stroke): no icon font, no extra request,
// decorative by default. Icons are split by where they are used so the first-load bundle only
// carries the ones it shows.

export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
