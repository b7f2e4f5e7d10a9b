import { stateOptions } from '@estadia/domain';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Select } from '@/components/ui/input';

/** The 27 federative units, code as label and value (spec §3). */
export function StateSelect(
  props: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> },
) {
  return (
    <Select {...props}>
      <option value="">Selecione</option>
      {stateOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
