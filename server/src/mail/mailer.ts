import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set. Otherwise a development outbox: each message is written as a file
 * under DATA_DIR/outbox, so a newcomer can follow a reset link on a fresh machine. The log names the file
 * but never carries the text: a working reset link in a log is a password for whoever reads the log.
 */
export function createMailer(config: Config, log: Logger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.resolve(config.DATA_DIR === 'memory://' ? './data' : config.DATA_DIR, 'outbox');
  return {
    async send(mail) {
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.txt`);
      await fs.writeFile(file, `To: ${mail.to}\nFrom: ${config.MAIL_FROM}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      log.info({ to: mail.to, subject: mail.subject, file }, `mail written to the development outbox: ${file}`);
    },
  };
}
