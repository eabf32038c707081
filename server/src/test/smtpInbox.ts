import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone, enough to find a link. */
  body: string;
}

/** Undoes quoted-printable: nodemailer wraps long Turkish lines, which would split a link. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A real SMTP server on a random local port (plain, no TLS, no auth) that keeps what it receives.
 * Tests point SMTP_URL at it and read the mail the product actually sent over the wire.
 */
export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')) });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    /** Resolves with the first mail to `to` that arrives (or already arrived). */
    async waitFor(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          // eslint-disable-next-line no-restricted-syntax -- a poll's interval: the loop waits for the condition, up to its deadline
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
