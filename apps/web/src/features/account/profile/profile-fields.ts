import {
  isAddressComplete,
  isDocumentDataComplete,
  isPersonalDataComplete,
  type ProfileFields,
  type ProfileSection,
  toIsoDate,
} from '@estadia/domain';
import type { ActiveUser } from '@/lib/me/get-me';

/** The user as the domain's completeness checks read it (the birth date back to 'YYYY-MM-DD'). */
export function profileFieldsOf(user: ActiveUser | null | undefined): ProfileFields | null {
  if (!user) return null;
  const birthdate = user.birthdate
    ? toIsoDate(user.birthdate.getFullYear(), user.birthdate.getMonth() + 1, user.birthdate.getDate())
    : null;
  return { ...user, birthdate };
}

export type ProfileSectionKey = 'personal' | 'documents' | 'address';

export interface ProfileSectionStatus {
  key: ProfileSectionKey;
  title: ProfileSection;
  complete: boolean;
}

export interface ProfileCompletenessSummary {
  sections: ProfileSectionStatus[];
  completed: number;
  total: number;
}

/** The spec's three independent checks, in the order the account page shows the sections. */
export function profileCompleteness(user: ActiveUser | null | undefined): ProfileCompletenessSummary {
  const fields = profileFieldsOf(user);
  const sections: ProfileSectionStatus[] = [
    { key: 'personal', title: 'Dados pessoais', complete: isPersonalDataComplete(fields) },
    { key: 'documents', title: 'Documentos', complete: isDocumentDataComplete(fields) },
    { key: 'address', title: 'Endereço', complete: isAddressComplete(fields) },
  ];
  return {
    sections,
    completed: sections.filter((section) => section.complete).length,
    total: sections.length,
  };
}
