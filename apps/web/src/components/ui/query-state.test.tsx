import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { QueryError, QueryState } from './query-state';

function query(state: { data?: string[]; isError?: boolean; isFetching?: boolean }) {
  return {
    data: state.data,
    isError: state.isError ?? false,
    isFetching: state.isFetching ?? false,
    error: new Error('falhou'),
    refetch: vi.fn(),
  };
}

function renderState(q: ReturnType<typeof query>) {
  return render(
    <QueryState
      query={q}
      error={{ title: 'Não foi possível carregar a lista' }}
      loading={<p>Carregando…</p>}
      isEmpty={(items) => items.length === 0}
      empty={<p>Nada por aqui.</p>}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loading state until the data arrives', () => {
    renderState(query({}));
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
  });

  it('shows the error with the fallback and retries on Tentar novamente', () => {
    const failed = query({ isError: true });
    renderState(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista');
    expect(screen.getByRole('alert')).toHaveTextContent('Tente novamente em instantes.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the retry busy while it fetches again', () => {
    renderState(query({ isError: true, isFetching: true }));
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeDisabled();
  });

  it('shows the empty state for no data, and the content otherwise', () => {
    const { unmount } = renderState(query({ data: [] }));
    expect(screen.getByText('Nada por aqui.')).toBeInTheDocument();
    unmount();
    renderState(query({ data: ['Ana', 'Bia'] }));
    expect(screen.getByText('Ana, Bia')).toBeInTheDocument();
  });
});

describe('QueryError', () => {
  it('says the API’s reason inside an Alert when inline, with a small retry', () => {
    const failed = query({ isError: true });
    render(<QueryError inline query={failed} title="Não foi possível carregar o cadastro" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o cadastro');
    expect(alert).toHaveTextContent('Tente novamente em instantes.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
