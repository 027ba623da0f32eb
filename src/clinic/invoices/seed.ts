import { faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { addMonthsClamped, localIso } from '../appointments/fields.js';
import { forNewestPatients } from '../appointments/seed.js';
import { lineCents, splitInstallments } from './money.js';
import type { InvoiceStatus } from './schema.js';
import { formatInvoiceNumber, INVOICE_COUNTER } from './service.js';

const PRICE_LIST: Array<[string, number]> = [
  ['Consultation', 8000], ['Follow-up visit', 5000], ['Lab panel', 4250], ['ECG', 6500], ['Vaccination', 3500],
  ['Wound dressing', 1850], ['Telehealth visit', 4000], ['Medical certificate', 2500], ['Supplies', 333],
];

/**
 * Demo seeder: 0–2 invoices per newly seeded patient, issued over the last 14 months, 1–3 priced lines each, statuses
 * weighted towards paid and sent; about one sent invoice in five is split into 2–6 installments. Numbers come from
 * the clinic counter as one reserved block per batch (so they continue the clinic's INV- sequence). One transaction,
 * three multi-row inserts and one activity row per batch of patients.
 */
export async function seedDemoInvoices(deps: AppDeps, owner: ClinicContext, options: { patients: number; print: (line: string) => void }) {
  if (options.patients <= 0) return;
  const started = Date.now();
  const now = new Date();
  let total = 0;
  const patients = await forNewestPatients(deps, owner, options.patients, async (tx, after, page) => {
    const invoices = [];
    const lines: Array<{ clinic_id: string; invoice_id: string; position: number; description: string; quantity_hundredths: number; unit_price_cents: number }> = [];
    for (const p of page) {
      for (let n = faker.helpers.weightedArrayElement([{ value: 0, weight: 3 }, { value: 1, weight: 5 }, { value: 2, weight: 2 }]); n > 0; n--) {
        const id = uuidv7();
        const issuedAt = localIso(faker.date.between({ from: new Date(now.getFullYear(), now.getMonth() - 13, 1), to: now }));
        const status: InvoiceStatus = faker.helpers.weightedArrayElement([
          { value: 'paid', weight: 5 }, { value: 'sent', weight: 3 }, { value: 'draft', weight: 1 }, { value: 'void', weight: 0.5 },
        ] as const);
        let cents = 0;
        faker.helpers.arrayElements(PRICE_LIST, { min: 1, max: 3 }).forEach(([description, price], position) => {
          const quantityHundredths = description === 'Supplies' ? 50 * faker.number.int({ min: 1, max: 8 }) : 100 * faker.number.int({ min: 1, max: 2 });
          cents += lineCents(quantityHundredths, price);
          lines.push({ clinic_id: owner.clinicId, invoice_id: id, position, description, quantity_hundredths: quantityHundredths, unit_price_cents: price });
        });
        const installments = status === 'sent' && faker.number.int({ min: 1, max: 5 }) === 1
          ? splitInstallments(cents, faker.number.int({ min: 2, max: 6 }), issuedAt) : [];
        invoices.push({
          clinic_id: owner.clinicId, id, number: '', file_number: p.file_number, name: p.name, initials: p.initials,
          issued_at: issuedAt, due_at: status === 'draft' ? null : addMonthsClamped(issuedAt, 1), status,
          installments: JSON.stringify(installments), notes: null, source: 'manual' as const, created_by: owner.userId,
        });
      }
    }
    if (invoices.length === 0) return;
    // Reserve a block of numbers in one statement: the counter ends at the block's last number.
    const { rows } = await sql<{ value: number }>`
      insert into clinic_counter (clinic_id, name, value) values (${owner.clinicId}, ${INVOICE_COUNTER}, ${invoices.length})
      on conflict (clinic_id, name) do update set value = clinic_counter.value + excluded.value
      returning value`.execute(tx);
    const first = Number(rows[0]!.value) - invoices.length + 1;
    invoices.forEach((inv, i) => { inv.number = formatInvoiceNumber(first + i); });
    await tx.insertInto('invoice').values(invoices).execute();
    if (lines.length) await tx.insertInto('invoice_line_item').values(lines).execute();
    total += invoices.length;
    await deps.activity.record(tx, after, owner, {
      action: 'invoice.seeded', entityType: 'invoice', entityId: null,
      summary: `${owner.userName} added ${invoices.length} demo invoices (${formatInvoiceNumber(first)}–${formatInvoiceNumber(first + invoices.length - 1)})`,
    });
  });
  if (patients === 0) {
    options.print('No patients to bill; invoices skipped');
    return;
  }
  options.print(`Added ${total} demo invoices for ${patients} patients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
