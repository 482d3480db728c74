import path from 'node:path';

/** kebab-case: lower-case words and digits joined by single hyphens (`shift-day-editor`). */
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Every folder and file under `root` is named in kebab-case (the part before the first dot, so
 * `shift-day-editor.test.tsx` passes): one rule for a folder that holds components, hooks and
 * helpers alike, as bulletproof-react does. Components keep PascalCase names in code.
 */
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names in kebab-case' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { notKebab: "'{{name}}' is not in kebab-case (e.g. shift-day-editor.tsx); see docs/web.md#names." },
  },
  create(context) {
    const relative = path.relative(context.options[0].root, context.filename);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    return {
      Program(node) {
        for (const segment of relative.split(path.sep)) {
          const name = segment.split('.')[0];
          if (!kebab.test(name)) context.report({ node, messageId: 'notKebab', data: { name: segment } });
        }
      },
    };
  },
};

export const local = { rules: { 'kebab-case-file-names': kebabCaseFileNames } };
