import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import type { uploadDocument } from '@/lib/me/upload-document';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { activeUser, COMPLETE_PROFILE, userJson } from '@/test/test-user';
import { DocumentsForm } from './documents-form';

// A plain function rather than vi.fn: a spy re-rejects what it records, which would surface as an
// unhandled rejection even though the field catches the refusal.
const uploads = vi.hoisted(() => ({
  calls: [] as Parameters<typeof uploadDocument>[],
  answer: (async () => ({ fileName: '' })) as typeof uploadDocument,
}));
vi.mock('@/lib/me/upload-document', () => ({
  uploadDocument: (...args: Parameters<typeof uploadDocument>) => {
    uploads.calls.push(args);
    return uploads.answer(...args);
  },
}));

beforeEach(() => {
  uploads.calls = [];
});
afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.4 conteúdo'], 'cpf.pdf', { type: 'application/pdf' });

describe('DocumentsForm', () => {
  it('masks the CPF or CNPJ as it grows', async () => {
    const user = userEvent.setup();
    renderWithApp(<DocumentsForm user={activeUser()} />);
    const document = screen.getByLabelText('CPF ou CNPJ');
    await user.type(document, '11222333000181');
    expect(document).toHaveValue('11.222.333/0001-81');
  });

  it('sends a chosen file at once, shows it and saves its name with the section', async () => {
    uploads.answer = async (_file, options) => {
      options?.onProgress?.(0.5);
      return { fileName: 'aaaabbbbccccddddeeeeffff00001111.pdf' };
    };
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, userJson(activeUser({ cpfFileName: 'aaaabbbbccccddddeeeeffff00001111.pdf' }))),
    );
    const user = userEvent.setup();
    renderWithApp(<DocumentsForm user={activeUser()} />);

    const file = pdf();
    await user.upload(screen.getByLabelText('Documento do CPF'), file);

    expect(uploads.calls).toEqual([[file, expect.objectContaining({ onProgress: expect.any(Function) })]]);
    expect(await screen.findByText('Documento PDF')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Substituir Documento do CPF' })).toBeInTheDocument();
    expect(screen.getByText('Há alterações não salvas nesta seção.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar documentos' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const { url, body } = sentRequest(fetchMock);
    expect(url).toBe('/api/me');
    expect(body).toMatchObject({
      cpfFileName: 'aaaabbbbccccddddeeeeffff00001111.pdf',
      rgFileName: null,
    });
  });

  it('refuses a file too large without sending it', async () => {
    const user = userEvent.setup();
    renderWithApp(<DocumentsForm user={activeUser()} />);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'rg.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Documento do RG'), big);
    expect(screen.getByLabelText('Documento do RG')).toHaveAccessibleDescription(
      /O arquivo tem 11 MB; o limite é de 10 MB\./,
    );
    expect(uploads.calls).toEqual([]);
  });

  it('shows the API’s refusal of a file on the field', async () => {
    uploads.answer = async () => {
      throw new ApiError(415, {
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Envie um arquivo PDF, JPEG ou PNG.',
      });
    };
    const user = userEvent.setup();
    renderWithApp(<DocumentsForm user={activeUser()} />);
    await user.upload(screen.getByLabelText('Documento do CPF'), pdf());
    await waitFor(() =>
      expect(screen.getByLabelText('Documento do CPF')).toHaveAccessibleDescription(
        /Envie um arquivo PDF, JPEG ou PNG\./,
      ),
    );
  });

  it('loads the stored files with the token to preview them, and lets them be removed', async () => {
    const fetchMock = stubFetch(async (url: string) =>
      url.endsWith('.png')
        ? new Response('png', { status: 200, headers: { 'content-type': 'image/png' } })
        : new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    window.sessionStorage.setItem('accessToken', 'token-ana');
    const user = userEvent.setup();
    renderWithApp(<DocumentsForm user={activeUser(COMPLETE_PROFILE)} />);

    expect(await screen.findByText('Imagem PNG')).toBeInTheDocument();
    expect(await screen.findByText('Documento PDF')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.endsWith('.png')) as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/files/fedcba9876543210fedcba9876543210.png');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-ana');

    await user.click(screen.getByRole('button', { name: 'Remover Documento do RG' }));
    expect(screen.getByRole('button', { name: 'Escolher arquivo para Documento do RG' })).toBeInTheDocument();
  });
});
