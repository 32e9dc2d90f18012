// generated from specs/bank.openapi.yaml (sha256:7090a6d27526640f12e7aba3e3d2aa69922ad1f47885b35654ab256f06eed7a5), do not edit
/**
 * Mock Bank API: client, server contract, schemas, types and the bundled document.
 */
export * from "./client.js";
export * from "./hey/types.gen.js";
export * as zod from "./hey/zod.gen.js";
export { bankOpenApiDocument } from "./openapi.js";
export * from "./schemas.js";
export * from "./server.js";
export const bankOperationIds = ["adminListOrganisations", "adminListPayments", "depositToAccount", "freezeAccount", "getAccount", "getAudit", "getDirectory", "getDocs", "getHealth", "getMe", "getOpenApiDocument", "getPayment", "getSettlementMode", "getStatement", "listAccounts", "listPayments", "listTransactions", "openAccount", "returnPayment", "reversePayment", "rotateKey", "sendPayment", "setSettlementMode", "settlePayment", "signup", "unfreezeAccount", "withdrawFromAccount"] as const;
