/**
 * The emitter registry: every emitter in the order it runs, and the selection a config makes of
 * them. A selected emitter brings in the emitters it needs; each running emitter brings in the
 * static runtime modules it owns.
 */
import type { Emitter } from "../config.ts";
import { contractsEmitter, devnetEmitter, solidityEmitter } from "./contracts.ts";
import { typesEmitter, zodEmitter } from "./hey.ts";
import { clientEmitter, indexEmitter, operationsEmitter, schemasEmitter, serverEmitter } from "./service.ts";
import type { ProjectEmitter, ServiceEmitter } from "./types.ts";

export type { ProjectEmitter, RuntimeModule, ServiceEmitter } from "./types.ts";

/** Emitters of one OpenAPI service; the index comes last, as it re-exports what the others wrote. */
export const SERVICE_EMITTERS: readonly ServiceEmitter[] = [
  typesEmitter,
  zodEmitter,
  operationsEmitter,
  schemasEmitter,
  clientEmitter,
  serverEmitter,
  indexEmitter,
];

/** Emitters of files built from every ABI. */
export const PROJECT_EMITTERS: readonly ProjectEmitter[] = [contractsEmitter, solidityEmitter, devnetEmitter];

const selected = (emitter: { selectedBy?: Emitter }, emit: ReadonlySet<Emitter>) =>
  emitter.selectedBy === undefined || emit.has(emitter.selectedBy);

/** The service emitters a selection runs: the selected ones and, transitively, what they need. */
export function serviceEmittersFor(emit: ReadonlySet<Emitter>): ServiceEmitter[] {
  const byName = new Map(SERVICE_EMITTERS.map((e) => [e.name, e]));
  const running = new Set<string>();
  const add = (emitter: ServiceEmitter): void => {
    if (running.has(emitter.name)) return;
    running.add(emitter.name);
    for (const need of emitter.needs) add(byName.get(need)!);
  };
  for (const emitter of SERVICE_EMITTERS) if (selected(emitter, emit)) add(emitter);
  return SERVICE_EMITTERS.filter((e) => running.has(e.name));
}

/** The project emitters a selection runs. */
export function projectEmittersFor(emit: ReadonlySet<Emitter>): ProjectEmitter[] {
  return PROJECT_EMITTERS.filter((emitter) => selected(emitter, emit));
}
