/*
 * Spec validation: every convention the generator relies on, checked before anything is generated,
 * all problems reported at once (docs/reference/architecture.md#every-problem-at-once, after hey-api's
 * `openApi/3.1.x/parser/validate.ts`;
 * ABI checks name the contract and the item, after wagmi CLI `generate`).
 * Every code is listed with its meaning in docs/spec-checks.md.
 * The OpenAPI half lives in validate-openapi.ts (with validate-responses.ts and validate-schemas.ts),
 * the ABI half in validate-abi.ts; this module runs both over a loaded spec set and is where callers
 * import them from.
 */
import type { LoadedSpecs } from "./load.ts";
import type { Problem } from "./problems.ts";
import { validateAbi } from "./validate-abi.ts";
import { validateOpenApi } from "./validate-openapi.ts";

export {
  dereference,
  HTTP_METHODS,
  isErrorStatus,
  objectProperties,
  pathTemplateNames,
} from "./openapi-document.ts";
export { abiItemSelector, abiItemSignature, canonicalAbiType, validateAbi } from "./validate-abi.ts";
export { HOUSE_RULES, houseStyleProblems, validateOpenApi } from "./validate-openapi.ts";
export { ERROR_ENVELOPE_REF } from "./validate-responses.ts";

/**
 * Every validation problem in a loaded spec set, each OpenAPI document's then each ABI's; never stops
 * at the first. `loaded.problems` (syntax, top-level shape) are not repeated here: callers list them
 * next to these, as `contractkit generate` and `specs lint` do.
 */
export function validateSpecs(loaded: LoadedSpecs): Problem[] {
  return [
    ...loaded.openapi.flatMap((spec) => validateOpenApi(spec)),
    ...loaded.abis.flatMap((spec) => validateAbi(spec)),
  ];
}
