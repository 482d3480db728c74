import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, brokenReferences } from './references.ts';

const root = resolve(import.meta.dirname, '../../..');
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|md|ya?ml|conf|html|css|sh)$|(?:^|\/)Dockerfile$/;
/** This check and its spec name what they look for. */
const SELF = new Set(['cli/src/docs/references.ts', 'cli/src/docs/references.test.ts']);

/** Every file git tracks or would add (ignored files left out), with the text of the text files. */
function repositoryFiles(): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  const files = new Map<string, string>();
  for (const file of listed.split('\0').filter(Boolean)) {
    if (SELF.has(file)) continue;
    let text = '';
    try {
      if (TEXT_FILE.test(file)) text = readFileSync(resolve(root, file), 'utf8');
    } catch {
      continue; // deleted from the work tree but not yet from the index
    }
    files.set(file, text);
  }
  return files;
}

const given = (files: Record<string, string>) => new Map(Object.entries(files));
const docs = {
  'docs/product/states.md': '# States\n\n## Vacation requests\n\n## Sign-in throttling\n',
  'docs/api/members.md': '# Members\n\n### `PUT /organizations/{id}/members/{userId}/role` (admins)\n',
};

describe('references from code and docs', () => {
  it('names the anchor of a heading as GitHub does', () => {
    expect(anchorOf('`PUT /organizations/{id}/members/{userId}/role` (admins)')).toBe('put-organizationsidmembersuseridrole-admins');
    expect(anchorOf('Tokens: creating and joining organizations')).toBe('tokens-creating-and-joining-organizations');
    expect(anchorOf('A set of preferences ([entities](../product/entities.md))')).toBe('a-set-of-preferences-entities');
  });

  it('refuses a mention of the spec or design kept outside the repository', () => {
    const problems = brokenReferences(
      given({ ...docs, 'web/src/a.ts': '// Pending first (SPEC §4).\n', 'eslint.config.js': "message: 'see DESIGN.md'" }),
    );
    expect(problems).toEqual([
      { file: 'web/src/a.ts', line: 1, problem: 'SPEC is not in the repository: point into docs/ instead' },
      { file: 'eslint.config.js', line: 1, problem: 'DESIGN is not in the repository: point into docs/ instead' },
    ]);
  });

  it('refuses a docs/ pointer to a missing file or heading, and accepts one that exists', () => {
    const code = [
      '/** Pending first (docs/product/states.md#vacation-requests). */',
      '// docs/product/states.md#vacation',
      '// docs/product/stats.md',
      '// see docs/api/members.md#put-organizationsidmembersuseridrole-admins and web/docs/notes.md',
    ].join('\n');
    expect(brokenReferences(given({ ...docs, 'web/src/a.ts': code }))).toEqual([
      { file: 'web/src/a.ts', line: 2, problem: 'docs/product/states.md#vacation: no heading with that anchor' },
      { file: 'web/src/a.ts', line: 3, problem: 'docs/product/stats.md: no such file' },
    ]);
  });

  it('follows relative Markdown links from where the page is, and leaves code blocks and web addresses alone', () => {
    const page = [
      '# Members',
      'See [states](../product/states.md#sign-in-throttling), [the API](./), [above](#members) and [here](https://example.com/x.md).',
      'But [gone](../product/roles.md), [no heading](../product/states.md#roles) and [no such part](#invitations).',
      '```md',
      '[in a code block](../nowhere.md)',
      '## Not a heading',
      '```',
    ].join('\n');
    expect(brokenReferences(given({ ...docs, 'docs/api/audit.md': page }))).toEqual([
      { file: 'docs/api/audit.md', line: 3, problem: 'docs/product/roles.md: no such file' },
      { file: 'docs/api/audit.md', line: 3, problem: 'docs/product/states.md#roles: no heading with that anchor' },
      { file: 'docs/api/audit.md', line: 3, problem: 'docs/api/audit.md#invitations: no heading with that anchor' },
    ]);
  });

  it('finds none in this repository: every why-comment points at a document a clone has', () => {
    expect(brokenReferences(repositoryFiles())).toEqual([]);
  });
});
