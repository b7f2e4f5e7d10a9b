import { Icon, type IconProps } from '@/components/ui/icon-base';

/** A reception bell: the front desk's menu entry. */
export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 18h16" />
    <path d="M6 18a6 6 0 0 1 12 0" />
    <path d="M12 9V7" />
    <path d="M10 7h4" />
  </Icon>
);
