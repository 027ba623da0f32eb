import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { SeedOptions } from '../../seed/demo.js';
import { createInventoryItem } from './service.js';

const ITEMS = [
  { name: 'Amoxicillin', form: 'capsule', strength: '500 mg', unit: 'capsules', stockQuantity: 240, reorderThreshold: 60, location: 'A-1' },
  { name: 'Metformin', form: 'tablet', strength: '850 mg', unit: 'tablets', stockQuantity: 45, reorderThreshold: 50, location: 'A-2' },
  { name: 'Lisinopril', form: 'tablet', strength: '10 mg', unit: 'tablets', stockQuantity: 180, reorderThreshold: 40, location: 'A-3' },
  { name: 'Salbutamol inhaler', form: 'inhaler', strength: '100 mcg/dose', unit: 'inhalers', stockQuantity: 12, reorderThreshold: 10, location: 'B-1' },
  { name: 'Ibuprofen', form: 'tablet', strength: '400 mg', unit: 'tablets', stockQuantity: 500, reorderThreshold: 100, location: 'B-2' },
  { name: 'Insulin glargine', form: 'injection', strength: '100 U/mL', unit: 'pens', stockQuantity: 0, reorderThreshold: 5, location: 'Fridge-1' },
  { name: 'Omeprazole', form: 'capsule', strength: '20 mg', unit: 'capsules', stockQuantity: 8, reorderThreshold: 30, location: 'A-4' },
  { name: 'Cetirizine', form: 'tablet', strength: '10 mg', unit: 'tablets', stockQuantity: 90, reorderThreshold: 20, location: 'B-3' },
];

/** A small pharmacy shelf: mostly in stock, some low, one out. */
export async function seedDemoInventory(deps: AppDeps, owner: ClinicContext, options: SeedOptions) {
  for (const [i, item] of ITEMS.entries()) {
    await createInventoryItem(deps, owner, { ...item, expiresAt: `2027-${String((i % 12) + 1).padStart(2, '0')}-28` });
  }
  options.print(`Added ${ITEMS.length} inventory items`);
}
