import { describe, expect, it } from 'vitest';

describe('patient deletion clean-ups', () => {
  it('are registered where modules are assembled, not by importing a capability', async () => {
    const hooks = await import('../../../src/clinic/patients/hooks.js');
    const attachments = await import('../../../src/clinic/attachments/service.js');
    await import('../../../src/clinic/attachments/routes.js');
    expect(hooks.patientDeletedHandlers()).not.toContain(attachments.removeAttachmentsOfPatient);
    const modules = await import('../../../src/modules.js');
    expect(modules.patientDeletionCleanups).toEqual([attachments.removeAttachmentsOfPatient]);
    expect(hooks.patientDeletedHandlers()).toEqual([attachments.removeAttachmentsOfPatient]);
  });
});
