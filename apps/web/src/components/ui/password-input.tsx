import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './file-icons';
import { Input } from './input';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a button that shows what was typed (handy on phones). */
export function PasswordInput({ className, ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((current) => !current)}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={props.disabled}
        title={visible ? 'Ocultar senha' : 'Mostrar senha'}
        className="absolute inset-y-1 right-1 flex w-10 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
      >
        {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        <span className="sr-only">Mostrar senha</span>
      </button>
    </div>
  );
}
