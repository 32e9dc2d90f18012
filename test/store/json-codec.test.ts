import { describe, expect, it } from "vitest";
import { decodeJson, encodeJson, JsonDecodeError, JsonEncodeError } from "../../runtime/store/index.ts";

describe("bigint-safe JSON codec", () => {
  it.each<[string, unknown]>([
    ['{"a":{"$bigint":"1"}}', { a: 1n }],
    ['[{"$bigint":"-12345678901234567890"}]', [-12345678901234567890n]],
    ['{"cents":42,"text":"x"}', { cents: 42, text: "x" }],
  ])("round-trips %s", (text, value) => {
    expect(encodeJson(value)).toBe(text);
    expect(decodeJson(text)).toEqual(value);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])("refuses to encode %d", (value) => {
    expect(() => encodeJson({ value })).toThrow(JsonEncodeError);
  });

  it("refuses integers that lost precision and malformed tags", () => {
    expect(() => decodeJson('{"a":9007199254740993}', "f.json")).toThrow(/outside the safe range/);
    expect(() => decodeJson('{"$bigint":"1.5"}')).toThrow(JsonDecodeError);
  });

  it.each([
    ['{"a":1,}', 7],
    ['{"a":"é",x}', 10],
    ['{"a":1', 6],
  ])("names the byte offset of the damage in %j", (text, offset) => {
    try {
      decodeJson(text, "data.json", 100);
      expect.fail("should throw");
    } catch (error) {
      expect(error).toBeInstanceOf(JsonDecodeError);
      expect((error as JsonDecodeError).byteOffset).toBe(100 + offset);
      expect((error as Error).message).toContain("data.json");
    }
  });
});
