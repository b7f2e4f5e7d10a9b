import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Input } from './input';

export type Mask = (value: string) => string;

const SIGNIFICANT = /[0-9A-Za-z]/;

function countSignificant(text: string, end: number): number {
  let count = 0;
  for (let index = 0; index < end; index += 1) if (SIGNIFICANT.test(text[index] ?? '')) count += 1;
  return count;
}

/** The position right after the `count`-th letter or digit of `text`. */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (SIGNIFICANT.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Re-masks what the user typed and keeps the caret next to the same digit, so editing in the middle
 * of '(34) 99876-5432' does not throw the caret to the end. Backspace over a separator ('-', '/')
 * deletes the digit before it instead of doing nothing.
 */
export function remask(
  raw: string,
  caret: number | null,
  mask: Mask,
  { previous, deletingBackward = false }: { previous?: string; deletingBackward?: boolean } = {},
): { value: string; caret: number | null } {
  let text = raw;
  let position = caret;
  let value = mask(text);
  if (deletingBackward && previous !== undefined && value === previous && position !== null) {
    // Only a separator was removed: remove the letter or digit before it as well.
    let index = position - 1;
    while (index >= 0 && !SIGNIFICANT.test(text[index] ?? '')) index -= 1;
    if (index >= 0) {
      text = text.slice(0, index) + text.slice(index + 1);
      position = index;
      value = mask(text);
    }
  }
  if (position === null) return { value, caret: null };
  if (position >= text.length) return { value, caret: value.length };
  return { value, caret: positionAfter(value, countSignificant(text, position)) };
}

type MaskedInputProps = InputHTMLAttributes<HTMLInputElement> & { mask: Mask; ref?: Ref<HTMLInputElement> };

/**
 * A text input that formats as the user types (phone, CPF/CNPJ, CEP, dates). Works uncontrolled with
 * react-hook-form's `register` as well as controlled: the change event carries the masked value.
 */
export function MaskedInput({ mask, onChange, onKeyDown, ...props }: MaskedInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
    const previous = input.dataset.maskedValue;
    const { value, caret } = remask(input.value, input.selectionStart, mask, {
      previous,
      deletingBackward: inputType === 'deleteContentBackward',
    });
    input.value = value;
    input.dataset.maskedValue = value;
    if (caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
    onChange?.(event);
  }

  return (
    <Input
      autoComplete="off"
      spellCheck={false}
      {...props}
      onChange={handleChange}
      onKeyDown={(event) => {
        // Remember the value before this keystroke changes it (for backspace over a separator).
        event.currentTarget.dataset.maskedValue = event.currentTarget.value;
        onKeyDown?.(event);
      }}
    />
  );
}
