import {
  type AdminProjectListResponse,
  type DynamicPrices,
  type Modality,
  SECURITY_DEPOSIT_TOO_HIGH,
  type StateInitials,
  securityDepositProblem,
  type UpdateModalityPricesRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, ModalityRow } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notifyCatalogChanged } from '../../catalog/catalog-changes.ts';
import { toModality } from '../../catalog/catalog-snapshot.ts';
import { findAllModalities, findAllProjects } from '../../catalog/queries.ts';
import type { CatalogService } from '../../catalog/service.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import {
  countApartmentsByProject,
  lockModality,
  type ModalityPrices,
  updateModalityPrices,
} from './repository.ts';

function pricesOf(row: ModalityRow): ModalityPrices {
  return {
    priceShortPeriod: row.price_short_period,
    priceLongPeriod: row.price_long_period,
    dynamicPrices: row.dynamic_prices,
    securityDepositCents: row.security_deposit_cents,
  };
}

/**
 * A caução above three months of the rent the prices make (Lei 8.245/1991, art. 38) → 422, whether the caução
 * or the prices changed: the modality is never left offering more than the law allows.
 */
function assertDepositFits(prices: ModalityPrices): void {
  const problem = securityDepositProblem(prices.securityDepositCents, prices);
  if (problem) {
    throw new AppError(422, SECURITY_DEPOSIT_TOO_HIGH, problem, {
      issues: [{ path: 'securityDepositCents', message: problem }],
    });
  }
}

/** Dynamic prices without empty fields; none at all is no dynamic price. */
function cleanDynamicPrices(prices: DynamicPrices | null): DynamicPrices | null {
  if (!prices) return null;
  const clean: DynamicPrices = {};
  if (prices.shortPeriod != null) clean.shortPeriod = prices.shortPeriod;
  if (prices.longPeriod != null) clean.longPeriod = prices.longPeriod;
  return Object.keys(clean).length > 0 ? clean : null;
}

/**
 * The modalities' prices. A change is read by quotes and new drafts at once, on every instance: this
 * one reloads its catalogue after the commit, the others when PostgreSQL delivers the notification
 * sent in the same transaction (decision 0006). Submitted rentals keep the price they were sent with.
 */
export class PricesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  /** Every project with its modalities' current prices, read from the database (never a stale copy). */
  async projects(): Promise<AdminProjectListResponse> {
    const [projects, modalities, apartments] = await Promise.all([
      findAllProjects(this.db),
      findAllModalities(this.db),
      countApartmentsByProject(this.db),
    ]);
    return {
      items: projects.map((project) => ({
        id: project.id,
        name: project.name,
        city: { name: project.city, stateInitials: project.state_initials as StateInitials },
        apartments: apartments.get(project.id) ?? 0,
        modalities: modalities
          .filter((modality) => modality.project_id === project.id)
          .map((modality) => ({
            id: modality.id,
            name: modality.name,
            ...pricesOf(modality),
          })),
      })),
    };
  }

  async updatePrices(
    modalityId: string,
    request: UpdateModalityPricesRequest,
    actor: StaffActor,
  ): Promise<Modality> {
    const now = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await lockModality(trx, modalityId);
      if (!current) throw notFound('Modalidade não encontrada.');
      const before = pricesOf(current);
      const after: ModalityPrices = {
        priceShortPeriod: request.priceShortPeriod ?? before.priceShortPeriod,
        priceLongPeriod: request.priceLongPeriod ?? before.priceLongPeriod,
        dynamicPrices:
          request.dynamicPrices === undefined
            ? before.dynamicPrices
            : cleanDynamicPrices(request.dynamicPrices),
        // None is null, whether sent as null or 0.
        securityDepositCents:
          request.securityDepositCents === undefined
            ? before.securityDepositCents
            : request.securityDepositCents || null,
      };
      assertDepositFits(after);
      const updated = await updateModalityPrices(trx, modalityId, after);
      await recordAudit(
        trx,
        actor,
        {
          action: 'modality.update_prices',
          target: `modality:${modalityId}`,
          details: { modality: current.name, before, after },
        },
        now,
      );
      await notifyCatalogChanged(trx, `modality:${modalityId}`);
      return updated;
    });
    await this.catalog.reload();
    return toModality(row);
  }
}
