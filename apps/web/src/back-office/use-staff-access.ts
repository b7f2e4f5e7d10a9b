import {
  areaPermission,
  BACK_OFFICE_ACCESS,
  hasPermissions,
  type StaffAccess,
  type StaffArea,
} from '@estadia/domain';
import { useActiveUser } from '../lib/me/use-active-user';

/**
 * Whether the logged-in staff member may `access` `area` (DASH and the area's entry, decision 0007).
 * Screens hide what the user may not do; the API refuses it anyway (403).
 */
export function useStaffAccess(area: StaffArea, access: StaffAccess): boolean {
  const { data: user } = useActiveUser();
  return hasPermissions(user, [BACK_OFFICE_ACCESS, areaPermission(area, access)]);
}
