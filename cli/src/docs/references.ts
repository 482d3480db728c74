// Why-comments and docs must point at something a clone of the repository has: the product and
// architecture docs live in docs/ (docs/product/README.md), not in files kept elsewhere.

/** Names of documents that are not in the repository (the spec and design the product started from). */
const OUTSIDE = /\b(?:SPEC|DESIGN)\b/;
/** A pointer into docs/ from anywhere, relative to the repository root: docs/product/states.md#sessions. */
const DOCS_POINTER = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
/** A relative Markdown link: [text](../api/members.md#accepting), or (#a-heading) of the same file. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:)([^)\s]+?)\)/g;
const FENCE = /^```[^\n]*\n[\s\S]*?^```/gm;

export interface Problem {
  file: string;
  line: number;
  problem: string;
}

/** GitHub's anchor of a heading: lower case, link syntax and punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers, a repeated heading numbered as GitHub numbers it. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(FENCE, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = anchorOf(heading!);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The directory part of a repository path, with its trailing slash ('' at the root). */
const directoryOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);

/** `a/b/../c/./d` as `a/c/d`; null when it climbs above the root. */
function normalize(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/') + (path.endsWith('/') && parts.length ? '/' : '');
}

/**
 * Every reference in `files` (repository path → text) that points nowhere: a mention of the
 * out-of-repository spec or design, a docs/ pointer to a missing file or heading, or a relative
 * Markdown link in a .md file to a missing file, folder or heading.
 */
export function brokenReferences(files: ReadonlyMap<string, string>): Problem[] {
  const problems: Problem[] = [];
  const folders = new Set(
    [...files.keys()].flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
    ),
  );
  const check = (file: string, line: number, target: string) => {
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const exists = files.has(path) || (path.endsWith('/') && folders.has(path));
    if (!exists) problems.push({ file, line, problem: `${target}: no such file` });
    else if (anchor !== undefined && path.endsWith('.md') && !anchorsOf(files.get(path)!).has(anchor)) {
      problems.push({ file, line, problem: `${target}: no heading with that anchor` });
    }
  };
  for (const [file, text] of files) {
    const markdown = file.endsWith('.md');
    const lines = (markdown ? text.replace(FENCE, (block) => block.replace(/[^\n]/g, ' ')) : text).split('\n');
    lines.forEach((content, index) => {
      const line = index + 1;
      const outside = OUTSIDE.exec(content);
      if (outside) problems.push({ file, line, problem: `${outside[0]} is not in the repository: point into docs/ instead` });
      for (const [pointer] of content.matchAll(DOCS_POINTER)) check(file, line, pointer);
      if (!markdown) return;
      for (const [, link] of content.matchAll(MARKDOWN_LINK)) {
        const [path, anchor] = link!.split('#') as [string, string | undefined];
        const target = path === '' ? file : normalize(directoryOf(file) + path);
        if (target === null) problems.push({ file, line, problem: `${link}: leaves the repository` });
        else check(file, line, anchor === undefined ? target : `${target}#${anchor}`);
      }
    });
  }
  return problems;
}
