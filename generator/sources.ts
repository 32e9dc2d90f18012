/**
 * The places a spec is read from. A `$ref` names a file or, since Redocly's bundler fetches them, an
 * http(s) URL; a URL is never a path, so it is resolved, read and reported as a URL.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

/** True for `https://host/x.yaml`; false for `/abs/x.yaml`, `C:\x.yaml` and `./x.yaml`. */
export const isUrl = (ref: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(ref);

/** How problems and headers name a source: a URL as it is, a file relative to the project root with forward slashes. */
export function sourceName(root: string, source: string): string {
  return isUrl(source) ? source : path.relative(root, source).split(path.sep).join("/");
}

/** The source a `$ref`'s file part (`./owner.yaml`, `https://…/x.yaml`) names, read from `from`. */
export function resolveSource(from: string, ref: string): string {
  if (isUrl(ref) || isUrl(from)) return new URL(ref, isUrl(from) ? from : `file://${from}`).href;
  return path.resolve(path.dirname(from), ref);
}

/** Every source's text (files from disk, URLs fetched again); one that cannot be read is "". */
export async function readSources(sources: readonly string[]): Promise<Map<string, string>> {
  const read = (source: string): Promise<string> =>
    isUrl(source)
      ? fetch(source)
          .then((response) => (response.ok ? response.text() : ""))
          .catch(() => "")
      : readFile(source, "utf8").catch(() => "");
  const texts = await Promise.all(sources.map(read));
  return new Map(sources.map((source, i) => [source, texts[i]!]));
}
