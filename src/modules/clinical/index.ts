import type { Capability } from '../../capability.js';
import { clinicalRoutes } from './routes.js';
import type { ClinicalRecords } from './service.js';

/** Clinical detail withheld by role (rule.ts), and the log of who read a member's (shared: orders and prescriptions write it). */
export const clinical: Capability<{ clinical: ClinicalRecords }> = async (app, p) => {
  if (p.servesApi) await app.register(clinicalRoutes, { clinical: p.clinical });
};
