import { XMLBuilder } from 'fast-xml-parser';

/** The SCRIPT version the message declares in every version attribute (decisions.md §13). */
export const SCRIPT_VERSION = '2017071';
const SCRIPT_NAMESPACE = 'http://www.ncpdp.org/schema/SCRIPT';

export interface PostalAddress { line: string; city: string; state: string; postalCode: string }

/** Everything a NewRx carries, already checked for presence (send.ts); the builder only shapes it. */
export interface NewRxData {
  messageId: string;
  sentAt: Date;
  senderId: string;
  /** The prescription's id, as the prescriber's order number (the pharmacy quotes it back). */
  orderNumber: string;
  pharmacy: { ncpdpId: string; name: string; phone: string; address: PostalAddress };
  patient: { name: string; sex: 'M' | 'F'; dateOfBirth: string; address: PostalAddress; phone: string };
  prescriber: {
    name: string; npi: string; dea: string | null; practiceName: string;
    address: PostalAddress | null; phone: string | null;
  };
  medication: {
    description: string;
    ndc: string | null;
    rxnormCode: string | null;
    quantity: number;
    quantityUnitCode: string;
    daysSupply: number | null;
    writtenDate: string;
    substitutionAllowed: boolean;
    refills: number;
    sig: string;
  };
}

/** NCPDP name fields are at most 35 characters; longer names are cut (the record keeps the full one). */
const NAME_MAX = 35;
/** Business names are at most 70 characters; the clinic's name is cut to it. */
const BUSINESS_NAME_MAX = 70;

/**
 * Field lengths of SCRIPT 2017071 that the record's own limits allow to exceed. These are refused at send (400
 * naming the field) rather than cut: a shortened drug description or street line could mislead the pharmacy.
 */
export const NCPDP_MAX_LENGTH = { drugDescription: 105, addressLine: 40, city: 35, businessName: BUSINESS_NAME_MAX } as const;

/**
 * "Given Middle Family" → LastName = the last word, FirstName = the first, MiddleName = any between. The record keeps
 * one free-text name, so this is the usual western reading of it; a one-word name is the last name alone.
 */
export function splitName(name: string): { LastName: string; FirstName?: string; MiddleName?: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop()!;
  const [first, ...middle] = words;
  return {
    LastName: last.slice(0, NAME_MAX),
    ...(first ? { FirstName: first.slice(0, NAME_MAX) } : {}),
    ...(middle.length ? { MiddleName: middle.join(' ').slice(0, NAME_MAX) } : {}),
  };
}

/** Phone numbers as NCPDP carries them: digits only, a leading US country code 1 dropped from 11 digits. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** XML 1.0 cannot carry C0 control characters other than tab, newline and carriage return. */
function xmlText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

function address(a: PostalAddress) {
  return {
    AddressLine1: xmlText(a.line),
    City: xmlText(a.city),
    StateProvince: a.state,
    PostalCode: a.postalCode.replace(/\D/g, ''),
    CountryCode: 'US',
  };
}

const telephone = (phone: string) => ({ PrimaryTelephone: { Number: phoneDigits(phone) } });

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressEmptyNode: true });

/**
 * The NCPDP SCRIPT 2017071 NewRx message as XML text. Objects keep their key order, and the keys are written in the
 * order of the 2017071 schema (Header: To, From, MessageID, SentTime, PrescriberOrderNumber; NewRx: Patient,
 * Pharmacy, Prescriber, MedicationPrescribed; MedicationPrescribed: DrugDescription, DrugCoded, Quantity,
 * DaysSupply, WrittenDate, Substitutions, NumberOfRefills, Sig). Optional parts are left out when unknown.
 */
export function buildNewRx(data: NewRxData): string {
  const { patient, pharmacy, prescriber, medication } = data;
  const productCode = medication.ndc ? { ProductCode: { Code: medication.ndc, Qualifier: 'ND' } } : {};
  const drugDbCode = medication.rxnormCode
    ? { DrugDBCode: { Code: medication.rxnormCode, Qualifier: rxnormQualifier(medication.description) } }
    : {};
  const message = {
    Message: {
      '@_xmlns': SCRIPT_NAMESPACE,
      '@_DatatypesVersion': SCRIPT_VERSION,
      '@_TransportVersion': SCRIPT_VERSION,
      '@_TransactionDomain': 'SCRIPT',
      '@_TransactionVersion': SCRIPT_VERSION,
      '@_StructuresVersion': SCRIPT_VERSION,
      '@_ECLVersion': SCRIPT_VERSION,
      Header: {
        To: { '@_Qualifier': 'P', '#text': pharmacy.ncpdpId },
        From: { '@_Qualifier': 'C', '#text': xmlText(data.senderId) },
        MessageID: data.messageId,
        SentTime: data.sentAt.toISOString(),
        PrescriberOrderNumber: data.orderNumber,
      },
      Body: {
        NewRx: {
          Patient: {
            HumanPatient: {
              Name: splitName(xmlText(patient.name)),
              Gender: patient.sex,
              DateOfBirth: { Date: patient.dateOfBirth },
              Address: address(patient.address),
              ...(phoneDigits(patient.phone).length === 10 ? { CommunicationNumbers: telephone(patient.phone) } : {}),
            },
          },
          Pharmacy: {
            Identification: { NCPDPID: pharmacy.ncpdpId },
            BusinessName: xmlText(pharmacy.name),
            Address: address(pharmacy.address),
            CommunicationNumbers: telephone(pharmacy.phone),
          },
          Prescriber: {
            NonVeterinarian: {
              Identification: { ...(prescriber.dea ? { DEANumber: prescriber.dea } : {}), NPI: prescriber.npi },
              PracticeLocation: { BusinessName: xmlText(prescriber.practiceName).slice(0, BUSINESS_NAME_MAX) },
              Name: splitName(xmlText(prescriber.name)),
              ...(prescriber.address ? { Address: address(prescriber.address) } : {}),
              ...(prescriber.phone ? { CommunicationNumbers: telephone(prescriber.phone) } : {}),
            },
          },
          MedicationPrescribed: {
            DrugDescription: xmlText(medication.description),
            DrugCoded: { ...productCode, ...drugDbCode },
            Quantity: {
              Value: String(medication.quantity),
              CodeListQualifier: '38', // original quantity
              QuantityUnitOfMeasure: { Code: medication.quantityUnitCode },
            },
            ...(medication.daysSupply !== null ? { DaysSupply: String(medication.daysSupply) } : {}),
            WrittenDate: { Date: medication.writtenDate },
            Substitutions: medication.substitutionAllowed ? '0' : '1',
            NumberOfRefills: String(medication.refills),
            Sig: { SigText: xmlText(medication.sig) },
          },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build(message) as string}`;
}

/**
 * SCRIPT qualifies an RxNorm code by its term type: SBD for a branded drug, SCD for a clinical (generic) one. The
 * record keeps the RxCUI alone, so the type is read from the description the way RxNorm writes it: a branded drug's
 * name carries its brand in brackets ("atorvastatin 20 MG Oral Tablet [Lipitor]"), a clinical drug's never does.
 */
export function rxnormQualifier(description: string): 'SBD' | 'SCD' {
  return /\[[^\]]+\]/.test(description) ? 'SBD' : 'SCD';
}
