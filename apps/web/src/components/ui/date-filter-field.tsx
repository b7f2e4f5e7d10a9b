import { formatBrDate, type IsoDate, parseBrDate } from '@estadia/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { INVALID_BR_DATE_MESSAGE } from '@/lib/br-date-field';
import { maskBrDate } from '@/lib/masks';
import { TextField } from './text-field';

const DATE_LENGTH = 'dd/mm/aaaa'.length;

/**
 * A filter's date, typed as dd/mm/aaaa. The filter changes only when the field holds a whole, real
 * date (or is emptied), so half-typed text never reaches a list; a wrong date is said under the field.
 */
export function DateFilterField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
}: {
  label: ReactNode;
  /** 'YYYY-MM-DD', or undefined for no date. */
  value: IsoDate | undefined;
  onChange: (value: IsoDate | undefined) => void;
  /** A problem found elsewhere (e.g. the end before the start). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}) {
  const [text, setText] = useState(value ? formatBrDate(value) : '');
  const [invalid, setInvalid] = useState(false);

  // Follows the filter when it changes from outside (cleared, a shared link opened).
  useEffect(() => {
    setText((current) => {
      const shown = current.length === DATE_LENGTH ? parseBrDate(current) : null;
      if (shown && shown === value) return current;
      return value ? formatBrDate(value) : '';
    });
    setInvalid(false);
  }, [value]);

  const commit = (typed: string, { final }: { final: boolean }) => {
    if (typed.trim() === '') {
      setInvalid(false);
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (typed.length < DATE_LENGTH && !final) return;
    const iso = parseBrDate(typed);
    setInvalid(!iso);
    if (iso && iso !== value) onChange(iso);
  };

  return (
    <TextField
      label={label}
      mask={maskBrDate}
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setInvalid(false);
        commit(event.target.value, { final: false });
      }}
      onBlur={() => commit(text, { final: true })}
      error={invalid ? INVALID_BR_DATE_MESSAGE : error}
      hint={hint}
      required={required}
      className={className}
    />
  );
}
