import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Secrets } from './secrets.js';

const VERSION = 'v1';

export interface Encryptor {
  encrypt(plaintext: string): string;
  decrypt(stored: string): string;
}

/**
 * AES-256-GCM with a random 96-bit IV. Stored form: `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url parts), so a
 * value names the key that sealed it and keys can rotate without re-encrypting everything at once.
 */
export function createEncryptor(secrets: Pick<Secrets, 'encryptionKeys' | 'activeKeyId'>): Encryptor {
  return {
    encrypt(plaintext) {
      const key = secrets.encryptionKeys[secrets.activeKeyId];
      if (!key) throw new Error('active encryption key missing');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, secrets.activeKeyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
    },
    decrypt(stored) {
      const [version, keyId, iv, tag, body] = stored.split(':');
      if (version !== VERSION || !keyId || !iv || !tag || body === undefined) throw new Error('not an encrypted value');
      const key = secrets.encryptionKeys[keyId];
      if (!key) throw new Error(`encryption key ${keyId} is not available`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
