import { eq } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { serviceSettings } from '~/server/db/schema';

export const SERVICE_MODES = ['normal', 'read_only', 'disabled'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
export interface ServiceState {
  mode: ServiceMode;
  notice: string | null;
}

export async function getServiceState(tx: Tx): Promise<ServiceState> {
  const [row] = await tx.select({ mode: serviceSettings.mode, notice: serviceSettings.notice }).from(serviceSettings).where(eq(serviceSettings.id, 1));
  return row ?? { mode: 'normal', notice: null };
}

/** The operator's switch (CLI `zaga service mode`); every instance reads it on each request. */
export async function setServiceMode(tx: Tx, mode: ServiceMode, notice?: string | null): Promise<ServiceState> {
  const values = { id: 1, mode, notice: notice ?? null, updatedAt: new Date() };
  const [row] = await tx
    .insert(serviceSettings)
    .values(values)
    .onConflictDoUpdate({ target: serviceSettings.id, set: { mode, notice: values.notice, updatedAt: values.updatedAt } })
    .returning({ mode: serviceSettings.mode, notice: serviceSettings.notice });
  return row!;
}
