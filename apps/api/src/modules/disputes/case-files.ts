import { createHash } from 'node:crypto';
import { redactText } from '@debtshield/analyzer';
import {
  CASE_FILE_NOT_FOUND,
  CASE_FILE_UNAVAILABLE,
  CASE_FILE_UNREADABLE,
  CaseFileListResponseSchema,
  ErrorResponseSchema,
  SuccessSchema,
  type CaseFile,
} from '@debtshield/contracts';
import { caseFiles, type Database } from '@debtshield/db';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import type { Vault } from '../../platform/case-file-vault';
import { AppError } from '../../platform/errors';
import { ErrorResponses } from '../../platform/responses';
import type { UploadedFile } from '../analysis/read-upload';
import { findOwnDispute } from './disputes.repository';

/**
 * A dispute's case file (issue 15, decision 020): the original files of a collector's reply, kept
 * only when the user chose "keep in my case file", encrypted at rest (platform/case-file-vault.ts).
 * Everything else uploaded is read in memory and dropped; the dispute keeps derived facts and masked text.
 */

/** The additional data each file is sealed with: it opens only as this owner's file in this dispute. */
const contextOf = (userId: string, disputeId: string) => `case-file:v1:${userId}:${disputeId}`;

type Row = typeof caseFiles.$inferSelect;
const present = (r: Pick<Row, 'id' | 'fileName' | 'mimeType' | 'sizeBytes' | 'sha256' | 'createdAt'>): CaseFile => ({
  id: r.id,
  file_name: r.fileName,
  mime_type: r.mimeType,
  size_bytes: r.sizeBytes,
  sha256: r.sha256,
  created_at: r.createdAt.toISOString(),
});

/** Refuses "keep" before anything is read when this server keeps no files (nothing half done). */
export const requireVault = (vault: Vault | null): Vault => {
  if (!vault) throw new AppError('unavailable', CASE_FILE_UNAVAILABLE);
  return vault;
};

/** Seals and stores the uploaded originals of a reply; returns them as listed. */
export const keepInCaseFile = async (
  db: Database,
  vault: Vault,
  owner: { userId: string; disputeId: string; eventId: string | null },
  files: readonly UploadedFile[],
): Promise<CaseFile[]> => {
  const kept: CaseFile[] = [];
  for (const file of files) {
    const bytes = Buffer.from(file.bytes);
    const sealed = vault.seal(bytes, contextOf(owner.userId, owner.disputeId));
    const [row] = await db
      .insert(caseFiles)
      .values({
        userId: owner.userId,
        disputeId: owner.disputeId,
        eventId: owner.eventId,
        fileName: redactText(file.name).slice(0, 200),
        mimeType: file.mimeType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ...sealed,
      })
      .returning();
    kept.push(present(row!));
  }
  return kept;
};

const Params = z.object({ id: z.uuid() });
const FileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const tags = ['disputes'];
const Errors = { ...ErrorResponses, 401: ErrorResponseSchema, 404: ErrorResponseSchema } as const;

/** A file name safe in a Content-Disposition header (the masked name, ASCII, no quotes), with the UTF-8 form beside it. */
const disposition = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'case-file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export const caseFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  /** The dispute's own file, or 404 (as for any id that is not the caller's). */
  const ownFile = async (userId: string, disputeId: string, fileId: string): Promise<Row> => {
    if (!(await findOwnDispute(db, userId, disputeId))) throw new AppError('not_found', CASE_FILE_NOT_FOUND);
    const [row] = await db
      .select()
      .from(caseFiles)
      .where(and(eq(caseFiles.id, fileId), eq(caseFiles.disputeId, disputeId), eq(caseFiles.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('not_found', CASE_FILE_NOT_FOUND);
    return row;
  };

  app.get(
    '/api/dispute/:id/case-files',
    {
      schema: {
        tags,
        summary: "The original files kept in this dispute's case file (owner only); `available` says whether this server keeps files",
        params: Params,
        response: { 200: CaseFileListResponseSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await findOwnDispute(db, user.id, request.params.id))) throw new AppError('not_found', CASE_FILE_NOT_FOUND);
      const rows = await db
        .select({
          id: caseFiles.id,
          fileName: caseFiles.fileName,
          mimeType: caseFiles.mimeType,
          sizeBytes: caseFiles.sizeBytes,
          sha256: caseFiles.sha256,
          createdAt: caseFiles.createdAt,
        })
        .from(caseFiles)
        .where(and(eq(caseFiles.disputeId, request.params.id), eq(caseFiles.userId, user.id)))
        .orderBy(asc(caseFiles.createdAt));
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, available: app.caseFileVault !== null, files: rows.map(present) };
    },
  );

  app.get(
    '/api/dispute/:id/case-files/:fileId',
    {
      schema: {
        tags,
        summary: 'Download a kept original, decrypted (owner only)',
        params: FileParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: z.any().describe('the original file'), ...Errors, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await ownFile(user.id, request.params.id, request.params.fileId);
      const bytes = app.caseFileVault?.open(row, contextOf(user.id, row.disputeId)) ?? null;
      if (!bytes) throw new AppError('conflict', CASE_FILE_UNREADABLE);
      return reply
        .type(row.mimeType)
        .header('Content-Disposition', disposition(row.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  );

  app.delete(
    '/api/dispute/:id/case-files/:fileId',
    {
      schema: {
        tags,
        summary: 'Delete a kept original for good (owner only)',
        params: FileParams,
        response: { 200: SuccessSchema, ...Errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await ownFile(user.id, request.params.id, request.params.fileId);
      await db.delete(caseFiles).where(and(eq(caseFiles.id, row.id), eq(caseFiles.userId, user.id)));
      return { success: true as const };
    },
  );
};
