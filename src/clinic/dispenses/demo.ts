import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { SeedOptions } from '../../seed/demo.js';
import { listInventory } from '../inventory/service.js';
import { listPrescriptions } from '../prescriptions/service.js';
import { createDispense } from './service.js';

/** Dispenses against the active demo prescriptions, taken from matching stock (runs after inventory and prescriptions). */
export async function seedDemoDispenses(deps: AppDeps, owner: ClinicContext, options: SeedOptions) {
  const { items: prescriptions } = await listPrescriptions(deps, owner, { status: 'active' });
  const { items: stock } = await listInventory(deps, owner, { availability: 'in-stock' });
  let count = 0;
  for (const rx of prescriptions.slice(0, 5)) {
    const item = stock.find((s) => s.name === rx.medication && s.stockQuantity >= 14);
    await createDispense(deps, owner, {
      fileNumber: rx.fileNumber, name: rx.name, initials: rx.initials, medication: rx.medication, dose: rx.dose,
      quantity: item ? 14 : 1, unit: item?.unit ?? 'pack', prescriptionId: rx.id, inventoryItemId: item?.id ?? null,
    });
    if (item) item.stockQuantity -= 14;
    count++;
  }
  options.print(`Added ${count} dispenses`);
}
