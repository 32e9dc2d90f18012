/** A spec fixture read as `contractkit mock` and `contract-test` read `--spec`, or an error naming what is wrong. */
import { loadSpecInput } from "../../cli/spec-input.ts";

export async function loadSpecFixture(file: string) {
  const input = await loadSpecInput(file, undefined);
  if (!input.ok) throw new Error(input.message);
  return input;
}
