import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SignedAddendumDownload } from './signed-addendum-download';

describe('SignedAddendumDownload', () => {
  it('offers the signed addendum once signed', () => {
    renderWithApp(
      <SignedAddendumDownload extension={{ id: 'ext-1', signedAt: '2026-11-27T10:00:00.000Z' }} />,
    );
    expect(screen.getByRole('button', { name: /Termo aditivo assinado \(PDF\)/ })).toBeTruthy();
  });

  it('shows nothing before the signature', () => {
    renderWithApp(<SignedAddendumDownload extension={{ id: 'ext-1', signedAt: null }} />);
    expect(screen.queryByRole('button', { name: /Termo aditivo assinado/ })).toBeNull();
  });
});
