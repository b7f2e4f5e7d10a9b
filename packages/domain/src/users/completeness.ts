/** Only the fields the checks read, so a form's state or a full User both fit. */
export interface ProfileFields {
  name?: string | null;
  birthdate?: string | null;
  hometown?: string | null;
  hometownState?: string | null;
  profession?: string | null;
  rg?: string | null;
  rgIssuer?: string | null;
  rgIssuerState?: string | null;
  cpfOrCnpj?: string | null;
  fathersFullName?: string | null;
  mothersFullName?: string | null;
  cpfFileName?: string | null;
  rgFileName?: string | null;
  address?: {
    street?: string | null;
    number?: string | null;
    complement?: string | null;
    postCode?: string | null;
    neighborhood?: string | null;
    city?: { name?: string | null; stateInitials?: string | null } | null;
  } | null;
}

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function isPersonalDataComplete(user: ProfileFields | null | undefined): boolean {
  if (!user) return false;
  return [user.hometownState, user.name, user.birthdate, user.hometown, user.profession].every(present);
}

export function isDocumentDataComplete(user: ProfileFields | null | undefined): boolean {
  if (!user) return false;
  return [
    user.rg,
    user.rgIssuer,
    user.rgIssuerState,
    user.cpfOrCnpj,
    user.fathersFullName,
    user.mothersFullName,
    user.cpfFileName,
    user.rgFileName,
  ].every(present);
}

/** The spec counts the complement too: a customer without one writes so (e.g. 'Casa'). */
export function isAddressComplete(user: ProfileFields | null | undefined): boolean {
  const address = user?.address;
  if (!address) return false;
  return [
    address.street,
    address.number,
    address.complement,
    address.postCode,
    address.neighborhood,
    address.city?.name,
    address.city?.stateInitials,
  ].every(present);
}

export const PROFILE_SECTIONS = ['Dados pessoais', 'Documentos', 'Endereço'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The profile sections still to fill in, in the order the account page shows them. */
export function missingProfileSections(user: ProfileFields | null | undefined): ProfileSection[] {
  const missing: ProfileSection[] = [];
  if (!isPersonalDataComplete(user)) missing.push('Dados pessoais');
  if (!isDocumentDataComplete(user)) missing.push('Documentos');
  if (!isAddressComplete(user)) missing.push('Endereço');
  return missing;
}

export function isProfileComplete(user: ProfileFields | null | undefined): boolean {
  return missingProfileSections(user).length === 0;
}
