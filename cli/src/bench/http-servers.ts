// Child process of `rostra bench http`: one server per process, so that neither shares an event
// loop with the other or with the load generator. Started with an argument saying which:
// `rostra` (the real all-in-one server on a fresh data dir, seeded with the benchmark's month) or
// `express` (a hello-world Express app answering a JSON document the parent sends). Each reports
// over IPC once it listens and stops when the parent disconnects.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startTestServer } from '../testing/test-server.ts';
import { seedCalendarMonth } from './calendar-month.ts';

export type ServerReady = { url: string; path: string; headers: Record<string, string>; renamePath?: string };

const send = (message: ServerReady) => process.send!(message);

async function rostra(): Promise<void> {
  const server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
  const month = await seedCalendarMonth(server);
  process.once('disconnect', () => void server.stop().then(() => process.exit(0)));
  send({ url: server.url, ...month });
}

function helloWorld(): void {
  process.once('message', ({ path, json }: { path: string; json: string }) => {
    const document: unknown = JSON.parse(json);
    const app = express();
    app.get(new URL(path, 'http://localhost').pathname, (_request, response) => response.json(document));
    const server = app.listen(0, '127.0.0.1', () =>
      send({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, path, headers: {} }),
    );
    process.once('disconnect', () => server.close(() => process.exit(0)));
  });
}

if (process.argv[2] === 'rostra') await rostra();
else helloWorld();
