import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../support/client.js';
import { TEST_PASSWORD } from '../support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Issue 10, finding 4 (decisions.md §1): sign-up is open only for the practice's first account, or with ALLOW_SIGN_UP=1.
let t: TestApp;
beforeAll(async () => { t = await startTestApp({ env: { ALLOW_SIGN_UP: '' } }); });
afterAll(() => t?.close());

const body = (u: string) => ({ name: `User ${u}`, email: `${u}@example.test`, password: TEST_PASSWORD, username: u });

describe('sign-up', () => {
  it('opens for the first account only; a stranger afterwards gets 403 and no account', async () => {
    const first = await anonymous(t.app).post('/api/auth/sign-up/email', body('first_owner'));
    expect(first.statusCode, first.body).toBe(200);
    const stranger = await anonymous(t.app).post('/api/auth/sign-up/email', body('stranger'));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('SIGN_UP_DISABLED');
    const row = await t.app.deps.db.selectFrom('user').select('id').where('username', '=', 'stranger').executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await anonymous(t.app).post('/api/auth/sign-in/username', { username: 'stranger', password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('stays open when the operator sets ALLOW_SIGN_UP=1', async () => {
    const open = await startTestApp({ env: { ALLOW_SIGN_UP: '1' } });
    try {
      expect((await anonymous(open.app).post('/api/auth/sign-up/email', body('one'))).statusCode).toBe(200);
      expect((await anonymous(open.app).post('/api/auth/sign-up/email', body('two'))).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
