/**
 * Marks the calls that build a module's top-level constants as side-effect free
 * (`/* @__PURE__ *\/`), so a bundler drops every constant an app does not import. hey-api's zod
 * output builds each schema with calls (`z.object(...)`), which a bundler must otherwise keep: an
 * app validating one operation would carry every schema of the service. Parsed with TypeScript's
 * own parser; only comments are inserted, so the code is unchanged.
 */
import ts from "typescript";

const PURE = "/* @__PURE__ */ ";

/** Start offsets of the calls evaluated while a top-level initializer runs (not those inside functions). */
function initializerCalls(node: ts.Node, source: ts.SourceFile, out: number[]): void {
  if (ts.isFunctionLike(node)) return;
  if (ts.isCallExpression(node)) out.push(node.getStart(source));
  ts.forEachChild(node, (child) => initializerCalls(child, source, out));
}

/** `source` with every call in its top-level `const` initializers annotated as pure. */
export function annotatePure(source: string, fileName = "module.ts"): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const starts: number[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (declaration.initializer) initializerCalls(declaration.initializer, file, starts);
  }
  // Inserted from the end so earlier offsets stay valid; a chain (`z.object(...).describe(...)`)
  // gives several calls one start, and each gets its own annotation.
  let out = source;
  for (const start of starts.sort((a, b) => b - a)) out = out.slice(0, start) + PURE + out.slice(start);
  return out;
}
