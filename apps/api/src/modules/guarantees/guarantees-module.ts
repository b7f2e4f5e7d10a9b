import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AccountService } from '../account/service.ts';
import type { RentalPresenter } from '../rentals/rental-presenter.ts';
import { guarantorRoutes } from './guarantor-routes.ts';
import { GuarantorsService } from './guarantor-service.ts';
import { guaranteesRoutes } from './routes.ts';
import { SandboxGuaranteeProvider } from './sandbox-guarantee-provider.ts';
import { GuaranteesService } from './service.ts';

/**
 * The guarantees: the service on the built-in sandbox guarantee provider (the only one so far; a real
 * CredPago adapter would be chosen here, see decision 0024), the fiador's, and their routes.
 */
export async function registerGuarantees(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    limiter: RateLimiter;
    presenter: RentalPresenter;
    account: AccountService;
    approve?: (rentalId: string) => Promise<unknown>;
    depositOf?: (modalityId: string) => number | null;
    /** The fiador's invitation and the customer's e-mail of the decision, in their transactions. */
    mailer: Mailer;
    publicUrl: string;
  },
): Promise<GuaranteesService> {
  const profileOf = (userId: string) => deps.account.getMe(userId);
  const guarantees = new GuaranteesService({ ...deps, provider: new SandboxGuaranteeProvider(), profileOf });
  const guarantors = new GuarantorsService({ ...deps, profileOf });
  await app.register(guaranteesRoutes, { guarantees, limiter: deps.limiter });
  await app.register(guarantorRoutes, { guarantors, limiter: deps.limiter });
  return guarantees;
}
