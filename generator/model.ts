import type {
  MediaModel,
  OperationModel,
  PaginationModel,
  ParameterModel,
  ResponseModel,
  ServiceModel,
} from "../templates/model.ts";
import type { LoadedOpenApi } from "./load.ts";

export type {
  MediaModel,
  OperationModel,
  PaginationModel,
  ParameterModel,
  ResponseModel,
  ServiceModel,
} from "../templates/model.ts";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
}

/** Follows local `#/...` refs (RFC 6901) until a non-ref object is reached. */
export function resolveRef(document: Json, node: unknown): unknown {
  let current = node;
  for (let hops = 0; hops < 32 && isObject(current) && typeof current.$ref === "string"; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith("#/")) return current;
    current = ref
      .slice(2)
      .split("/")
      .map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"))
      .reduce<unknown>((acc, token) => (isObject(acc) ? acc[token] : undefined), document);
  }
  return current;
}

function mediaModels(document: Json, content: unknown): MediaModel[] {
  if (!isObject(content)) return [];
  return Object.keys(content).map((contentType) => {
    const media = content[contentType];
    const schema = isObject(media) ? media.schema : undefined;
    const ref = isObject(schema) && typeof schema.$ref === "string" ? schema.$ref : null;
    const refMatch = ref?.match(/^#\/components\/schemas\/([^/]+)$/);
    const resolved = resolveRef(document, schema);
    const inlineType = !refMatch && isObject(resolved) && typeof resolved.type === "string" ? resolved.type : null;
    return { contentType, schemaRef: refMatch ? refMatch[1]! : null, inlineType };
  });
}

function securityNames(requirements: unknown): string[] | null {
  if (!Array.isArray(requirements)) return null;
  const first = requirements[0];
  return isObject(first) ? Object.keys(first).sort(byCodeUnit) : [];
}

function paginationModel(value: unknown): PaginationModel | null {
  if (!isObject(value)) return null;
  const str = (k: string) => (typeof value[k] === "string" ? (value[k] as string) : null);
  const cursorParam = str("cursorParam");
  const nextCursorField = str("nextCursorField");
  const itemsField = str("itemsField");
  if (!cursorParam || !nextCursorField || !itemsField) return null;
  return { cursorParam, nextCursorField, itemsField, hasMoreField: str("hasMoreField") };
}

/** Builds the model of one service. Assumes the spec passed validation. */
export function buildServiceModel(spec: LoadedOpenApi): ServiceModel {
  const document = spec.document;
  const info = isObject(document.info) ? document.info : {};
  const components = isObject(document.components) ? document.components : {};
  const globalSecurity = securityNames(document.security) ?? [];
  const operations: OperationModel[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const path of Object.keys(paths)) {
    const pathItem = resolveRef(document, paths[path]);
    if (!isObject(pathItem)) continue;
    const pathParams = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isObject(op) || typeof op.operationId !== "string") continue;
      const rawParams = [...(Array.isArray(op.parameters) ? op.parameters : []), ...pathParams];
      const seen = new Set<string>();
      const parameters: ParameterModel[] = [];
      for (const raw of rawParams) {
        const p = resolveRef(document, raw);
        if (!isObject(p) || typeof p.name !== "string" || typeof p.in !== "string") continue;
        const key = `${p.in}:${p.name}`;
        if (seen.has(key)) continue; // operation-level parameters override path-level ones
        seen.add(key);
        parameters.push({
          name: p.name,
          in: p.in as ParameterModel["in"],
          required: p.required === true || p.in === "path",
        });
      }
      const body = resolveRef(document, op.requestBody);
      const responses: ResponseModel[] = [];
      const rawResponses = isObject(op.responses) ? op.responses : {};
      for (const statusKey of Object.keys(rawResponses)) {
        const status = Number(statusKey);
        if (!Number.isInteger(status)) continue;
        const response = resolveRef(document, rawResponses[statusKey]);
        if (!isObject(response)) continue;
        responses.push({
          status,
          description: typeof response.description === "string" ? response.description : "",
          media: mediaModels(document, response.content),
          headers: isObject(response.headers) ? Object.keys(response.headers) : [],
        });
      }
      responses.sort((a, b) => a.status - b.status);
      operations.push({
        operationId: op.operationId,
        typeName: pascalCase(op.operationId),
        method,
        path,
        pathAliases: Array.isArray(op["x-path-aliases"])
          ? op["x-path-aliases"].filter((alias): alias is string => typeof alias === "string")
          : [],
        summary: typeof op.summary === "string" ? op.summary : "",
        description: typeof op.description === "string" ? op.description : "",
        security: securityNames(op.security) ?? globalSecurity,
        parameters,
        requestBody: isObject(body)
          ? { required: body.required === true, media: mediaModels(document, body.content) }
          : null,
        responses,
        pagination: paginationModel(op["x-pagination"]),
      });
    }
  }
  operations.sort((a, b) => byCodeUnit(a.operationId, b.operationId));
  return {
    service: spec.service,
    typeName: pascalCase(spec.service),
    sourceFile: spec.file,
    sha256: spec.sha256,
    title: typeof info.title === "string" ? info.title : spec.service,
    version: typeof info.version === "string" ? info.version : "0.0.0",
    description: typeof info.description === "string" ? info.description : "",
    securitySchemes: Object.keys(isObject(components.securitySchemes) ? components.securitySchemes : {}).sort(
      byCodeUnit,
    ),
    operations,
    document,
  };
}
