import { describe, expect, it } from 'vitest';
import { createAuth } from '../../src/platform/auth/better-auth.js';

// Issue 10, finding 14: Better Auth's own log lines go through the service's logger, without parameters or bodies.
describe('Better Auth logger', () => {
  it('routes its lines to the service logger with no bound parameters, e-mails or stack traces', async () => {
    const lines: Array<{ level: string; message: string }> = [];
    const auth = createAuth({
      db: {} as never, secret: 'x'.repeat(40), baseURL: 'http://localhost:4000', trustedOrigins: [],
      log: (level, message) => lines.push({ level, message }),
    });
    const ctx = await auth.$context;
    const err = new Error('duplicate key value violates unique constraint, Key (email)=(jane.doe@example.com)');
    ctx.logger.error('Failed to create user jane.doe@example.com', err, { sql: 'insert into "user" values ($1, $2)', parameters: ['Jane Doe', 'jane.doe@example.com'] });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/jane|Jane Doe|insert into|at Object|\.ts:/i);
    expect(text).toMatch(/Failed to create user/);
  });
});
