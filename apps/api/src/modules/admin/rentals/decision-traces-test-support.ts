import type { TestApp } from '../../../../test/helpers.ts';

/** What a decision on a rental leaves behind, for its tests: the audit entries and the e-mails. */
export function decisionTraces(getApp: () => TestApp) {
  return {
    auditOf(target: string) {
      const { db } = getApp();
      return db.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('at').execute();
    },
    async mailsTo(email: string) {
      const { app, db } = getApp();
      await app.jobQueue.drain(); // the e-mails are jobs committed with each decision
      return db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
    },
  };
}
