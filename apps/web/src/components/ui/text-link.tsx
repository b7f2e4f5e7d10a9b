import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

export const TEXT_LINK_CLASSES =
  'font-semibold text-brand-ink underline decoration-brand/40 underline-offset-4 hover:decoration-brand';

/** An inline link inside a sentence. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(TEXT_LINK_CLASSES, className as string)} {...props} />;
}
