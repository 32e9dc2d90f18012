/**
 * generator/pointer.ts is the generator's one reading of JSON pointers (RFC 6901): building and
 * splitting are inverse, look-ups follow own properties and array indexes only.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atPointer, childPointer, lookup, pointer, splitPointer } from "../../generator/pointer.ts";

describe("JSON pointers", () => {
  it("splits what it builds back into the same tokens, whatever the tokens hold", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (tokens) => {
        expect(splitPointer(pointer(...tokens))).toEqual(tokens);
      }),
    );
  });

  it("finds a value at the pointer built from the path that leads to it", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 6 }), fc.integer(), (keys, leaf) => {
        const document = keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), { leaf });
        expect(atPointer(document, childPointer(pointer(...keys), "leaf"))).toBe(leaf);
      }),
    );
  });

  it("reads own properties and array indexes only", () => {
    const document = { paths: { "/a/{id}": { get: { tags: ["x"] } } } };
    expect(atPointer(document, "/paths/~1a~1{id}/get/tags/0")).toBe("x");
    expect(lookup(document, "/paths/constructor")).toEqual({ found: false });
    expect(lookup(document, "/paths/~1a~1{id}/get/tags/01")).toEqual({ found: false });
    expect(lookup(document, "/paths/~1a~1{id}/get/tags/1")).toEqual({ found: false });
    expect(lookup(document, "paths")).toEqual({ found: false });
    expect(lookup(document, "")).toEqual({ found: true, value: document });
  });
});
