import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, ENCRYPTION_KEY_FORMAT, splitEncryptionKey, type AppConfig } from '../config.js';

export interface Secrets {
  authSecret: string;
  /** Keys by id; `activeKeyId` encrypts, every listed key can decrypt (rotation). */
  encryptionKeys: Record<string, Buffer>;
  activeKeyId: string;
}

interface SecretsFile { authSecret: string; encryptionKeys: Record<string, string>; activeKeyId: string }

/**
 * Secrets come from the environment, or are generated once into DATA_DIR/secrets.json (mode 0600) and reused,
 * so `npm start` needs no setup yet restarts keep sessions and encrypted values readable.
 */
export function loadSecrets(config: Pick<AppConfig, 'dataDir' | 'authSecret' | 'encryptionKey'>): Secrets {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: SecretsFile | undefined;
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as SecretsFile;
  const needsFile = !stored && (!config.authSecret || !config.encryptionKey);
  if (needsFile) {
    stored = {
      authSecret: randomBytes(32).toString('base64url'),
      encryptionKeys: { k1: randomBytes(32).toString('base64') },
      activeKeyId: 'k1',
    };
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const keys: Record<string, Buffer> = {};
  for (const [id, b64] of Object.entries(stored?.encryptionKeys ?? {})) keys[id] = decodeKey(b64, `secrets.json key ${id}`);
  let activeKeyId = stored?.activeKeyId ?? 'env';
  if (config.encryptionKey) {
    // ENCRYPTION_KEY is "id:base64" or plain base64 (id "env"); older file keys stay available for decryption.
    const { id, key } = splitEncryptionKey(config.encryptionKey);
    if (key.length !== 32) throw new ConfigError(`Invalid configuration:\n  ENCRYPTION_KEY: ${ENCRYPTION_KEY_FORMAT}`);
    keys[id] = key;
    activeKeyId = id;
  }
  return { authSecret: config.authSecret ?? stored!.authSecret, encryptionKeys: keys, activeKeyId };
}

function decodeKey(b64: string, name: string): Buffer {
  const key = Buffer.from(b64, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
}
