import { createServer, type AddressInfo, type Socket } from 'node:net';

export type SinkMessage = {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string;
  to: string[];
  /** The raw message as sent after DATA: headers, a blank line, the body (still transfer-encoded). */
  raw: string;
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true`: plain SMTP, no STARTTLS. */
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message to `to`, waiting for it up to `timeoutMs`. */
  waitFor: (to: string, timeoutMs?: number) => Promise<SinkMessage>;
  close: () => Promise<void>;
};

const envelopeAddress = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';

/**
 * A tiny in-process SMTP server that accepts every message and keeps it in memory: just enough of
 * RFC 5321 (220, EHLO/HELO, MAIL, RCPT, DATA/354 with dot-unstuffing, RSET, NOOP, QUIT/221) for
 * nodemailer's plain SMTP client. `port` starts it again where a closed one listened (a mail server
 * back after an outage).
 */
export async function startSmtpSink({ port: wanted = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let dataLines: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          messages.push({ ...envelope, raw: dataLines.join('\r\n') });
          envelope = { from: '', to: [] };
          dataLines = [];
          reply('250 2.0.0 Ok: queued');
        } else {
          dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
      else if (verb === 'MAIL') {
        envelope = { from: envelopeAddress(line), to: [] };
        reply('250 2.1.0 Ok');
      } else if (verb === 'RCPT') {
        envelope.to.push(envelopeAddress(line));
        reply('250 2.1.5 Ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        reply('250 2.0.0 Ok');
      } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else reply('502 5.5.2 Command not recognised');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onLine(line);
      }
    });
    socket.on('error', () => socket.destroy());
    reply('220 sink.test ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    async waitFor(to, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no message to ${to} reached the SMTP sink`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Headers (lower-cased names, unfolded) and the decoded text of a raw message (its text/plain part if multipart). */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  // A text-and-HTML message: the text is its text/plain part.
  const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((p) => p.replace(/^\r\n/, ''));
    const plain = parts.find((p) => /^content-type:\s*text\/plain/im.test(p.slice(0, p.indexOf('\r\n\r\n'))));
    return { headers, text: plain ? parseMessage(plain.replace(/\r\n$/, '')).text : '' };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
    text = bytes.toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  return { headers, text: text.replace(/\r\n/g, '\n') };
}
