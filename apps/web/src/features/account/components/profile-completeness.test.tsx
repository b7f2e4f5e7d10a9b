import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { activeUser, COMPLETE_PROFILE } from '@/test/test-user';
import { PROFILE_SECTION_ANCHORS, ProfileCompleteness } from './profile-completeness';

describe('ProfileCompleteness', () => {
  it('says how many of the three sections are complete, and which', () => {
    renderWithApp(<ProfileCompleteness user={activeUser({ ...COMPLETE_PROFILE, cpfFileName: null })} />);
    const summary = screen.getByRole('region', { name: 'Perfil 2 de 3 completo' });
    const items = within(summary).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dados pessoaisCompleto',
      'DocumentosPendente',
      'EndereçoCompleto',
    ]);
  });

  it('links each section when told where they are', () => {
    renderWithApp(
      <ProfileCompleteness user={activeUser()} sectionHref={(key) => `#${PROFILE_SECTION_ANCHORS[key]}`} />,
    );
    expect(screen.getByRole('heading', { name: 'Perfil 0 de 3 completo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documentos/ })).toHaveAttribute('href', '/#documentos');
  });

  it('tells a complete profile it is ready', () => {
    renderWithApp(<ProfileCompleteness user={activeUser(COMPLETE_PROFILE)} />);
    expect(screen.getByText('Perfil 3 de 3 completo')).toBeInTheDocument();
    expect(screen.getByText('Tudo pronto para reservar.')).toBeInTheDocument();
  });
});
