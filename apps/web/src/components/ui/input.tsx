import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const CONTROL =
  'w-full rounded-lg border border-line-strong bg-surface text-ink placeholder:text-ink-subtle ' +
  'transition-colors hover:border-ink-subtle focus-visible:border-brand focus-visible:outline-offset-0 ' +
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(CONTROL, 'h-11 px-3 text-base', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea ref={ref} className={cn(CONTROL, 'min-h-32 px-3 py-2.5 text-base', className)} {...props} />
  );
}

export function Select({
  className,
  ref,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select ref={ref} className={cn(CONTROL, 'h-11 px-3 text-base', className)} {...props}>
      {children}
    </select>
  );
}

export function Checkbox({
  className,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn('size-5 shrink-0 rounded border-line-strong accent-brand', className)}
      {...props}
    />
  );
}
