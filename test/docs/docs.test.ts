import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/platform/config.js';

const root = path.resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('the repository\'s documents', () => {
  it('link only to files inside the repository that exist (a clone stands alone)', () => {
    for (const doc of documents) {
      const text = readFileSync(path.join(root, doc), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue;
        const resolved = path.resolve(path.dirname(path.join(root, doc)), target!.split('#')[0]!);
        expect(resolved.startsWith(`${root}${path.sep}`), `${doc} → ${target}`).toBe(true);
        expect(existsSync(resolved), `${doc} → ${target}`).toBe(true);
      }
      expect(text, doc).not.toMatch(/\.\.\/shared\//);
    }
  });

  it('the README documents every environment variable the service reads', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const name of ENV_VARIABLES) expect(readme, name).toContain(`| \`${name}\` |`);
  });

  it('package.json states the license the LICENSE file carries', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { license: string };
    expect(pkg.license).toBe('Apache-2.0');
    expect(readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/Apache License\s+Version 2\.0, January 2004/);
  });
});
