import { Icon, type IconProps } from '@/components/ui/icon-base';

/** A wrench: the repair requests board's menu entry. */
export const WrenchIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13a6 6 0 0 1-7.6 1.4L7 20.8a2 2 0 0 1-2.8-2.8l6.4-6.4A6 6 0 0 1 12 4l1.7 1.3a4 4 0 0 0 1 1Z" />
  </Icon>
);
