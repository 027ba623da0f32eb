import type { RouteModule } from './platform/http/route-module.js';
import { staffRoutes } from './clinic/staff/routes.js';
import { patientRoutes } from './clinic/patients/routes.js';
import { attachmentRoutes } from './clinic/attachments/routes.js';
import { removeAttachmentsOfPatient } from './clinic/attachments/service.js';
import { onPatientDeleted } from './clinic/patients/hooks.js';
import { prescriptionRoutes } from './clinic/prescriptions/routes.js';
import { inventoryRoutes } from './clinic/inventory/routes.js';
import { dispenseRoutes } from './clinic/dispenses/routes.js';
import { taskRoutes } from './clinic/tasks/routes.js';
import { appointmentRoutes } from './clinic/appointments/routes.js';
import { invoiceRoutes } from './clinic/invoices/routes.js';
import { analyticsRoutes } from './clinic/analytics/routes.js';
import { meetingRoutes } from './clinic/meetings/routes.js';
import { aiConfigRoutes } from './ai/config/routes.js';
import { aiPolicyRoutes } from './ai/policy/routes.js';
import { aiImportRoutes } from './ai/import/routes.js';
import { fhirRoutes } from './fhir/routes.js';
import { integrationConfigRoutes } from './integrations/config/routes.js';
import { integrationRoutes } from './integrations/routes.js';
import { chatRoutes } from './ai/chat/routes.js';
import { scribeRoutes } from './ai/scribe/routes.js';
import { warmDeidVocabularies, warmSpanishWords } from './ai/deid/index.js';

/** Every capability's routes. The platform knows none of them; main.ts and the tests hand this list to buildApp. */
export const routeModules: RouteModule[] = [
  staffRoutes,
  patientRoutes,
  attachmentRoutes,
  prescriptionRoutes,
  inventoryRoutes,
  dispenseRoutes,
  taskRoutes,
  appointmentRoutes,
  invoiceRoutes,
  analyticsRoutes,
  meetingRoutes,
  aiConfigRoutes,
  aiPolicyRoutes,
  aiImportRoutes,
  fhirRoutes,
  integrationConfigRoutes,
  integrationRoutes,
  chatRoutes,
  scribeRoutes,
];

/**
 * What other capabilities clean up inside the transaction that deletes a patient, in the order they run. Registered
 * here, where the capabilities are assembled, so a reader sees every hook in one place.
 */
export const patientDeletionCleanups = [removeAttachmentsOfPatient];
for (const cleanup of patientDeletionCleanups) onPatientDeleted(cleanup);

/**
 * Work a serving process does once it is ready, in the background, so the first request that needs it does not pay:
 * the de-identification dictionaries and the Spanish one, each loaded a slice per event-loop turn. Not awaited before
 * readiness.
 */
export const afterReadyWarmups: Array<() => Promise<void>> = [warmDeidVocabularies, warmSpanishWords];
