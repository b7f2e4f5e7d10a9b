import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import {
  checkFile,
  DOCUMENT_FILE_KINDS,
  DOCUMENT_MAX_BYTES,
  FileUpload,
  formatFileSize,
} from './file-upload';

const MB = 1024 * 1024;

describe('checkFile', () => {
  const check = (name: string, type: string, size: number) =>
    checkFile({ name, type, size }, DOCUMENT_FILE_KINDS, DOCUMENT_MAX_BYTES);

  it('accepts PDF, JPEG and PNG up to 10 MB', () => {
    expect(check('cpf.pdf', 'application/pdf', 200_000)).toBeNull();
    expect(check('rg.jpg', 'image/jpeg', 10 * MB)).toBeNull();
    expect(check('rg.png', 'image/png', 1)).toBeNull();
  });

  it('refuses other types, whatever the name', () => {
    expect(
      check('cpf.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10),
    ).toBe('Envie um arquivo PDF, JPG ou PNG.');
    expect(check('foto.pdf', 'image/gif', 10)).toBe('Envie um arquivo PDF, JPG ou PNG.');
  });

  it('falls back to the extension when the system gives no type', () => {
    expect(check('RG.JPEG', '', 10)).toBeNull();
    expect(check('rg.heic', '', 10)).toBe('Envie um arquivo PDF, JPG ou PNG.');
  });

  it('refuses empty and too large files, saying the sizes', () => {
    expect(check('cpf.pdf', 'application/pdf', 0)).toBe('O arquivo está vazio. Escolha outro.');
    expect(check('cpf.pdf', 'application/pdf', 12.5 * MB)).toBe(
      'O arquivo tem 12,5 MB; o limite é de 10 MB.',
    );
  });
});

describe('formatFileSize', () => {
  it('writes sizes the Brazilian way', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(150 * 1024)).toBe('150 KB');
    expect(formatFileSize(2.25 * MB)).toBe('2,3 MB');
  });
});

function renderUpload(props: Partial<Parameters<typeof FileUpload>[0]> = {}) {
  const onFile = vi.fn();
  const onReject = vi.fn();
  render(
    <Field label="Documento do CPF">
      {(control) => (
        <FileUpload
          control={control}
          label="Documento do CPF"
          onFile={onFile}
          onReject={onReject}
          {...props}
        />
      )}
    </Field>,
  );
  return { onFile, onReject };
}

describe('FileUpload', () => {
  it('is labelled by its field and hands over a valid file', async () => {
    const user = userEvent.setup();
    const { onFile, onReject } = renderUpload();
    const file = new File(['%PDF-1.4'], 'cpf.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Documento do CPF'), file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(onReject).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Escolher arquivo para Documento do CPF' }),
    ).toBeInTheDocument();
  });

  it('refuses a file of another type before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onFile, onReject } = renderUpload();
    await user.upload(
      screen.getByLabelText('Documento do CPF'),
      new File(['GIF89a'], 'cpf.gif', { type: 'image/gif' }),
    );
    expect(onFile).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith('Envie um arquivo PDF, JPG ou PNG.');
  });

  it('shows the progress while sending, and the preview with its actions afterwards', () => {
    const { rerender } = render(
      <Field label="Documento do RG">
        {(control) => (
          <FileUpload
            control={control}
            label="Documento do RG"
            onFile={vi.fn()}
            onReject={vi.fn()}
            progress={0.42}
          />
        )}
      </Field>,
    );
    expect(screen.getByRole('progressbar', { name: 'Envio de Documento do RG' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    rerender(
      <Field label="Documento do RG">
        {(control) => (
          <FileUpload
            control={control}
            label="Documento do RG"
            onFile={vi.fn()}
            onReject={vi.fn()}
            preview={<span>rg.png</span>}
            onRemove={vi.fn()}
          />
        )}
      </Field>,
    );
    expect(screen.getByText('rg.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Substituir Documento do RG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Documento do RG' })).toBeInTheDocument();
  });
});
