import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = join(import.meta.dirname, '..');
const MANTINE_STYLES = join(import.meta.dirname, '../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the console imports from @mantine/core. */
function usedMantineNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCES)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of list!.split(',').map((part) => part.trim())) if (name && !name.startsWith('type ')) names.add(name);
    }
  }
  return names;
}

describe('the console imports the stylesheet of each Mantine component it uses', () => {
  const imported = new Set(
    [...readFileSync(join(import.meta.dirname, 'styles.ts'), 'utf8').matchAll(/'@mantine\/core\/styles\/([\w-]+)\.css'/g)].map(
      (match) => match[1]!,
    ),
  );

  it('finds the components in use (the scan is not empty)', () => {
    expect(usedMantineNames()).toContain('Button');
  });

  it.each([...usedMantineNames()].filter((name) => existsSync(join(MANTINE_STYLES, `${name}.css`))))('%s', (name) => {
    expect(imported).toContain(name);
  });

  it('imports only stylesheets that exist', () => {
    for (const name of imported) expect(existsSync(join(MANTINE_STYLES, `${name}.css`)), name).toBe(true);
  });
});
