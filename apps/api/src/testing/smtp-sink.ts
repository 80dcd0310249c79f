import { SMTPServer } from 'smtp-server';

/** receivedAt: when the message was taken (Date.now()), for measurements of delivery times. */
export type ReceivedMail = { messageId: string; to: string[]; subject: string; raw: string; receivedAt: number };

/**
 * A local mail server for tests and measurements: takes every message (no sign-in, no TLS)
 * and keeps it. stop() and start() again on the same port stand for a mail server going down
 * and coming back.
 */
export type SmtpSink = { port: number; url: string; received: ReceivedMail[]; start: () => Promise<void>; stop: () => Promise<void> };

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

export async function openSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const sink: SmtpSink = {
    port,
    url: '',
    received,
    start: async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            received.push({
              messageId: header(raw, 'Message-ID'),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: header(raw, 'Subject'),
              raw,
              receivedAt: Date.now(),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(sink.port, '127.0.0.1', () => resolve());
      });
      sink.port = (server.server.address() as { port: number }).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
  await sink.start();
  return sink;
}
