import { createServer, type Server } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpServer {
  received: ReceivedMail[];
  /** While true, every message is refused with 421 (service not available), as during an outage. */
  refusing: boolean;
  /** How many messages were refused. */
  refusals: number;
  url: () => string;
  close: () => Promise<void>;
}

/** A minimal SMTP server on a free local port that keeps what it accepts; it can be told to refuse. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const state = { received: [] as ReceivedMail[], refusing: false, refusals: 0 };
  const server: Server = createServer((socket) => {
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'MAIL' && state.refusing) {
          state.refusals += 1;
          socket.end('421 4.3.2 Service not available, try again later\r\n');
          return;
        } else if (command === 'MAIL') {
          envelope.from = line;
          socket.write('250 ok\r\n');
        } else if (command === 'RCPT') {
          envelope.to.push(line);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The fake SMTP server has no port');
  return Object.assign(state, {
    url: () => `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
