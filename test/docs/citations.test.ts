/**
 * Docs that stand alone (issue 22, item 4): every `docs/<page>.md#<heading>` a comment or a doc
 * cites names a page in the repository and a heading on it (GitHub's heading slugs), and nothing
 * cites notes that are not in the repository: the build machine's reference notes, its seed files
 * or its paths. A section sign in a comment must say whose section it is (an RFC, the OpenAPI or
 * JSON Schema specification, ECMA-262, or the seed, whose sections docs/reference maps).
 *
 * Generated files are checked too: their comments come from templates/ and specs/, and people read
 * them (stack traces land there), so a stale citation must be fixed at its source and regenerated.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Folders that hold no project text: dependencies, build output, caches, run results. */
const SKIPPED_DIRS = new Set(["node_modules", ".git", "dist", "coverage", ".contractkit", "results", "cache"]);
const CODE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;
const SOLIDITY = /\.sol$/;
/** Text read whole: docs, spec documents (their descriptions reach generated comments), configs. */
const TEXT = /\.(?:md|ya?ml)$|^(?:specs|schemas)\/.*\.json$/;

/** Names of notes outside the repository, and paths of the machine they lived on. */
const OUTSIDE_NOTES = [
  ["bank", "notes"].join("-"),
  ["protocol", "facts"].join("-"),
  ["indexer", "notes"].join("-"),
  ["performance", "notes"].join("-"),
  "ARCHITECTURE",
  "seeds/",
  "/work/",
  "../shared",
];
const OUTSIDE = new RegExp(OUTSIDE_NOTES.map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"));

/** A citation of a docs page, with an optional heading anchor. */
const CITATION = /\bdocs\/[\w./-]*?\.md(?:#[\w-]+)?/g;
/** A relative link between markdown pages: `](page.md#anchor)`. */
const MD_LINK = /\]\((?!https?:|\/|#)([\w./-]+\.md)(#[\w-]+)?\)/g;
/** Whose section a `§` names, when the line says it. */
const SECTION_OWNER = /RFC\s?\d|OAS|OpenAPI|ECMA-262|JSON Schema|Validation|\bCore\b|seed|EIP-?\d/i;

function listFiles(dir: string, rel = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...listFiles(path.join(dir, entry.name), `${rel}${entry.name}/`));
    } else if (entry.isFile()) out.push(`${rel}${entry.name}`);
  }
  return out;
}

interface Comment {
  line: number;
  text: string;
}

/** Comments of a TypeScript or JavaScript file, found by the TypeScript parser (regexes and strings are not comments). */
function codeComments(file: string, text: string): Comment[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const seen = new Set<number>();
  const out: Comment[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      out.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return out;
}

/** Comments of a Solidity file: `//` to the end of the line and `/* … *\/`, outside string literals. */
function solidityComments(text: string): Comment[] {
  const out: Comment[] = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\n") line++;
    else if (char === '"' || char === "'") {
      for (i++; i < text.length && text[i] !== char && text[i] !== "\n"; i++) if (text[i] === "\\") i++;
    } else if (char === "/" && (text[i + 1] === "/" || text[i + 1] === "*")) {
      const end = text[i + 1] === "/" ? text.indexOf("\n", i) : text.indexOf("*/", i + 2) + 2;
      const stop = end <= 1 ? text.length : end;
      out.push({ line, text: text.slice(i, stop) });
      line += (text.slice(i, stop).match(/\n/g) ?? []).length;
      i = stop - 1;
    }
  }
  return out;
}

/** The text of each line a citation may sit on: comment lines of code, every line of docs. */
function citableLines(file: string): Comment[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  // Parsing is the slow part: a file that mentions none of what is checked has nothing to report.
  if (!/docs\/|§/.test(text) && !OUTSIDE.test(text)) return [];
  const comments = CODE.test(file)
    ? codeComments(file, text)
    : SOLIDITY.test(file)
      ? solidityComments(text)
      : [{ line: 1, text }];
  return comments.flatMap((comment) =>
    comment.text.split("\n").map((part, i) => ({ line: comment.line + i, text: part })),
  );
}

/** GitHub's anchor of a heading: lowercase, punctuation dropped, spaces to dashes. */
function headingSlug(heading: string): string {
  const plain = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The anchors of a markdown page: its headings' slugs, repeats suffixed `-1`, `-2`, … as GitHub does. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = counts.get(slug) ?? 0;
    counts.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string> | null>();
function anchorsOf(page: string): Set<string> | null {
  if (!anchorCache.has(page)) {
    const file = path.join(ROOT, page);
    anchorCache.set(page, existsSync(file) ? headingAnchors(readFileSync(file, "utf8")) : null);
  }
  return anchorCache.get(page) ?? null;
}

/** Why a citation of `page#anchor` does not resolve, or null when it does. */
function unresolved(page: string, anchor: string | undefined): string | null {
  const anchors = anchorsOf(page);
  if (anchors === null) return `${page} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor)) return `${page} has no heading #${anchor}`;
  return null;
}

// Fixtures are inputs to other tests (specs of any shape, on purpose), not the project's own text.
const files = listFiles(ROOT).filter(
  (file) => !file.startsWith("test/fixtures/") && (CODE.test(file) || SOLIDITY.test(file) || TEXT.test(file)),
);
const lines = files.map((file) => ({ file, lines: citableLines(file) }));

describe("the GitHub heading slug", () => {
  it.each([
    ["Money and the ledger", "money-and-the-ledger"],
    ["The seed, section by section", "the-seed-section-by-section"],
    ["`makerTraits`", "makertraits"],
    ["EIP-712 domain", "eip-712-domain"],
    ["Order struct and hash", "order-struct-and-hash"],
    ["[Links](x.md) keep_underscores", "links-keep_underscores"],
  ])("%s -> #%s", (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });

  it("suffixes repeated headings and ignores fenced code", () => {
    const anchors = headingAnchors("# A\n## A\n```\n# not a heading\n```\n## B b\n");
    expect([...anchors]).toEqual(["a", "a-1", "b-b"]);
  });
});

describe("citations of docs/", () => {
  it("finds the files it checks", () => {
    expect(files).toContain("runtime/bank/ledger/ledger.ts");
    expect(files).toContain("docs/reference/bank.md");
    expect(files.filter((file) => file.startsWith("generated/")).length).toBeGreaterThan(10);
  });

  it("every docs/<page>.md#<heading> in a comment or a doc names an existing page and heading", () => {
    const broken: string[] = [];
    for (const { file, lines: fileLines } of lines) {
      for (const { line, text } of fileLines) {
        for (const match of text.matchAll(CITATION)) {
          const [page, anchor] = match[0].replace(/[.]$/, "").split("#") as [string, string | undefined];
          const why = unresolved(page, anchor);
          if (why) broken.push(`${file}:${line}: ${match[0]}: ${why}`);
        }
        if (!file.endsWith(".md")) continue;
        for (const match of text.matchAll(MD_LINK)) {
          const page = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ""));
          const why = unresolved(page, match[2]?.slice(1));
          if (why) broken.push(`${file}:${line}: ${match[0]}: ${why}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("no comment or doc cites notes outside the repository", () => {
    const outside: string[] = [];
    for (const { file, lines: fileLines } of lines) {
      for (const { line, text } of fileLines) {
        if (OUTSIDE.test(text)) outside.push(`${file}:${line}: ${text.trim()}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("a section sign in a comment says whose section it is", () => {
    const bare: string[] = [];
    for (const { file, lines: fileLines } of lines) {
      if (!CODE.test(file) && !SOLIDITY.test(file)) continue;
      for (const { line, text } of fileLines) {
        if (/§\s*\d/.test(text) && !SECTION_OWNER.test(text)) bare.push(`${file}:${line}: ${text.trim()}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
