import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/**
 * An NCPDP SCRIPT gateway on 127.0.0.1 for the send tests: it keeps every request (headers, raw body, the body parsed
 * with the same XML library the service uses) and answers as `answer` says: a SCRIPT Status, Verify or Error message
 * relating to the MessageID it received, an HTTP 500, text that is not XML, well-formed XML that is not SCRIPT,
 * a Status about another message (`otherMessage`), or nothing at all (`hang`).
 */
export type GatewayAnswer = 'status' | 'verify' | 'error' | 'fail500' | 'garbage' | 'notScript' | 'otherMessage' | 'hang';

export interface GatewayRequest {
  method: string;
  contentType?: string;
  authorization?: string;
  body: string;
  parsed: Record<string, unknown>;
}

export interface FakeGateway {
  url: string;
  answer: GatewayAnswer;
  requests: GatewayRequest[];
  close(): Promise<void>;
}

const SCRIPT_NS = 'http://www.ncpdp.org/schema/SCRIPT';
export const GATEWAY_ERROR_DESCRIPTION = 'Pharmacy not reachable & prescription refused';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

function scriptAnswer(relatesTo: string, body: string): string {
  return `<?xml version="1.0"?><Message xmlns="${SCRIPT_NS}" TransactionVersion="2017071"><Header><To Qualifier="C">sender</To>`
    + `<From Qualifier="P">gw</From><MessageID>gw-1</MessageID><RelatesToMessageID>${relatesTo}</RelatesToMessageID>`
    + `<SentTime>2026-01-01T00:00:00Z</SentTime></Header><Body>${body}</Body></Message>`;
}

export async function startFakeGateway(answer: GatewayAnswer = 'status'): Promise<FakeGateway> {
  const requests: GatewayRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const gateway: FakeGateway = { url: '', answer, requests, close: async () => undefined };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let parsed: Record<string, unknown> = {};
      try { parsed = parser.parse(body) as Record<string, unknown>; } catch { /* kept as {} */ }
      requests.push({ method: req.method ?? '', contentType: req.headers['content-type'], authorization: req.headers.authorization, body, parsed });
      const messageId = String((parsed as { Message?: { Header?: { MessageID?: unknown } } }).Message?.Header?.MessageID ?? '');
      const xml = (text: string, status = 200) => { res.writeHead(status, { 'content-type': 'application/xml' }); res.end(text); };
      switch (gateway.answer) {
        case 'hang': hanging.add(res); return;
        case 'fail500': return xml(scriptAnswer(messageId, '<Error><Code>900</Code><Description>internal secret detail</Description></Error>'), 500);
        case 'garbage': res.writeHead(200, { 'content-type': 'text/html' }); res.end('<html><body>Maintenance <b>window</body>'); return;
        case 'otherMessage': return xml(scriptAnswer('someone-else', '<Status><Code>000</Code></Status>'));
        case 'notScript': return xml('<?xml version="1.0"?><Acknowledgement><Ok>true</Ok></Acknowledgement>');
        case 'verify': return xml(scriptAnswer(messageId, '<Verify><VerifyStatus><Code>010</Code></VerifyStatus></Verify>'));
        case 'error': return xml(scriptAnswer(messageId, `<Error><Code>601</Code><DescriptionCode>008</DescriptionCode><Description>${GATEWAY_ERROR_DESCRIPTION.replace('&', '&amp;')}</Description></Error>`));
        default: return xml(scriptAnswer(messageId, '<Status><Code>000</Code></Status>'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/script/newrx`;
  gateway.close = () => new Promise<void>((resolve) => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return gateway;
}
