import { formatCep, formatCnpj, formatCpfOrCnpj, normalizeDocument } from '@estadia/domain';
import type { TextRun } from '../../lib/pdf/text-wrap.ts';
import type { ContractData } from './contract-data.ts';

// How the contract names its parties ("qualificação das partes"), in the usual Brazilian form.

const NOT_INFORMED = 'não informado';

/** 'CPF 529.982.247-25' or 'CNPJ 11.222.333/0001-81', by the document's length. */
export function documentLabel(cpfOrCnpj: string | null): string {
  if (!cpfOrCnpj) return `CPF/CNPJ ${NOT_INFORMED}`;
  const kind = normalizeDocument(cpfOrCnpj).length === 11 ? 'CPF' : 'CNPJ';
  return `${kind} ${formatCpfOrCnpj(cpfOrCnpj)}`;
}

export function isCompany(cpfOrCnpj: string | null): boolean {
  return cpfOrCnpj !== null && normalizeDocument(cpfOrCnpj).length !== 11;
}

/** 'Avenida X, 1000, Apto 12, Santa Mônica, Uberlândia - MG, CEP 38400-000', skipping what is missing. */
export function customerAddress(address: ContractData['customer']['address']): string {
  const city = [address.cityName, address.stateInitials].filter(Boolean).join(' - ');
  const parts = [
    address.street,
    address.number,
    address.complement,
    address.neighborhood,
    city,
    address.postCode ? `CEP ${formatCep(address.postCode)}` : null,
  ].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : `endereço ${NOT_INFORMED}`;
}

function rgText(customer: ContractData['customer']): string {
  if (!customer.rg) return `RG ${NOT_INFORMED}`;
  const issuer = [customer.rgIssuer, customer.rgIssuerState].filter(Boolean).join('/');
  return issuer ? `RG nº ${customer.rg}, expedido por ${issuer}` : `RG nº ${customer.rg}`;
}

export function providerQualification(data: ContractData): TextRun[] {
  const { company } = data;
  return [
    { text: 'LOCADORA: ', bold: true },
    { text: company.name, bold: true },
    {
      text:
        `, pessoa jurídica de direito privado inscrita no CNPJ sob o nº ${formatCnpj(company.cnpj)}, com sede ` +
        `em ${company.address}, doravante denominada simplesmente LOCADORA.`,
    },
  ];
}

export function customerQualification(data: ContractData): TextRun[] {
  const { customer } = data;
  const address = customerAddress(customer.address);
  const details = isCompany(customer.cpfOrCnpj)
    ? `, pessoa jurídica inscrita no CNPJ sob o nº ${formatCnpj(customer.cpfOrCnpj)}, com sede em ${address}`
    : `, ${customer.cpfOrCnpj ? `inscrito(a) no CPF sob o nº ${formatCpfOrCnpj(customer.cpfOrCnpj)}` : `CPF ${NOT_INFORMED}`}, ` +
      `portador(a) do ${rgText(customer)}, residente e domiciliado(a) em ${address}`;
  return [
    { text: 'LOCATÁRIO: ', bold: true },
    { text: customer.name, bold: true },
    { text: `${details}, e-mail ${customer.email}, doravante denominado(a) simplesmente LOCATÁRIO.` },
  ];
}

/** The fiador's qualification: 'Paulo Mendes, inscrito(a) no CPF …, casado(a), residente …, com a outorga …'. */
export function guarantorQualification(guarantor: NonNullable<ContractData['guarantor']>): string {
  const spouse = guarantor.spouse
    ? `, com a outorga do cônjuge ${guarantor.spouse.name}, inscrito(a) no CPF sob o nº ` +
      `${formatCpfOrCnpj(guarantor.spouse.cpf)} (art. 1.647, III, do Código Civil)`
    : '';
  return (
    `${guarantor.name}, inscrito(a) no CPF sob o nº ${formatCpfOrCnpj(guarantor.cpf)}, ${guarantor.maritalStatus}, ` +
    `residente e domiciliado(a) em ${guarantor.address}${spouse}`
  );
}
