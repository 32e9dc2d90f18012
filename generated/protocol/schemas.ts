// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
import * as z from "zod";
import * as Z from "./hey/zod.gen.js";

/**
 * Response schemas of `getDocs` by HTTP status (for `schemaValidator`).
 */
export const getDocsResponseSchemas = {
  "200": /* @__PURE__ */ z.string(),
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getHealth` by HTTP status (for `schemaValidator`).
 */
export const getHealthResponseSchemas = {
  "200": Z.zHealth,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getOpenApiDocument` by HTTP status (for `schemaValidator`).
 */
export const getOpenApiDocumentResponseSchemas = {
  "200": Z.zGetOpenApiDocumentResponse,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getOrderbook` by HTTP status (for `schemaValidator`).
 */
export const getOrderbookResponseSchemas = {
  "200": Z.zOrderbookEntryPage,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listFills` by HTTP status (for `schemaValidator`).
 */
export const listFillsResponseSchemas = {
  "200": Z.zFillPage,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listFlows` by HTTP status (for `schemaValidator`).
 */
export const listFlowsResponseSchemas = {
  "200": Z.zFlowPage,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listLimitOrderMarkets` by HTTP status (for `schemaValidator`).
 */
export const listLimitOrderMarketsResponseSchemas = {
  "200": Z.zLimitOrderMarketPage,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listPools` by HTTP status (for `schemaValidator`).
 */
export const listPoolsResponseSchemas = {
  "200": Z.zPoolPage,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listWhitelistedAddresses` by HTTP status (for `schemaValidator`).
 */
export const listWhitelistedAddressesResponseSchemas = {
  "200": Z.zWhitelistItemPage,
  "400": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `submitLimitOrder` by HTTP status (for `schemaValidator`).
 */
export const submitLimitOrderResponseSchemas = {
  "200": Z.zLimitOrderAccepted,
  "201": Z.zLimitOrderAccepted,
  "400": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "422": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of specs/protocol.openapi.yaml, by operationId, then by HTTP status. To validate only some
 * operations (and bundle only their schemas), pass their own maps instead: `schemaValidator({ getDocs:
 * getDocsResponseSchemas })`.
 */
export const protocolResponseSchemas = {
  getDocs: getDocsResponseSchemas,
  getHealth: getHealthResponseSchemas,
  getOpenApiDocument: getOpenApiDocumentResponseSchemas,
  getOrderbook: getOrderbookResponseSchemas,
  listFills: listFillsResponseSchemas,
  listFlows: listFlowsResponseSchemas,
  listLimitOrderMarkets: listLimitOrderMarketsResponseSchemas,
  listPools: listPoolsResponseSchemas,
  listWhitelistedAddresses: listWhitelistedAddressesResponseSchemas,
  submitLimitOrder: submitLimitOrderResponseSchemas,
} as const;

/**
 * Request schemas of specs/protocol.openapi.yaml, by operationId: path, query, headers and body where the operation has
 * them.
 */
export const protocolRequestSchemas = {
  getDocs: {  },
  getHealth: {  },
  getOpenApiDocument: {  },
  getOrderbook: { query: Z.zGetOrderbookQuery },
  listFills: { query: Z.zListFillsQuery },
  listFlows: { query: Z.zListFlowsQuery },
  listLimitOrderMarkets: { query: Z.zListLimitOrderMarketsQuery },
  listPools: { query: Z.zListPoolsQuery },
  listWhitelistedAddresses: { query: Z.zListWhitelistedAddressesQuery },
  submitLimitOrder: { body: Z.zSubmitLimitOrderBody },
} as const;
