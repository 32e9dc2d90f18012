/** `annotatePure`: given a module, want every call its top-level constants run at load marked pure. */
import { describe, expect, it } from "vitest";
import { annotatePure } from "../../generator/pure.ts";

const P = "/* @__PURE__ */ ";
const cases: ReadonlyArray<{ name: string; given: string; want: string }> = [
  { name: "a call", given: "export const zA = z.string();", want: `export const zA = ${P}z.string();` },
  {
    name: "a chain: each call in it",
    given: "export const zA = z.string().min(1);",
    want: `export const zA = ${P}${P}z.string().min(1);`,
  },
  {
    name: "calls in arguments and properties",
    given: "export const zA = z.object({ b: z.array(zB) });",
    want: `export const zA = ${P}z.object({ b: ${P}z.array(zB) });`,
  },
  {
    name: "not calls inside a function (run later, not at load)",
    given: "export const zA = z.lazy(() => z.array(zA));",
    want: `export const zA = ${P}z.lazy(() => z.array(zA));`,
  },
  {
    name: "not other statements",
    given: 'import * as z from "zod";\nfoo();',
    want: 'import * as z from "zod";\nfoo();',
  },
  { name: "a constant without a call", given: "export const a = { b: zB };", want: "export const a = { b: zB };" },
];

describe("annotatePure", () => {
  for (const { name, given, want } of cases) it(name, () => expect(annotatePure(given)).toBe(want));
});
