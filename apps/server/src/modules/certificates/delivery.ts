import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { DocumentStore } from '../../lib/document-store';
import type { Mailer } from '../../plugins/mail';
import { findUserById } from '../auth/queries';
import { certificateMail } from './mail';
import { renderCertificatePdf } from './pdf';
import * as q from './queries';
import { toPublic } from './serializers';

export interface DeliveryDeps {
  db: Db;
  documents: DocumentStore;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const BATCH = 20;

/**
 * What follows an issue, after its transaction committed: the PDF, generated once and kept in the
 * document store, and the learner's mail. Issues made inside other modules' transactions (an exam
 * section closing, a course completed) are picked up by `deliverPending`, run on a timer and after
 * each issue here; a claimed row is mailed once, by one instance.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { db, documents, mailer, publicUrl } = deps;

  /** The certificate's PDF: the stored one, or rendered now and stored for every later download. */
  async function pdfOf(row: q.CertificateRow): Promise<Buffer> {
    const stored = row.pdfKey ? await documents.read(row.pdfKey) : undefined;
    if (stored) return stored;
    const pdf = await renderCertificatePdf(toPublic(row, publicUrl));
    await q.setPdfKey(db, row.id, await documents.put('certificates', pdf, 'pdf'));
    return pdf;
  }

  async function mailHolder(row: q.CertificateRow): Promise<boolean> {
    const holder = await findUserById(db, row.userId);
    if (!holder) return false;
    return mailer.send({
      to: holder.email,
      ...certificateMail(toPublic(row, publicUrl), `${publicUrl}/userdash`),
    });
  }

  let running: Promise<void> | undefined;
  async function deliverBatch() {
    for (;;) {
      const ids = await q.claimUnmailed(db, BATCH);
      for (const id of ids) {
        try {
          const row = await q.findById(db, id);
          if (!row) continue;
          await pdfOf(row);
          await mailHolder(row);
        } catch (error) {
          // The PDF is made again on its first download; the mail can be re-sent by an admin.
          deps.log.error({ err: error, certificate: id }, 'certificate PDF or mail failed');
        }
      }
      if (ids.length < BATCH) return;
    }
  }

  return {
    pdfOf,
    mailHolder,
    /** Generates and mails what was issued and not yet sent; never throws (logged instead). */
    deliverPending(): Promise<void> {
      running ??= deliverBatch()
        .catch((error) =>
          deps.log.error({ err: error }, 'certificate delivery failed; retried on the next run'),
        )
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    /** Waits for a run in progress, so a closing server does not pull the database from under it. */
    async settled(): Promise<void> {
      await running;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
