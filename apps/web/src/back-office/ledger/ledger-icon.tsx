import { Icon, type IconProps } from '@/components/ui/icon-base';

/** An open ledger book: the 'Financeiro' menu entry. */
export const LedgerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6c-2-1.5-5-2-8-1.5V19c3-.5 6 0 8 1.5" />
    <path d="M12 6c2-1.5 5-2 8-1.5V19c-3-.5-6 0-8 1.5" />
    <path d="M12 6v14.5" />
    <path d="M15 9h2.5M15 12h2.5" />
  </Icon>
);
