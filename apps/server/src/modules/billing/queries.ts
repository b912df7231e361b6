import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { billingSettings } from '../../db/schema/billing';

export type BillingSettingsRow = typeof billingSettings.$inferSelect;
export type BillingSettingsValues = Omit<typeof billingSettings.$inferInsert, 'id' | 'updatedAt'>;

/** The one row; `forUpdate` holds it until the transaction ends (two admins saving at once). */
export async function findBillingSettings(
  db: Executor,
  { forUpdate = false } = {},
): Promise<BillingSettingsRow | undefined> {
  const query = db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function saveBillingSettings(db: Executor, values: BillingSettingsValues) {
  const row = { ...values, updatedAt: new Date() };
  const [saved] = await db
    .insert(billingSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: billingSettings.id, set: row })
    .returning();
  return saved!;
}
