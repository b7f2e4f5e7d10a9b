import { Icon, type IconProps } from '@/components/ui/icon-base';

/** A broom: the housekeeping board's menu entry. */
export const BroomIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 3 12.5 9.5" />
    <path d="M9.5 8.5 15.5 14.5 13 21H11L4 14V12Z" />
    <path d="M7.5 16.5 10 19" />
  </Icon>
);
