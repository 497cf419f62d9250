/**
 * What the services count for the metrics, without knowing how metrics are kept: the composition root
 * passes the Prometheus-backed meter; tests and tools may pass nothing.
 */
export type ImportStage = 'upload' | 'validation' | 'commit';

export interface Meter {
  /** Rows an import stage went through. */
  importRows(stage: ImportStage, rows: number): void;
  /** A webhook delivery attempt and how it ended. */
  webhookDelivery(outcome: 'delivered' | 'failed' | 'refused' | 'deferred'): void;
  /** Rows or items housekeeping removed, by kind. */
  housekeepingRemoved(kind: string, count: number): void;
  /** Seconds a worker's import paused to give way to API instances (modules/pacing). */
  workerPaused(seconds: number): void;
}

export const noMeter: Meter = {
  importRows: () => {},
  webhookDelivery: () => {},
  housekeepingRemoved: () => {},
  workerPaused: () => {},
};
