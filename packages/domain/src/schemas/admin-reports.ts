import { z } from 'zod';
import { adminRentalSchema } from './admin-rentals.ts';
import { refineWindowLength } from './admin-windows.ts';
import { centsSchema } from './catalog.ts';
import { idSchema, isoDateSchema } from './common.ts';
import { apartmentNotReadySchema } from './housekeeping.ts';
import { refineInterval } from './interval-refinements.ts';

// The back-office (/api/admin/…), the reports: what the API answers and accepts, shared with the admin web
// build.

/** Nights from `from` up to the night before `to` ([from, to)). */
export const occupancyQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, projectId: idSchema.optional() })
  .superRefine(refineInterval('from', 'to', 'A data final deve ser posterior à inicial'))
  .superRefine(refineWindowLength);
export type OccupancyQuery = z.infer<typeof occupancyQuerySchema>;

export const occupancyFiguresSchema = z.object({
  nightsAvailable: z.number().int().min(0),
  nightsSold: z.number().int().min(0),
  /** nightsSold ÷ nightsAvailable, from 0 to 1, to 4 decimal places (0 when nothing is available). */
  occupancy: z.number().min(0).max(1),
  revenueCents: centsSchema,
  /** Average daily rate: revenue ÷ nights sold. */
  adrCents: centsSchema,
  /** Revenue per available night: revenue ÷ nights available. */
  revparCents: centsSchema,
});
export type OccupancyFigures = z.infer<typeof occupancyFiguresSchema>;

export const projectOccupancySchema = occupancyFiguresSchema.extend({
  projectId: idSchema,
  projectName: z.string(),
});
export type ProjectOccupancy = z.infer<typeof projectOccupancySchema>;

export const occupancyNightSchema = z.object({
  date: isoDateSchema,
  nightsAvailable: z.number().int().min(0),
  nightsSold: z.number().int().min(0),
  occupancy: z.number().min(0).max(1),
  revenueCents: centsSchema,
});
export type OccupancyNight = z.infer<typeof occupancyNightSchema>;

export const occupancyReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  projects: z.array(projectOccupancySchema),
  total: occupancyFiguresSchema,
  /** Night by night over the projects reported (the charts); the sum of its revenue is the total's. */
  series: z.array(occupancyNightSchema),
});
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

export const dashboardSchema = z.object({
  today: isoDateSchema,
  checkIns: z.array(adminRentalSchema),
  checkOuts: z.array(adminRentalSchema),
  awaitingApproval: z.object({ items: z.array(adminRentalSchema), total: z.int().min(0) }).optional(),
  month: z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    occupancy: z.number().min(0).max(1),
    nightsSold: z.number().int().min(0),
    nightsAvailable: z.number().int().min(0),
    revenueCents: centsSchema.optional(), // money: only with reports:read (decision 0017), as the next
  }),
  /** Reconciliation cases still open (a refund on its way, or refused and waiting for a person). */
  openReconciliationCases: z.number().int().min(0).optional(),
  /** Apartments a guest arrives in today that are dirty or out of service. */
  notReadyForArrival: z.array(apartmentNotReadySchema),
  /** Repair requests past their deadline and not resolved. */
  overdueMaintenanceRequests: z.number().int().min(0),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
