import { disputeEvents, disputes, generatedFiles, type Database } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { randomToken } from '../../platform/auth';

/** Download links live as long as uploads: 1 hour. */
export const DOWNLOAD_TTL_MS = 60 * 60 * 1000;

export const insertDispute = async (
  db: Database,
  values: {
    userId: string;
    analysisId: string | null;
    collectorName: string | null;
    debtAmount: number | null;
    accountLast4: string | null;
    letterKind: string;
    now?: Date;
  },
): Promise<string> => {
  const [row] = await db
    .insert(disputes)
    .values({
      userId: values.userId,
      analysisId: values.analysisId,
      collectorName: values.collectorName,
      debtAmountCents: values.debtAmount === null ? null : Math.round(values.debtAmount * 100),
      accountLast4: values.accountLast4,
      letterKind: values.letterKind,
      ...(values.now ? { createdAt: values.now } : {}),
    })
    .returning({ id: disputes.id });
  if (!row) throw new Error('insert into disputes returned nothing');
  // The tracker's first event: the letter exists; sending it is recorded by POST /api/responses.
  await db.insert(disputeEvents).values({ disputeId: row.id, type: 'letter_generated', occurredOn: (values.now ?? new Date()).toISOString().slice(0, 10) });
  return row.id;
};

/** Stores a letter for download under an unguessable id; returns the id. */
export const insertGeneratedFile = async (
  db: Database,
  values: { userId: string; kind: string; fileName: string; content: string; analysisId?: string | null; now?: Date },
): Promise<string> => {
  const id = randomToken();
  const now = values.now ?? new Date();
  await db.insert(generatedFiles).values({
    id,
    userId: values.userId,
    analysisId: values.analysisId ?? null,
    kind: values.kind,
    fileName: values.fileName,
    content: values.content,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DOWNLOAD_TTL_MS),
  });
  return id;
};

export const findGeneratedFile = async (db: Database, id: string) => {
  const [row] = await db.select().from(generatedFiles).where(eq(generatedFiles.id, id)).limit(1);
  return row;
};
