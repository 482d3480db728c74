import { rmSync } from 'node:fs';
import { ApiClient } from '@rostra/cli/testing/api-client';
import { startChildServer } from '@rostra/cli/testing/child-server';
import { createOrganization, joined, signedUp } from '@rostra/cli/testing/organization';
import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import { mailsSent } from '@rostra/cli/testing/outbox';
import { SmtpSink } from '@rostra/cli/testing/smtp-sink';
import { startTestServer } from '@rostra/cli/testing/test-server';
import { describe, expect, it } from 'vitest';

const EMPLOYEES = 6;
const address = (n: number) => `nurse${n}@crash.example.com`;

describe('a server killed while the publication e-mails go out', () => {
  it('sends every changed employee exactly one e-mail once it is started again', { timeout: 240_000 }, async () => {
    // The organization and its draft, made through the real API in this process; the data stays.
    const maker = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@crash.example.com' });
    const { dataDir } = maker;
    const root = new ApiClient(maker.url);
    await root.signUp('root@crash.example.com');
    const ada = await signedUp(root, 'ada@crash.example.com', 'Ada');
    const org = await createOrganization(root, ada, { name: 'Ward 9' });
    const nurses = await Promise.all(Array.from({ length: EMPLOYEES }, async (_, n) => joined(ada, org, await signedUp(root, address(n)))));
    const day = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '07:00', duration_hours: 8 })).body.id;
    const december: Month = { organizationId: org, year: 2026, month: 12 };
    const shifts = nurses.map((nurse, n): [string, string, string, number] => [
      `2026-12-${String(n + 1).padStart(2, '0')}`,
      day,
      nurse.memberId,
      1,
    ]);
    await appendDraft(
      maker,
      december,
      generated(december, { shiftTypes: [{ id: day, name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} }], shifts }),
    );
    await mailsSent(maker); // the invitations' e-mails
    await maker.running.stop();

    const smtp = await new SmtpSink().start();
    try {
      // The third e-mail is received but never acknowledged: the server is killed in the middle of sending it.
      smtp.holdAfter(2);
      const first = await startChildServer(dataDir, { SMTP_URL: smtp.url });
      const admin = new ApiClient(first.url);
      admin.token = ada.token;
      void admin.post(`/organizations/${org}/schedules/2026/12/publish`).catch(() => undefined);
      await smtp.held;
      await first.kill();
      expect(smtp.delivered).toHaveLength(2);

      smtp.release();
      const second = await startChildServer(dataDir, { SMTP_URL: smtp.url });
      try {
        const again = new ApiClient(second.url);
        again.token = ada.token;
        expect((await again.post(`/organizations/${org}/schedules/2026/12/publish`)).status).toBe(409);
        // Mail leaves in the order of the log: once a mail asked for after the restart has arrived,
        // every mail of the publication has too (or never will).
        expect((await again.fresh().post('/auth/password-recovery', { email: 'ada@crash.example.com' })).status).toBe(202);
        await expect.poll(() => smtp.to('ada@crash.example.com').length, { timeout: 60_000 }).toBe(1);
      } finally {
        await second.stop();
      }
      for (let n = 0; n < EMPLOYEES; n += 1) {
        const mails = smtp.to(address(n)).filter((mail) => /^Subject: Your shifts/m.test(mail.data));
        expect(mails, address(n)).toHaveLength(1);
        expect(mails[0]!.data).toMatch(/^Subject: Your shifts: Ward 9, December 2026$/m);
      }
      expect(smtp.delivered).toHaveLength(EMPLOYEES + 1);
    } finally {
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
