import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokenizeX12, type X12Segment } from '../../src/integrations/claims/x12.js';

/**
 * An X12 clearinghouse on 127.0.0.1 for the claims tests: it keeps every request (headers, raw body, the body cut into
 * segments by the service's tokenizer) and answers as `answer` says: a 999 accepting or rejecting the interchange it
 * received, a 277CA acknowledging or rejecting it, an 835 paying its claim (`paidAmount` of the charge), an HTTP 500,
 * text that is not X12, a 999 about another interchange, an 835 about another claim, or nothing at all (`hang`).
 */
export type ClearinghouseAnswer =
  | 'accepted999' | 'rejected999' | 'failedContent999' | 'ack277' | 'rejected277' | 'paid835' | 'denied835' | 'fail500' | 'garbage' | 'other999' | 'other835' | 'hang';

export interface ClearinghouseRequest {
  method: string;
  contentType?: string;
  authorization?: string;
  body: string;
  segments: X12Segment[];
}

export interface FakeClearinghouse {
  url: string;
  answer: ClearinghouseAnswer;
  /** The paid amount of a paid835 answer (CLP04), as text. */
  paidAmount: string;
  requests: ClearinghouseRequest[];
  close(): Promise<void>;
}

const isa = (control: string) => `ISA*00*          *00*          *ZZ*CLEARINGHOUSE  *ZZ*CLINIC         *260301*1200*^*00501*${control}*0*P*:~\n`;

function envelope(kind: string, guide: string, body: string[]): string {
  const segs = [`ST*${kind}*0001*${guide}`, ...body];
  return `${isa('000000777')}GS*${kind === '999' ? 'FA' : kind === '277' ? 'HN' : 'HP'}*CH*CLINIC*20260301*1200*777*X*${guide}~\n`
    + segs.map((s) => `${s}~\n`).join('') + `SE*${segs.length + 1}*0001~\nGE*1*777~\nIEA*1*000000777~\n`;
}

export function answer999(gs06: string, verdict: 'A' | 'R' | 'M' | 'W' | 'X'): string {
  return envelope('999', '005010X231A1', [
    `AK1*HC*${gs06}*005010X222A1`, 'AK2*837*000000001*005010X222A1', `IK5*${verdict}`, `AK9*${verdict}*1*1*${verdict === 'A' ? 1 : 0}`,
  ]);
}

export function answer835(clm01: string, status: string, charge: string, paid: string): string {
  return envelope('835', '005010X221A1', [
    `BPR*I*${paid}*C*CHK************20260301`, 'TRN*1*12345*1512345678', 'N1*PR*ACME HEALTH PLAN', 'N1*PE*CLINIC*XX*1234567893',
    'LX*1', `CLP*${clm01}*${status}*${charge}*${paid}**12*PAYER1`,
  ]);
}

function answer277(clm01: string, category: string): string {
  return envelope('277', '005010X214', [
    'BHT*0085*08*1*20260301*1200*TH', 'HL*1**20*1', 'NM1*PR*2*ACME HEALTH PLAN*****PI*12345', 'HL*2*1*21*1',
    'NM1*41*2*CLINIC*****46*SUB', 'HL*3*2*19*1', 'NM1*85*2*CLINIC*****XX*1234567893', 'HL*4*3*PT',
    'NM1*QC*1*DOE*JANE****MI*M1', 'TRN*2*' + clm01, `STC*${category}:20*20260301*WQ*100`,
  ]);
}

export async function startFakeClearinghouse(answer: ClearinghouseAnswer = 'accepted999'): Promise<FakeClearinghouse> {
  const requests: ClearinghouseRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const house: FakeClearinghouse = { url: '', answer, paidAmount: '0', requests, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let segments: X12Segment[] = [];
      try { segments = tokenizeX12(body).segments; } catch { /* kept as [] */ }
      requests.push({ method: req.method ?? '', contentType: req.headers['content-type'], authorization: req.headers.authorization, body, segments });
      const gs06 = segments.find((s) => s[0] === 'GS')?.[6] ?? '';
      const clm = segments.find((s) => s[0] === 'CLM') ?? [];
      const send = (text: string, status = 200) => { res.writeHead(status, { 'content-type': 'application/edi-x12' }); res.end(text); };
      switch (house.answer) {
        case 'hang': hanging.add(res); return;
        case 'rejected999': return send(answer999(gs06, 'R'));
        case 'failedContent999': return send(answer999(gs06, 'X'));
        case 'other999': return send(answer999('424242', 'A'));
        case 'ack277': return send(answer277(clm[1] ?? '', 'A1'));
        case 'rejected277': return send(answer277(clm[1] ?? '', 'A7'));
        case 'paid835': return send(answer835(clm[1] ?? '', '1', clm[2] ?? '0', house.paidAmount));
        case 'denied835': return send(answer835(clm[1] ?? '', '4', clm[2] ?? '0', '0'));
        case 'other835': return send(answer835('999999999', '1', '10.00', '10.00'));
        case 'fail500': return send('internal secret detail', 500);
        case 'garbage': res.writeHead(200, { 'content-type': 'text/html' }); res.end('<html>Maintenance window</html>'); return;
        default: return send(answer999(gs06, 'A'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  house.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x12/837`;
  house.close = () => new Promise<void>((resolve) => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return house;
}
