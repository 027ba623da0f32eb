import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { testIntegration } from '../connection-test.js';
import {
  ConnectionTestResult, IntegrationConfig, IntegrationConfigList, IntegrationTypeParams, SaveIntegrationBody,
} from './schema.js';
import { listIntegrations, saveIntegration } from './service.js';

const CONFIG_NOTE = 'Credential shapes (JSON text): fhir `{ token }`, eprescribe `{ token, senderId }`, claims `{ token, submitterId, receiverId }`. '
  + 'Settings: fhir `{ identifierSystem? }`; eprescribe `{ pharmacy? { ncpdpId, name, phone, address } }`; claims '
  + '`{ billingProvider? { name, npi, taxId, taxonomy?, address, phone? }, payer? { name, id }, placeOfService? }` '
  + '(address `{ line, city, state, postalCode }`). Unknown keys are refused. Claims values are held to the X12 elements the '
  + '837P writes: submitterId and receiverId 2–15 characters, payer id 2–80 (printable ASCII without * : ^ ~), names at most '
  + '60, billing address line 55 and city 30, phone 10 digits; a value past one is a 400 naming the field.';

/** Integration configuration: read by every member, written by owners and admins. */
export async function integrationConfigRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/integrations', {
    schema: {
      tags: ['integrations'], summary: 'The clinic\'s integration configs (any member)',
      description: 'Always all three types (fhir, eprescribe, claims); a type never saved has endpoint "" and enabled false. '
        + 'Credentials are never returned, only `hasCredentials`.',
      response: { 200: IntegrationConfigList },
    },
  }, (req) => listIntegrations(deps, req.clinicCtx));

  app.put('/api/integrations/:type', {
    schema: {
      tags: ['integrations'], summary: 'Save one integration config (owner, admin)',
      description: '`credentials` omitted keeps the stored blob, "" clears it; it is encrypted at rest and never returned. '
        + '`settings` omitted keeps the stored ones. An enabled integration needs an endpoint; the endpoint must be http(s) without '
        + 'userinfo, and private or loopback addresses are refused (400 `endpoint_not_allowed`) unless the operator allows them with '
        + `OUTBOUND_ALLOW_PRIVATE or OUTBOUND_ALLOW_HOSTS. Each save is an activity entry without secrets. ${CONFIG_NOTE}`,
      params: IntegrationTypeParams, body: SaveIntegrationBody, response: { 200: IntegrationConfig },
    },
  }, (req) => saveIntegration(deps, req.clinicCtx, req.params.type, req.body));

  app.post('/api/integrations/:type/test', {
    schema: {
      tags: ['integrations'], summary: 'Test one integration\'s saved connection (owner, admin)',
      description: 'Runs whether or not the integration is enabled. fhir: GET {endpoint}/metadata must be a CapabilityStatement of FHIR '
        + '4.0.x. eprescribe, claims: an authenticated GET of the endpoint must answer 2xx. A failing, unreachable or refused remote is '
        + '200 `{ ok: false, message, status? }` (`status` is the remote HTTP status when it answered); no endpoint saved → ok false.',
      params: IntegrationTypeParams, response: { 200: ConnectionTestResult },
    },
  }, (req) => testIntegration({ ...deps, log: req.log }, req.clinicCtx, req.params.type));
}
