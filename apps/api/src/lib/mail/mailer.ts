import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../background-tasks.ts';
import type { Clock } from '../clock.ts';
import type { MailMessage } from './mail-message.ts';
import type { MailTransport } from './mail-transport.ts';
import type { Outbox } from './outbox.ts';

export interface Mailer {
  /**
   * Records the message in the outbox and hands it to the transport in the background: the caller
   * never waits for an SMTP server, and a delivery failure is recorded and logged, not thrown.
   */
  send(message: MailMessage): Promise<void>;
}

export interface MailerDependencies {
  from: string;
  transport: MailTransport;
  outbox: Outbox;
  clock: Clock;
  tasks: BackgroundTasks;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

export function createMailer({ from, transport, outbox, clock, tasks, logger }: MailerDependencies): Mailer {
  return {
    async send(message) {
      const mail = { ...message, from };
      const id = await outbox.add(mail, transport.kind, clock.now());
      tasks.run('deliver e-mail', async () => {
        try {
          await transport.deliver(mail);
          await outbox.markSent(id, clock.now());
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await outbox.markFailed(id, reason.slice(0, 1000), clock.now());
          logger.error({ err: error, outboxId: id }, 'e-mail delivery failed');
        }
      });
    },
  };
}
