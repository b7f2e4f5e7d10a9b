import { z } from 'zod';
import { STAFF_ACCESS_LEVELS, STAFF_AREAS, STAFF_ROLE_NAMES } from '../permissions/staff-roles.ts';
import { emailSchema, passwordSchema } from './auth.ts';
import { idSchema, instantSchema } from './common.ts';
import { permissionSchema, personNameSchema } from './user.ts';

// The back-office (/api/admin/…), staff, roles and permissions: what the API answers and accepts, shared with
// the admin web build.

export const staffAreaSchema = z.enum(STAFF_AREAS);
export const staffAccessSchema = z.enum(STAFF_ACCESS_LEVELS);
export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES, { error: 'Perfil inválido' });

export const staffRoleInfoSchema = z.object({
  role: staffRoleSchema,
  label: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
});
export type StaffRoleInfo = z.infer<typeof staffRoleInfoSchema>;

export const staffRoleListResponseSchema = z.object({ items: z.array(staffRoleInfoSchema) });
export type StaffRoleListResponse = z.infer<typeof staffRoleListResponseSchema>;

export const staffMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** The role whose permissions the member holds exactly; null for a custom set. */
  role: staffRoleSchema.nullable(),
  roleLabel: z.string().nullable(),
  permissions: z.array(permissionSchema),
  /** When the latest invitation was made (null for accounts made staff otherwise, e.g. ADMIN_EMAIL). */
  invitedAt: instantSchema.nullable(),
  /**
   * When the latest invitation was accepted from its link; null while it is pending and for accounts made
   * staff otherwise.
   */
  joinedAt: instantSchema.nullable(),
  /**
   * False while the latest invitation is pending: the account holds no back-office entry yet, and `role`
   * is the one the invitation offers.
   */
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const inviteStaffRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  role: staffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

export const acceptStaffInvitationRequestSchema = z.object({
  code: z.string().trim().min(1, { error: 'Informe o código do convite' }).max(128),
  password: passwordSchema,
});
export type AcceptStaffInvitationRequest = z.infer<typeof acceptStaffInvitationRequestSchema>;

export const updateStaffRequestSchema = z.strictObject({ role: staffRoleSchema });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

export const staffParamsSchema = z.object({ userId: idSchema });
