import { useState } from 'react';

/** True from the first render where `value` is true onwards: lazy UI stays mounted once needed. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
