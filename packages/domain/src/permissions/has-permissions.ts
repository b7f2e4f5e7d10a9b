import type { Module } from '../enums/modules.ts';

export interface PermissionEntry {
  module: Module;
  controller?: string | null;
  access?: string | null;
}

export interface WithPermissions {
  permissions?: readonly PermissionEntry[] | null;
}

export const PERMISSION_DENIED_MESSAGE = 'Você não tem permissão para realizar esta ação.';
export const MISSING_PERMISSIONS_CODE = 'MISSING_PERMISSIONS';

function grants(held: PermissionEntry, required: PermissionEntry): boolean {
  return (
    held.module === required.module &&
    (required.controller == null || held.controller === required.controller) &&
    (required.access == null || held.access === required.access)
  );
}

/**
 * Every required permission needs an entry of the user with the same module and, when the requirement
 * names them, the same controller and access. Nothing required: anyone passes, even no user.
 */
export function hasPermissions(
  user: WithPermissions | null | undefined,
  required: readonly PermissionEntry[] | null | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  const held = user?.permissions ?? [];
  return required.every((requirement) => held.some((entry) => grants(entry, requirement)));
}
