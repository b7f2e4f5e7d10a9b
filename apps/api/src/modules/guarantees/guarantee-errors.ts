import { AppError } from '../../errors.ts';

export function guaranteeNotAnalysable(reason: 'TYPE' | 'STATUS'): AppError {
  return new AppError(
    409,
    'GUARANTEE_NOT_ANALYSABLE',
    reason === 'TYPE'
      ? 'A análise é da garantia CredPago: escolha a CredPago como garantia desta locação para pedi-la.'
      : 'A garantia só pode ser analisada antes da aprovação da locação.',
  );
}

export function guaranteeAlreadyActive(): AppError {
  return new AppError(
    409,
    'GUARANTEE_ALREADY_ACTIVE',
    'A garantia desta locação já está aprovada: uma locação tem uma só garantia (Lei do Inquilinato, art. 37).',
  );
}

export function guaranteeNotChangeable(): AppError {
  return new AppError(
    409,
    'RENTAL_NOT_EDITABLE',
    'A garantia só pode ser trocada antes da aprovação da locação.',
  );
}

export function guaranteeNotActive(): AppError {
  return new AppError(
    409,
    'GUARANTEE_NOT_ACTIVE',
    'A garantia da locação ainda não está aprovada: a análise da CredPago precisa aprovar antes da locação.',
  );
}

export const guarantorNotTheGuarantee = () =>
  new AppError(
    409,
    'GUARANTOR_NOT_THE_GUARANTEE',
    'Esta locação não tem fiador como garantia: escolha Fiador como garantia para indicar um.',
  );

export const guarantorIsCustomer = () =>
  new AppError(
    422,
    'GUARANTOR_IS_CUSTOMER',
    'O fiador é outra pessoa: indique o nome, o e-mail e o CPF de quem vai garantir a locação, não os seus.',
  );

export const invitationNotFound = () =>
  new AppError(
    404,
    'GUARANTOR_INVITATION_NOT_FOUND',
    'Convite não encontrado: ele pode ter sido substituído por um novo. Use o link do e-mail mais recente.',
  );

export const invitationEmailMismatch = (email: string) =>
  new AppError(
    403,
    'GUARANTOR_EMAIL_MISMATCH',
    `Este convite é para ${email}: entre (ou crie a conta) com esse e-mail para responder como fiador.`,
  );

export const invitationAlreadyAnswered = () =>
  new AppError(409, 'GUARANTOR_ALREADY_ANSWERED', 'Este convite já foi respondido.');

export const invitationClosed = () =>
  new AppError(
    409,
    'GUARANTOR_INVITATION_CLOSED',
    'Esta locação não espera mais por um fiador (ela mudou de garantia ou já foi decidida).',
  );

export const guarantorNotAnswered = () =>
  new AppError(
    409,
    'GUARANTOR_NOT_ANSWERED',
    'O fiador ainda não respondeu ao convite: a análise começa quando ele enviar os dados e documentos.',
  );

export const guarantorAlreadyDecided = () =>
  new AppError(409, 'GUARANTOR_ALREADY_DECIDED', 'O fiador desta locação já foi aprovado ou recusado.');

export const guarantorDocumentNotFound = (fileName: string) =>
  new AppError(
    422,
    'DOCUMENT_NOT_FOUND',
    `O documento ${fileName} não foi encontrado entre os arquivos que você enviou: envie-o de novo.`,
  );
