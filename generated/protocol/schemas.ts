// generated from specs/protocol.openapi.yaml (sha256:6d92185b9cd5b01df75f423f073a6978ac0c5ac4fcb9e7f4620cffd42afa7a76), do not edit
import * as z from "zod";
import * as Z from "./hey/zod.gen.js";

/**
 * Response schemas of specs/protocol.openapi.yaml, by operationId, then by HTTP status.
 */
export const protocolResponseSchemas = {
  getDocs: {
    "200": z.string(),
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
  },
  getHealth: {
    "200": Z.zHealth,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
  },
  getOpenApiDocument: {
    "200": z.record(z.string(), z.unknown()),
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
  },
  getOrderbook: {
    "200": Z.zOrderbookEntryPage,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
    "503": Z.zErrorEnvelope,
  },
  listFills: {
    "200": Z.zFillPage,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
    "503": Z.zErrorEnvelope,
  },
  listFlows: {
    "200": Z.zFlowPage,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
    "503": Z.zErrorEnvelope,
  },
  listLimitOrderMarkets: {
    "200": Z.zLimitOrderMarketPage,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
    "503": Z.zErrorEnvelope,
  },
  listPools: {
    "200": Z.zPoolPage,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
    "503": Z.zErrorEnvelope,
  },
  listWhitelistedAddresses: {
    "200": Z.zWhitelistItemPage,
    "400": Z.zErrorEnvelope,
    "500": Z.zErrorEnvelope,
    "503": Z.zErrorEnvelope,
  },
  submitLimitOrder: {
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
  },
} as const;

/**
 * Request schemas of specs/protocol.openapi.yaml, by operationId: path, query, headers and body where the operation has them.
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
