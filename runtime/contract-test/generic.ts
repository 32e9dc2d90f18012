/**
 * The profile for any document: credentials come from the command line (`--bearer`, `--api-key`),
 * and before the checks run one resource is created per inferred collection (a `POST` whose item
 * path has a `GET`), so generated reads mostly reach something real.
 */
import fc from "fast-check";
import { validRequestArbitrary } from "./conformance.ts";
import type { CheckDefinition, ServiceProfile, SuiteContext } from "./context.ts";
import type { Exchange } from "./http.ts";
import type { OperationSpec } from "./spec.ts";
import { identifierOf, inferResources } from "./stateful.ts";

/** Credentials given on the command line. */
export interface GenericCredentials {
  /** Sent as `Authorization: Bearer …` for http bearer, oauth2 and openIdConnect schemes. */
  readonly bearer?: string | undefined;
  /** Placed where each apiKey scheme says (header, query or cookie); also used for http schemes other than bearer. */
  readonly apiKey?: string | undefined;
}

export class GenericProfile implements ServiceProfile {
  readonly name = "generic";
  /** Ids of created resources per item path template, e.g. `/things/{id}`. */
  readonly #ids = new Map<string, string[]>();

  constructor(
    readonly credentials: GenericCredentials,
    readonly schemes: Readonly<Record<string, { readonly type: string; readonly scheme?: string }>>,
  ) {}

  async prepare(ctx: SuiteContext): Promise<void> {
    for (const resource of inferResources(ctx.document.operations)) {
      if (resource.create.security.length > 0 && !this.#canAuthenticate(resource.create)) continue;
      // Setup is best effort: a failing create is reported by the checks, not here.
      try {
        const [input] = fc.sample(validRequestArbitrary(ctx, resource.create), { numRuns: 1, seed: ctx.seed });
        const exchange = await ctx.send(resource.create, input!, false);
        if (exchange.response.status < 200 || exchange.response.status >= 300) continue;
        const id = identifierOf(JSON.parse(exchange.response.bodyText), resource.parameter);
        if (id !== undefined) this.#ids.set(resource.read.path, [id]);
      } catch {
        // Unreachable server or a body that is not JSON: the checks report it with a reproducer.
      }
    }
  }

  #canAuthenticate(operation: OperationSpec): boolean {
    return operation.security.some((alternative) => alternative.every((name) => this.credential(name) !== undefined));
  }

  credential(scheme: string): string | undefined {
    const spec = this.schemes[scheme];
    if (!spec) return undefined;
    if (spec.type === "apiKey") return this.credentials.apiKey;
    if (spec.type === "http" && spec.scheme !== "bearer") return this.credentials.apiKey ?? this.credentials.bearer;
    if (spec.type === "mutualTLS") return "";
    return this.credentials.bearer;
  }

  pathValues(operation: OperationSpec, parameter: string): readonly string[] {
    for (const [itemPath, ids] of this.#ids)
      if (operation.path.startsWith(itemPath) && itemPath.endsWith(`{${parameter}}`)) return ids;
    return [];
  }

  hint(_name: string, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
    return generated;
  }

  observe(_operation: OperationSpec, _exchange: Exchange): void {}

  flows(): readonly CheckDefinition[] {
    return [];
  }

  async finish(): Promise<void> {}
}
