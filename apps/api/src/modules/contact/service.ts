import type { ContactRequest, CorporateRequest } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { enforceRateLimit } from '../../lib/rate-limit/enforce-rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { contactEmail, corporateRequestEmail } from './contact-emails.ts';
import { insertContactMessage, insertCorporateRequest } from './repository.ts';

const HOUR = 3_600_000;
export const CONTACT_RATE_LIMITS = {
  contactPerIp: { name: 'contact-ip', max: 5, windowMs: HOUR },
  corporatePerIp: { name: 'corporate-ip', max: 5, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

export interface ContactServiceDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The provider's inbox (CONTACT_EMAIL). */
  contactEmail: string;
}

/** Stores what the public forms send and forwards it to the provider's inbox. */
export class ContactService {
  constructor(private readonly deps: ContactServiceDependencies) {}

  async sendContactMessage(request: ContactRequest, ip: string | null): Promise<{ id: string }> {
    const { db, mailer, limiter } = this.deps;
    await enforceRateLimit(limiter, CONTACT_RATE_LIMITS.contactPerIp, ip ?? 'unknown');
    // The message and its e-mail to the team are written together: both or neither.
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertContactMessage(trx, {
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        subject: request.subject,
        message: request.message,
        ip: ip?.slice(0, 64) ?? null,
      });
      await mailer.send(contactEmail(this.deps.contactEmail, request, id), trx);
      return id;
    });
    return { id };
  }

  async sendCorporateRequest(request: CorporateRequest, ip: string | null): Promise<{ id: string }> {
    const { db, mailer, limiter } = this.deps;
    await enforceRateLimit(limiter, CONTACT_RATE_LIMITS.corporatePerIp, ip ?? 'unknown');
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertCorporateRequest(trx, {
        company_name: request.companyName,
        cnpj: request.cnpj,
        contact_name: request.contactName,
        email: request.email,
        phone: request.phone,
        guests: request.guests,
        start_date: request.start,
        end_date: request.end,
        message: request.message ?? null,
        ip: ip?.slice(0, 64) ?? null,
      });
      await mailer.send(corporateRequestEmail(this.deps.contactEmail, request, id), trx);
      return id;
    });
    return { id };
  }
}
