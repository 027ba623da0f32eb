import type { AppDeps } from '../platform/http/route-module.js';
import {
  closeOutboundFetch, createOutboundFetch, integrationPolicy, isOutboundError, OutboundError, outboundStatusError,
  type OutboundLogger, type OutboundSystem, type OutboundTimeouts,
} from '../platform/outbound/index.js';

/** What an integration call needs besides its data: the config and the request's logger (host, status, duration). */
export type IntegrationCallDeps = Pick<AppDeps, 'config'> & { log?: OutboundLogger };

/** A document an integration sends: where, with which bearer token, as what, and how its answer is read. */
export interface OutgoingDocument<T> {
  system: OutboundSystem;
  endpoint: string;
  token: string;
  /** The document's media type, also the one asked for in return (`application/xml`, `application/edi-x12`). */
  contentType: string;
  body: string;
  timeouts?: OutboundTimeouts;
  /** Reads a 2xx answer's text; throws an OutboundError (502) for an answer that is not one. */
  read: (text: string, status: number) => T;
  /** What a 2xx answer that could not be read at all is, in the remote's terms (`not an NCPDP SCRIPT message`). */
  unreadable: string;
}

/**
 * POSTs a document through the outbound module (decisions.md §10) and reads the answer: a failing status, a timeout
 * or an answer `read` cannot make sense of is a 502 `<system>_failed` naming the remote status, never its body.
 * e-Prescribing (NCPDP SCRIPT) and claims (X12) send this way.
 */
export async function postDocument<T>(deps: IntegrationCallDeps, doc: OutgoingDocument<T>): Promise<T> {
  // keepMethod: a 301/302/303 would turn the POST into a GET without the document; it is a 502, not followed.
  const fetch = createOutboundFetch({
    system: doc.system, ...integrationPolicy(deps.config), timeouts: doc.timeouts, logger: deps.log, keepMethod: true,
  });
  let status = 0;
  try {
    const res = await fetch(doc.endpoint, {
      method: 'POST',
      headers: { 'content-type': doc.contentType, accept: doc.contentType, authorization: `Bearer ${doc.token}` },
      body: doc.body,
    });
    status = res.status;
    if (!res.ok) {
      await res.body?.cancel();
      throw outboundStatusError(doc.system, res.status);
    }
    return doc.read(await res.text(), status);
  } catch (err) {
    if (isOutboundError(err)) throw err;
    throw new OutboundError(doc.system, 'broken', `answered with something that is ${doc.unreadable}`, status || undefined);
  } finally {
    await closeOutboundFetch(fetch);
  }
}
