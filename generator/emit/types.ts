/**
 * The emitter contract: each emitter is a small module with a name, the emitters whose output it
 * refers to, the files it writes and the static runtime modules (templates/static/<folder>/<name>.ts)
 * its output imports. Emitters find each other's output by meaning — an operation id and a role
 * (hey-api's symbol registry, the model's names) — never by reading another emitter's text.
 */
import type { ServiceModel } from "../../templates/model.ts";
import type { Emitter } from "../config.ts";
import type { HeyApiOutput } from "../heyapi.ts";
import type { LoadedAbi, LoadedOpenApi } from "../load.ts";
import type { Problem } from "../problems.ts";

/** A static runtime module by folder and name without `.ts`: `http/client`, `contracts/order`. */
export type RuntimeModule = `${"http" | "contracts"}/${string}`;

/** What an emitter of one OpenAPI service reads. */
export interface ServiceContext {
  spec: LoadedOpenApi;
  model: ServiceModel;
  hey: HeyApiOutput;
  /** The service's output folder relative to the root (`generated/bank`). */
  base: string;
  /** The names of the service emitters that run for this build (an index re-exports only those). */
  running: ReadonlySet<string>;
}

/** An emitter of one OpenAPI service's files. */
export interface ServiceEmitter {
  name: string;
  /** The config emitter that turns it on; absent when it runs for every service. */
  selectedBy?: Emitter;
  /** Service emitters whose output this one's output imports. */
  needs: readonly string[];
  /** Static runtime modules its output imports. */
  runtime: readonly RuntimeModule[];
  /** Files by path relative to the service folder. */
  emit(context: ServiceContext): ReadonlyArray<readonly [string, string]>;
}

/** What a project-wide emitter (ABI bindings, Solidity, devnet artifacts) reads. */
export interface ProjectContext {
  root: string;
  toolRoot: string;
  /** The output folder relative to the root. */
  out: string;
  abis: readonly LoadedAbi[];
  /** Contracts the config gives the protocol helpers, and those it compiles into the devnet. */
  protocolHelpers: readonly string[];
  devnet: readonly string[];
  /** The ABI input's label and the hash over every ABI, for headers of files built from all of them. */
  abiSource: string;
  abisHash: string;
  reuseCompiled: boolean;
}

export interface EmitResult {
  /** Files by path relative to the output folder. */
  files: ReadonlyArray<readonly [string, string]>;
  problems: Problem[];
}

/** An emitter of files built from every ABI. */
export interface ProjectEmitter {
  name: string;
  selectedBy?: Emitter;
  /** Whether it has anything to do for this project (e.g. some ABI is a devnet contract). */
  applies(context: ProjectContext): boolean;
  /** Static runtime modules its output imports, which may depend on the project (protocol helpers). */
  runtime(context: ProjectContext): readonly RuntimeModule[];
  emit(context: ProjectContext): EmitResult | Promise<EmitResult>;
}
