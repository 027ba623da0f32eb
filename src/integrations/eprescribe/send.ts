import { XMLParser } from 'fast-xml-parser';
import { v7 as uuidv7 } from 'uuid';
import { getPatient } from '../../clinic/patients/service.js';
import { findPrescriptionOrThrow } from '../../clinic/prescriptions/service.js';
import type { PrescriptionRow } from '../../clinic/prescriptions/table.js';
import { findMemberOrThrow } from '../../clinic/staff/service.js';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { OutboundError, type OutboundTimeouts } from '../../platform/outbound/index.js';
import { loadIntegration, requireEnabledIntegration } from '../config/service.js';
import { postDocument, type IntegrationCallDeps } from '../post-document.js';
import { RequiredFields } from '../required-fields.js';
import { buildNewRx, NCPDP_MAX_LENGTH, type NewRxData } from './newrx.js';
import { KNOWN_UNIT_SPELLINGS, ncpdpUnitCode } from './units.js';

type Deps = Pick<AppDeps, 'db' | 'activity' | 'encryptor' | 'config'> & IntegrationCallDeps;

export type EprescribeStatus = 'sent' | 'verified' | 'rejected';
export interface EprescribeSendResult { messageId: string; status: EprescribeStatus; message?: string }

/** The outbound limits of gateway calls: §10's defaults; tests shorten them to see a timeout without waiting a minute. */
export const gatewayTuning: { timeouts?: OutboundTimeouts } = {};

/** A gateway's Error description is shown to the user; a longer one is cut here. */
const MAX_ERROR_DESCRIPTION = 500;

/**
 * Sends a prescription to the clinic's pharmacy as an NCPDP SCRIPT 2017071 NewRx (prescription:write; decisions.md
 * §13). Order of refusals: 403 without the permission, 409 `integration_disabled`, 404 for a prescription outside
 * the caller's scope (another clinic, a doctor's panel), 409 for one that is not active, 400 listing every field a
 * NewRx needs and lacks (nothing is sent then). The gateway's answer decides the status: Status → sent, Verify →
 * verified, Error → rejected with its description; anything else is a 502 `gateway_failed`. Each answered send is
 * an activity entry on the prescription naming the status and message id, never the message's contents.
 */
export async function sendNewRx(deps: Deps, ctx: ClinicContext, rxId: string): Promise<EprescribeSendResult> {
  requirePermission(ctx, 'prescription:write');
  const integration = await requireEnabledIntegration(deps, ctx, 'eprescribe');

  const { rx, prescriber, practiceName } = await withClinicTx(deps.db, ctx, async (tx) => {
    const row = await findPrescriptionOrThrow(tx, ctx, rxId);
    const member = row.prescribed_by
      ? await findMemberOrThrow(tx, ctx, row.prescribed_by).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null; // the prescriber has left the clinic
        throw err;
      })
      : null;
    const clinic = await tx.selectFrom('organization').select('name').where('id', '=', ctx.clinicId).executeTakeFirstOrThrow();
    return { rx: row, prescriber: member, practiceName: clinic.name };
  });
  if (rx.status !== 'active') {
    throw errors.conflict(`Only an active prescription can be sent to a pharmacy; this one is ${rx.status}`);
  }
  const patient = rx.file_number
    ? await getPatient(deps, ctx, rx.file_number).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null; // the patient's record was deleted
      throw err;
    })
    : null;
  // The clinic's own address and phone are kept only in the claims settings (the billing provider); the prescriber
  // section carries them when they are there.
  const practice = (await loadIntegration(deps, ctx, 'claims'))?.settings.billingProvider;

  // Each entry is a field the NewRx needs and lacks, or holds in a form the message cannot carry.
  const fields = new RequiredFields('an e-prescription', 'an NCPDP SCRIPT message allows');
  fields.need(integration.credentials, 'credentials', 'the eprescribe integration has no credentials (token, senderId)');
  const pharmacy = integration.settings.pharmacy;
  fields.need(pharmacy, 'pharmacy', 'the eprescribe integration has no settings.pharmacy (ncpdpId, name, phone, address)');
  if (pharmacy) {
    fields.fits(pharmacy.name, NCPDP_MAX_LENGTH.businessName, 'pharmacy.name');
    fields.fitsAddress(pharmacy.address, NCPDP_MAX_LENGTH, 'pharmacy.address');
  }
  if (fields.need(patient, 'patient', rx.file_number
    ? 'the prescription\'s patient is no longer in the records'
    : 'the prescription is not linked to a patient (fileNumber)')) {
    fields.need(patient.dateOfBirth, 'patient.dateOfBirth');
    if (fields.need(patient.address, 'patient.address')) fields.fitsAddress(patient.address, NCPDP_MAX_LENGTH, 'patient.address');
  }
  const description = [rx.medication, rx.dose].filter(Boolean).join(' ');
  fields.fits(description, NCPDP_MAX_LENGTH.drugDescription, 'medication', rx.dose ? 'with the dose, is' : 'is');
  fields.need(prescriber?.npi, 'prescriber.npi', prescriber
    ? 'the prescribing member has no NPI (PATCH /api/staff/{userId})'
    : 'the prescription was not written by a current member of this clinic with an NPI');
  // The practice's address comes from the claims settings, whose X12 fields are longer (55/30) than SCRIPT's (40/35).
  if (practice?.address) {
    fields.fits(practice.address.line, NCPDP_MAX_LENGTH.addressLine, 'prescriber.address.line', 'the practice address of the claims settings (billingProvider.address.line) is');
    fields.fits(practice.address.city, NCPDP_MAX_LENGTH.city, 'prescriber.address.city', 'the practice city of the claims settings (billingProvider.address.city) is');
  }
  fields.need(rx.quantity, 'quantity');
  const unitCode = fields.need(rx.quantity_unit, 'quantityUnit') ? ncpdpUnitCode(rx.quantity_unit) : undefined;
  if (rx.quantity_unit !== null && unitCode === undefined) {
    fields.add('quantityUnit', `has no NCPDP unit code; use one of: ${KNOWN_UNIT_SPELLINGS.join(', ')}`);
  }
  if (rx.ndc === null && rx.rxnorm_code === null) {
    fields.add('ndc', 'an NDC or an RxNorm code (rxnormCode) is required for an e-prescription');
  }
  fields.need(rx.refills, 'refills');
  fields.throwIfAny();

  const data: NewRxData = {
    messageId: uuidv7().replaceAll('-', ''),
    sentAt: new Date(),
    senderId: integration.credentials!.senderId,
    orderNumber: rx.id.replaceAll('-', ''),
    pharmacy: pharmacy!,
    patient: {
      name: patient!.name, sex: patient!.sex, dateOfBirth: patient!.dateOfBirth!, address: patient!.address!, phone: patient!.phone,
    },
    prescriber: {
      name: prescriber!.name, npi: prescriber!.npi!, dea: prescriber!.dea, practiceName,
      address: practice?.address ?? null, phone: practice?.phone ?? null,
    },
    medication: {
      description,
      ndc: rx.ndc,
      rxnormCode: rx.rxnorm_code,
      quantity: Number(rx.quantity),
      quantityUnitCode: unitCode!,
      daysSupply: rx.days_supply,
      writtenDate: rx.prescribed_at,
      // Not stated means the usual rule: a generic may be dispensed unless the prescriber says "dispense as written".
      substitutionAllowed: rx.substitution_allowed ?? true,
      refills: rx.refills!,
      sig: sigText(rx),
    },
  };
  const result = await postToGateway(deps, integration.endpoint, integration.credentials!.token, buildNewRx(data), data.messageId);
  await recordOutcome(deps, ctx, rx.id, result);
  return result;
}

/** The directions as the pharmacy labels them: the frequency, then how long, then any notes the prescriber wrote. */
function sigText(rx: PrescriptionRow): string {
  const duration = rx.duration?.trim();
  return [rx.frequency, duration ? `for ${duration}` : '', rx.notes?.trim() ?? ''].filter(Boolean).join('; ').slice(0, 1000);
}

const answerParser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true });

function postToGateway(deps: Deps, endpoint: string, token: string, xml: string, messageId: string): Promise<EprescribeSendResult> {
  return postDocument(deps, {
    system: 'gateway', endpoint, token, contentType: 'application/xml', body: xml, timeouts: gatewayTuning.timeouts,
    read: (text, status) => readAnswer(text, messageId, status), unreadable: 'not an NCPDP SCRIPT message',
  });
}

type Node = Record<string, unknown> | string | undefined;
const child = (node: Node, name: string): Node => (node && typeof node === 'object' ? node[name] as Node : undefined);
const textOf = (node: Node): string | undefined => (typeof node === 'string' ? node : typeof child(node, '#text') === 'string' ? child(node, '#text') as string : undefined);

/** Status → sent, Verify → verified, Error → rejected (its Description as the message); nothing else is an answer. */
function readAnswer(body: string, messageId: string, status: number): EprescribeSendResult {
  const notScript = () => new OutboundError('gateway', 'broken', 'answered with something that is not an NCPDP SCRIPT message', status);
  let doc: Node;
  try {
    doc = answerParser.parse(body) as Node;
  } catch {
    throw notScript();
  }
  const message = child(doc, 'Message');
  const relatesTo = textOf(child(child(message, 'Header'), 'RelatesToMessageID'));
  if (relatesTo !== undefined && relatesTo !== messageId) {
    throw new OutboundError('gateway', 'broken', 'answered about another message (RelatesToMessageID)', status);
  }
  const answer = child(message, 'Body');
  if (child(answer, 'Status') !== undefined) return { messageId, status: 'sent' };
  if (child(answer, 'Verify') !== undefined) return { messageId, status: 'verified' };
  const error = child(answer, 'Error');
  if (error !== undefined) {
    const description = textOf(child(error, 'Description'))?.trim();
    const code = textOf(child(error, 'Code'));
    const text = description || (code ? `The gateway refused the prescription (code ${code})` : 'The gateway refused the prescription');
    return { messageId, status: 'rejected', message: text.slice(0, MAX_ERROR_DESCRIPTION) };
  }
  throw notScript();
}

async function recordOutcome(deps: Deps, ctx: ClinicContext, rxId: string, result: EprescribeSendResult): Promise<void> {
  const outcome = result.status === 'rejected' ? 'the gateway rejected it' : `the gateway answered ${result.status}`;
  await withClinicTx(deps.db, ctx, (tx, after) => deps.activity.record(tx, after, ctx, {
    action: result.status === 'rejected' ? 'prescription.erx_rejected' : 'prescription.erx_sent',
    entityType: 'prescription', entityId: rxId,
    summary: `${ctx.userName} sent a prescription to the pharmacy by e-prescribing: ${outcome} (message ${result.messageId})`,
  }));
}
