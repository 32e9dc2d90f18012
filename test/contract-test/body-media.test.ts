/**
 * Which declared media types the suite sends a generated body as: it cannot write a schema's value
 * as XML, so an XML alternative is left out where another is declared (it sent `{}` labelled
 * `application/xml`, so a check meant to break only the credential broke the body as well).
 */
import { describe, expect, it } from "vitest";
import { bodyMediaTypes } from "../../runtime/contract-test/conformance.ts";
import type { OperationSpec } from "../../runtime/contract-test/spec.ts";

const withBody = (...types: string[]) =>
  ({ requestBody: { mediaTypes: new Map(types.map((type) => [type, {}])) } }) as unknown as OperationSpec;

describe("bodyMediaTypes", () => {
  it("leaves XML out beside a type the suite can write", () => {
    expect(bodyMediaTypes(withBody("application/json", "application/xml"))).toEqual(["application/json"]);
    expect(bodyMediaTypes(withBody("application/vnd.api+xml; charset=utf-8", "text/plain"))).toEqual(["text/plain"]);
  });

  it("keeps XML when it is all the operation takes, and wildcards only when alone", () => {
    expect(bodyMediaTypes(withBody("application/xml"))).toEqual(["application/xml"]);
    expect(bodyMediaTypes(withBody("*/*"))).toEqual(["application/json"]);
    expect(bodyMediaTypes(withBody("application/json", "*/*"))).toEqual(["application/json"]);
  });
});
