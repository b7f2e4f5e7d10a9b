import { describe, expect, it } from 'vitest';
import { activeUser, COMPLETE_PROFILE } from '@/test/test-user';
import { profileCompleteness, profileFieldsOf } from './profile-fields';

describe('profileFieldsOf', () => {
  it('gives the birth date back as a calendar date', () => {
    expect(profileFieldsOf(activeUser({ birthdate: new Date(1990, 2, 5) }))?.birthdate).toBe('1990-03-05');
    expect(profileFieldsOf(activeUser())?.birthdate).toBeNull();
    expect(profileFieldsOf(null)).toBeNull();
  });
});

describe('profileCompleteness', () => {
  it('counts the three checks of the spec independently', () => {
    expect(profileCompleteness(activeUser())).toMatchObject({ completed: 0, total: 3 });
    expect(profileCompleteness(activeUser(COMPLETE_PROFILE))).toMatchObject({ completed: 3, total: 3 });

    const withoutFiles = profileCompleteness(activeUser({ ...COMPLETE_PROFILE, rgFileName: null }));
    expect(withoutFiles.completed).toBe(2);
    expect(withoutFiles.sections.map((section) => [section.title, section.complete])).toEqual([
      ['Dados pessoais', true],
      ['Documentos', false],
      ['Endereço', true],
    ]);
  });

  it('needs the birth date for the personal data', () => {
    const user = activeUser({ ...COMPLETE_PROFILE, birthdate: null });
    expect(profileCompleteness(user).sections[0]).toMatchObject({ key: 'personal', complete: false });
  });
});
