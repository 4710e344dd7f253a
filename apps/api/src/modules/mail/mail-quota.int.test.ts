import { MailingResponseSchema } from '@debtshield/contracts';
import { certifiedMailings } from '@debtshield/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { insertDispute } from '../letters/letters.repository';
import { SAMPLE_LETTER } from './sample-letter';

// Issue 24, item 3: several letters sent at once never mail more than were bought. The quota and the
// mailing are claimed in one transaction (the user's row locked). On PostgreSQL the sends really run
// side by side on the pool's connections; PGlite has one connection and serialises them anyway.
describe('Done-for-you letters sent at once (20 trials)', () => {
  let t: TestApp;
  const post = (url: string, payload: object, token: string) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 100_000 });
  });
  afterAll(async () => t?.close());

  const trial = async (bought: number, sentAtOnce: number) => {
    const u = await insertUserWithSession(t.db, { purchases: Array.from({ length: bought }, () => ({ name: 'dfy_service' })) });
    const previews = await Promise.all(
      Array.from({ length: sentAtOnce }, async () => {
        const disputeId = await insertDispute(t.db.db, {
          userId: u.userId,
          analysisId: null,
          collectorName: 'Apex Recovery Partners',
          debtAmount: 100,
          accountLast4: '1234',
          letterKind: 'validation_request',
        });
        const res = await post(`/api/dispute/${disputeId}/certified-mail/preview`, { letter_text: SAMPLE_LETTER }, u.token);
        expect(res.statusCode, res.body).toBe(200);
        return { disputeId, mailing: MailingResponseSchema.parse(res.json()).mailing };
      }),
    );
    const answers = await Promise.all(
      previews.map(({ disputeId, mailing }) =>
        post(`/api/dispute/${disputeId}/certified-mail/send`, { mailing_id: mailing.id, approved_pdf_sha256: mailing.pdf_sha256, approved: true }, u.token),
      ),
    );
    const mailed = await t.db.db
      .select({ id: certifiedMailings.id, lob: certifiedMailings.lobLetterId })
      .from(certifiedMailings)
      .where(and(eq(certifiedMailings.userId, u.userId), notInArray(certifiedMailings.status, ['previewed', 'canceled'])));
    return { statuses: answers.map((a) => a.statusCode).sort(), mailed: mailed.length, atLob: mailed.filter((m) => m.lob).length };
  };

  it('mails exactly the one letter bought when three are sent at once, in each of 20 trials', async () => {
    const overQuota: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const r = await trial(1, 3);
      if (r.mailed > 1) overQuota.push(i);
      expect(r.mailed).toBe(1);
      expect(r.atLob).toBe(1);
      expect(r.statuses).toEqual([200, 403, 403]);
    }
    expect(overQuota).toEqual([]);
  });

  it('mails two of two bought when five are sent at once', async () => {
    for (let i = 0; i < 5; i += 1) {
      const r = await trial(2, 5);
      expect(r.mailed).toBe(2);
      expect(r.statuses).toEqual([200, 200, 403, 403, 403]);
    }
  });
});
