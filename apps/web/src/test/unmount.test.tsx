import { render } from '@testing-library/preact';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { unmountAll } from './unmount';

function Subscriber({ name, cleaned }: { name: string; cleaned: string[] }) {
  useEffect(() => () => void cleaned.push(name), [name, cleaned]);
  return null;
}

describe('unmountAll', () => {
  it('runs the passive cleanups of what is still rendered before it returns', () => {
    const cleaned: string[] = [];
    render(<Subscriber name="montado" cleaned={cleaned} />);
    unmountAll();
    expect(cleaned).toEqual(['montado']);
  });

  it("runs those a test's own unmount left waiting for the next frame", () => {
    const cleaned: string[] = [];
    render(<Subscriber name="desmontado pelo teste" cleaned={cleaned} />).unmount();
    expect(cleaned).toEqual([]);
    unmountAll();
    expect(cleaned).toEqual(['desmontado pelo teste']);
  });
});
