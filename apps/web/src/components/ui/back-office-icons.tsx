import { Icon, type IconProps } from './icon-base';

// Icons the back-office's menu adds to the product's set (same 24-unit grid and stroke).

export const GaugeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 15a8.5 8.5 0 1 1 17 0" />
    <path d="m12 15 4-5" />
    <circle cx="12" cy="15" r="1.5" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12.6V4a1 1 0 0 1 1-1h8.6a1 1 0 0 1 .7.3l7.4 7.4a1 1 0 0 1 0 1.4l-8.6 8.6a1 1 0 0 1-1.4 0l-7.4-7.4a1 1 0 0 1-.3-.7Z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);

export const ChartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Icon>
);

export const HistoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Icon>
);

/** A balance: the reconciliation of money received against what was owed. */
export const ScaleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v16M8 20h8M5 7h14" />
    <path d="m5 7-2.5 6a2.5 2.5 0 0 0 5 0L5 7ZM19 7l-2.5 6a2.5 2.5 0 0 0 5 0L19 7Z" />
  </Icon>
);
