// generated from specs/bank.openapi.yaml (sha256:619ead50b2dd8d187c3eeb5df9245337edebe2b2d6eaa06a9f78e37076c0062f), do not edit
/**
 * Mock Bank API: client, server contract, schemas, types and the bundled document.
 */
export * from "./client.js";
export * from "./hey/types.gen.js";
export * as zod from "./hey/zod.gen.js";
export { bankOpenApiDocument } from "./openapi.js";
export * from "./schemas.js";
export * from "./server.js";
export const bankOperationIds = ["adminListOrganisations", "adminListPayments", "depositToAccount", "freezeAccount", "getAccount", "getAudit", "getDirectory", "getDocs", "getHealth", "getMe", "getOpenApiDocument", "getPayment", "getSettlementMode", "getStatement", "listAccounts", "listPayments", "listTransactions", "openAccount", "returnPayment", "reversePayment", "rotateKey", "sendPayment", "setSettlementMode", "settlePayment", "signup", "unfreezeAccount"] as const;
