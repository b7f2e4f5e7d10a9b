import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { SEARCH_MAX_LENGTH } from '../rental-list-params';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The customer search (name, e-mail or CPF/CNPJ). The list follows the text once typing pauses, not at
 * each key; the field follows the URL when the search changes elsewhere ('Limpar filtros', 'Voltar').
 */
export function RentalSearchField({
  value,
  onSearch,
  className,
}: {
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const typed = text.trim();
    if (typed === value) return;
    const timer = setTimeout(() => onSearchRef.current(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      label="Buscar cliente"
      type="search"
      placeholder="Nome, e-mail ou CPF/CNPJ"
      autoComplete="off"
      spellCheck={false}
      maxLength={SEARCH_MAX_LENGTH}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        // Enter searches at once.
        if (event.key === 'Enter' && text.trim() !== value) onSearchRef.current(text.trim());
      }}
      className={className}
    />
  );
}
