import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEncryptor } from '../../../src/platform/crypto/encryption.js';
import { loadSecrets } from '../../../src/platform/crypto/secrets.js';

const key = () => randomBytes(32);

describe('AES-256-GCM helper', () => {
  it('round-trips, uses a fresh IV each time and names its key', () => {
    const enc = createEncryptor({ encryptionKeys: { k1: key() }, activeKeyId: 'k1' });
    const a = enc.encrypt('sk-secret-value');
    const b = enc.encrypt('sk-secret-value');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-secret-value');
    expect(a.split(':').slice(0, 2)).toEqual(['v1', 'k1']);
    expect(enc.decrypt(a)).toBe('sk-secret-value');
    expect(enc.decrypt(enc.encrypt(''))).toBe('');
  });

  it('rejects tampering', () => {
    const enc = createEncryptor({ encryptionKeys: { k1: key() }, activeKeyId: 'k1' });
    const parts = enc.encrypt('value').split(':');
    parts[4] = Buffer.from('other').toString('base64url');
    expect(() => enc.decrypt(parts.join(':'))).toThrow();
  });

  it('decrypts values sealed by an older key after rotation', () => {
    const k1 = key();
    const old = createEncryptor({ encryptionKeys: { k1 }, activeKeyId: 'k1' }).encrypt('old secret');
    const rotated = createEncryptor({ encryptionKeys: { k1, k2: key() }, activeKeyId: 'k2' });
    expect(rotated.decrypt(old)).toBe('old secret');
    expect(rotated.encrypt('new').split(':')[1]).toBe('k2');
  });

  it('takes ENCRYPTION_KEY from the environment and keeps file keys for decryption', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    try {
      const generated = loadSecrets({ dataDir: dir });
      const sealed = createEncryptor(generated).encrypt('kept');
      const env = `rot2:${key().toString('base64')}`;
      const withEnv = loadSecrets({ dataDir: dir, encryptionKey: env });
      expect(withEnv.activeKeyId).toBe('rot2');
      expect(createEncryptor(withEnv).decrypt(sealed)).toBe('kept');
      expect(() => loadSecrets({ dataDir: dir, encryptionKey: 'dG9vLXNob3J0' })).toThrow(/32 random bytes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
