import { z } from 'zod';

// What the audit log records, in one list: the back-office filters by it and the API answers only these.

export const AUDIT_ACTIONS = [
  'rental.approve',
  'rental.reject',
  'block.create',
  'block.delete',
  'modality.update_prices',
  'payment.confirm',
  'payment.refund',
  'reconciliation.settle',
  'staff.invite',
  'staff.update_role',
  'staff.revoke',
  'staff.accept',
  'staff.admin_email',
  'rental.check_in',
  'rental.check_out',
  'housekeeping.update',
  'inspection.create',
  'maintenance.update',
  'rental.early_departure',
  'rental.transfer_letter_accepted',
  'rental.transfer_letter_refused',
  'door.grant',
  'door.revoke',
  'account.export',
  'account.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'rental.approve': 'Aprovou a locação',
  'rental.reject': 'Recusou a locação',
  'block.create': 'Bloqueou noites do apartamento',
  'block.delete': 'Removeu um bloqueio',
  'modality.update_prices': 'Alterou os preços da modalidade',
  'payment.confirm': 'Deu baixa manual no pagamento',
  'payment.refund': 'Registrou um reembolso',
  'reconciliation.settle': 'Resolveu um estorno recusado',
  'staff.invite': 'Convidou para a equipe',
  'staff.update_role': 'Mudou o perfil de acesso',
  'staff.revoke': 'Revogou o acesso à administração',
  'staff.accept': 'Aceitou o convite para a equipe',
  'staff.admin_email': 'Aplicou o ADMIN_EMAIL ao iniciar o servidor',
  'rental.check_in': 'Fez o check-in',
  'rental.check_out': 'Fez o check-out',
  'housekeeping.update': 'Mudou o estado de governança do apartamento',
  'inspection.create': 'Registrou a vistoria',
  'maintenance.update': 'Atualizou a solicitação de reparo',
  'rental.early_departure': 'Antecipou a saída da estadia (cliente)',
  'rental.transfer_letter_accepted': 'Aceitou a carta de transferência (multa devolvida)',
  'rental.transfer_letter_refused': 'Recusou a carta de transferência',
  'door.grant': 'Liberou um código da porta',
  'door.revoke': 'Revogou um código da porta',
  'account.export': 'Baixou os próprios dados (cliente)',
  'account.delete': 'Excluiu a própria conta (cliente)',
};

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Ação inválida' });
