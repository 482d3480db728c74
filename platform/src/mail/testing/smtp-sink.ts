import { createServer, type Server, type Socket } from 'node:net';

export interface Delivered {
  to: string[];
  /** The message as the client sent it (headers and body, dot-stuffing undone). */
  data: string;
}

/**
 * A mail server for tests that speaks plain SMTP on a free port: it accepts every message and
 * keeps it. `holdAfter(n)` makes it stop answering once n messages have been accepted: the next
 * message is received but never acknowledged (so it is not delivered), as when the sender is
 * killed mid-send; `held` resolves when that happens. `refuse(address)` answers that address's
 * RCPT with a permanent failure, as a server without such a mailbox does.
 */
export class SmtpSink {
  readonly delivered: Delivered[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private holdAt: number | null = null;
  private readonly refused = new Set<string>();
  /** Each RCPT refused, by address. */
  readonly refusals: string[] = [];
  private onHeld: () => void = () => undefined;
  readonly held = new Promise<void>((resolve) => {
    this.onHeld = resolve;
  });

  get url(): string {
    const address = this.server?.address();
    if (!address || typeof address !== 'object') throw new Error('the SMTP sink is not listening');
    return `smtp://127.0.0.1:${address.port}`;
  }

  holdAfter(count: number): void {
    this.holdAt = count;
  }

  refuse(address: string): void {
    this.refused.add(address);
  }

  /** Answers again (connections held so far stay silent). */
  release(): void {
    this.holdAt = null;
  }

  /** The messages delivered to one address. */
  to(address: string): Delivered[] {
    return this.delivered.filter((mail) => mail.to.includes(address));
  }

  async start(): Promise<this> {
    this.server = createServer((socket) => this.converse(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private converse(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let to: string[] = [];
    let data: string[] | null = null;
    let buffered = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const message = { to, data: data.join('\n') };
          data = null;
          to = [];
          if (this.holdAt !== null && this.delivered.length >= this.holdAt) {
            this.onHeld();
            continue; // never acknowledged: not delivered
          }
          this.delivered.push(message);
          reply('250 2.0.0 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (this.refused.has(address)) {
            this.refusals.push(address);
            reply('550 5.1.1 no such mailbox');
          } else {
            to.push(address);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          data = [];
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok'); // MAIL, RSET, NOOP
      }
    });
  }
}
