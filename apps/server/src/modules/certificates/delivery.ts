import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database';
import type { DocumentStore } from '../../lib/document-store';
import { findUserById } from '../auth/queries';
import { enqueueMail } from '../jobs/queue';
import { certificateMail } from './mail';
import { renderCertificatePdf } from './pdf';
import * as q from './queries';
import { toPublic } from './serializers';

export interface DeliveryDeps {
  db: Db;
  documents: DocumentStore;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const BATCH = 20;

/**
 * What follows an issue, after its transaction committed: the PDF, generated once and kept in the
 * document store, and the learner's mail. Issues made inside other modules' transactions (an exam
 * section closing, a course completed) are picked up by `deliverPending`, run on a timer and after
 * each issue here. An unmailed row is the outbox record: its claim and its mail job commit in one
 * transaction, so each certificate's notice is queued exactly once, by one instance.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { db, documents, publicUrl } = deps;

  /** The certificate's PDF: the stored one, or rendered now and stored for every later download. */
  async function pdfOf(row: q.CertificateRow): Promise<Buffer> {
    const stored = row.pdfKey ? await documents.read(row.pdfKey) : undefined;
    if (stored) return stored;
    const pdf = await renderCertificatePdf(toPublic(row, publicUrl));
    await q.setPdfKey(db, row.id, await documents.put('certificates', pdf, 'pdf'));
    return pdf;
  }

  /** Queues the learner's notice in `tx` (the job worker sends it, with retries). */
  async function mailHolder(row: q.CertificateRow, tx: Executor = db): Promise<void> {
    const holder = await findUserById(tx, row.userId);
    if (!holder) return;
    await enqueueMail(tx, {
      to: holder.email,
      ...certificateMail(toPublic(row, publicUrl), `${publicUrl}/userdash`),
    });
  }

  /** Claims a batch of unmailed certificates and queues their mails, in one transaction. */
  const claimAndMail = () =>
    db.transaction(async (tx) => {
      const ids = await q.claimUnmailed(tx, BATCH);
      for (const id of ids) {
        const row = await q.findById(tx, id);
        if (row) await mailHolder(row, tx);
      }
      return ids;
    });

  let running: Promise<void> | undefined;
  async function deliverBatch() {
    for (;;) {
      const ids = await claimAndMail();
      for (const id of ids) {
        try {
          const row = await q.findById(db, id);
          if (row) await pdfOf(row);
        } catch (error) {
          // The PDF is made again on its first download.
          deps.log.error({ err: error, certificate: id }, 'certificate PDF failed');
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
