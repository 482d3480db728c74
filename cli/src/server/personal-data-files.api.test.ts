import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { rebuildProjections } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client.ts';
import { createOrganization, joined, signedUp, type SignedIn } from '../testing/organization.ts';
import { mailsSent } from '../testing/outbox.ts';
import { readModelsCaughtUp, startTestServer, type TestServer } from '../testing/test-server.ts';

// The files themselves (docs/product/personal-data.md): after an erasure and a rebuild of every read
// model, no byte of the person's name, address or reasons is left in the embedded stores, in any
// encoding the app writes.

/**
 * Unusual values, so a find is theirs: a name with letters beyond ASCII, an address, two reasons.
 * Each starts with a made-up word of ten letters: the stores hold base64url ciphertext, in which a
 * four-letter word turns up by chance (about once in a million positions, case aside); ten letters
 * about once in 10¹⁵.
 */
const PERSON = { name: 'Qwvxkzjrtm Ødegård', email: 'jmzkqwvxtr.person@example.com' };
const REASONS = { request: 'Plktqzvxnw surgery on the knee', review: 'Hrzbwqkxvj approved, get well' };
const NEEDLES = [PERSON.name, PERSON.email, REASONS.request, REASONS.review];
/** Someone invited by name before they had an account, who then signed up under another name. */
const INVITEE = {
  first: 'Gzrwqtkxvm',
  last: 'Tlqvzxkwrj Ødemark',
  invited: 'Gzrwqtkxvm Tlqvzxkwrj',
  own: 'Wbnkxqzvtr Ødemark',
  email: 'vxqbkzwtrj.invitee@example.com',
};
const INVITEE_NEEDLES = [`${INVITEE.first} ${INVITEE.last}`, INVITEE.last, INVITEE.invited, INVITEE.own, INVITEE.email];

const nonAscii = /[^ -~]/g;
const hexBytes = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
/** Each value as the app may write it: UTF-8, UTF-16, base64 at every alignment, JSON-escaped, quoted-printable; its made-up word alone too. */
function encodings(value: string): Buffer[] {
  const texts = [
    value,
    value.replace(nonAscii, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    value.replace(nonAscii, hexBytes),
    value.replace(nonAscii, hexBytes).replace(/ /g, '_'),
    // Its first word alone (each value starts with one made up for this test), found in any surroundings.
    value.split(' ')[0]!,
  ];
  const base64 = [0, 1, 2].map((shift) => {
    const encoded = Buffer.from(`${'x'.repeat(shift)}${value}`, 'utf8').toString('base64');
    // Only the characters that depend on the value alone, away from both edges.
    return Buffer.from(encoded.slice(Math.ceil((shift * 4) / 3) + 2, -4), 'latin1');
  });
  return [
    ...texts.flatMap((text) => [Buffer.from(text, 'utf8'), Buffer.from(text.toLowerCase(), 'utf8'), Buffer.from(text, 'utf16le')]),
    ...base64,
  ];
}

function filesOf(dataDir: string): string[] {
  const stores = ['events.db', 'events.db-wal', 'read.db', 'read.db-wal'].map((name) => join(dataDir, name));
  const outbox = join(dataDir, 'outbox');
  const mails = existsSync(outbox) ? readdirSync(outbox).map((name) => join(outbox, name)) : [];
  return [...stores, ...mails].filter((file) => existsSync(file));
}

/** Where any of the values was found, as "file: value". */
function found(dataDir: string, needles = NEEDLES): string[] {
  const finds: string[] = [];
  for (const file of filesOf(dataDir)) {
    const bytes = readFileSync(file);
    const lower = Buffer.from(bytes.toString('latin1').toLowerCase(), 'latin1');
    for (const needle of needles) {
      if (encodings(needle).some((encoded) => bytes.includes(encoded) || lower.includes(encoded)))
        finds.push(`${file.slice(dataDir.length + 1)}: ${needle}`);
    }
  }
  return finds;
}

interface World {
  server: TestServer;
  root: ApiClient;
  ada: SignedIn;
  org: string;
}

/**
 * Each test on a server and data directory of its own (the API specs run in a random order), stopped
 * at its end: a stopped server has folded its WAL into the databases, and its files must still hold
 * no byte of the person.
 */
async function onItsOwnServer(scenario: (world: World) => Promise<string[]>): Promise<void> {
  const server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
  try {
    const root = new ApiClient(server.url);
    await root.signUp('root@example.com');
    const ada = await signedUp(root, 'ada@example.com', 'Ada Admin');
    const needles = await scenario({ server, root, ada, org: await createOrganization(root, ada) });
    await server.running.stop();
    expect(found(server.dataDir, needles)).toEqual([]);
  } finally {
    await server.running.stop().catch(() => undefined);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

describe('after an erasure and a rebuild of every read model', () => {
  it('the embedded stores hold no byte of the erased person, running or stopped', { timeout: 120_000 }, () =>
    onItsOwnServer(async (world) => {
      const { server, root, ada, org } = world;
      const person = await joined(ada, org, await signedUp(root, PERSON.email, PERSON.name));
      const asked = await person.post(`/organizations/${org}/my-vacation-requests`, {
        start_date: '2027-03-01',
        end_date: '2027-03-05',
        request_notes: REASONS.request,
      });
      expect(asked.status).toBe(201);
      const approved = await ada.put(`/organizations/${org}/vacation-requests/${asked.body.id}/review`, {
        status: 'approved',
        review_notes: REASONS.review,
      });
      expect(approved.status).toBe(200);
      await mailsSent(server);
      await readModelsCaughtUp(server);
      // Before: the read models and the mail hold the person in clear (the log does not).
      const before = found(server.dataDir);
      expect(before.filter((find) => find.startsWith('read.db'))).not.toEqual([]);
      expect(before.filter((find) => find.startsWith('outbox'))).not.toEqual([]);
      expect(before.filter((find) => find.startsWith('events.db'))).toEqual([]);

      await erasedAndRebuilt(world, person.id);
      expect(found(server.dataDir)).toEqual([]);
      return NEEDLES;
    }),
  );

  it('the embedded stores hold no byte of a person invited by name before they signed up, running or stopped', { timeout: 120_000 }, () =>
    onItsOwnServer(async (world) => {
      const { server, root, ada, org } = world;
      const invited = await ada.post(`/organizations/${org}/invitations`, {
        email: INVITEE.email,
        first_name: INVITEE.first,
        last_name: INVITEE.last,
        invited_name: INVITEE.invited,
        is_employee: true,
      });
      expect(invited.status).toBe(201);
      await mailsSent(server);
      const person = await signedUp(root, INVITEE.email, INVITEE.own);
      expect((await person.put(`/invitations/${invited.body.token}/accept`)).status).toBe(200);
      await readModelsCaughtUp(server);
      const before = found(server.dataDir, INVITEE_NEEDLES);
      expect(before.filter((find) => find.startsWith('read.db'))).not.toEqual([]);
      expect(before.filter((find) => find.startsWith('outbox'))).not.toEqual([]);
      expect(before.filter((find) => find.startsWith('events.db'))).toEqual([]);

      await erasedAndRebuilt(world, person.id);
      expect(found(server.dataDir, INVITEE_NEEDLES)).toEqual([]);
      return INVITEE_NEEDLES;
    }),
  );
});

/** Erased by a super admin, then what `rostra projections rebuild all` does, on the server's own stores. */
async function erasedAndRebuilt({ server, root }: World, userId: string): Promise<void> {
  expect((await root.post(`/admin/users/${userId}/erase`, { reason: 'Letter of 1 March' })).status).toBe(200);
  await rebuildProjections(server.running.stores.events, server.running.stores.readStore, [...allProjections]);
  await mailsSent(server);
  await readModelsCaughtUp(server);
}
