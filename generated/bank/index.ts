// generated from specs/bank.openapi.yaml (sha256:e9d3b4efcd56c2f126445f9a942c726da917992323b6dcf7f16d0203acc20473), do not edit
/**
 * Mock Bank API: client, server contract, schemas, types and the bundled document.
 */
export * from "./client.js";
export * from "./hey/types.gen.js";
export * from "./operations.js";
export * as zod from "./hey/zod.gen.js";
export { bankOpenApiDocument } from "./openapi.js";
export * from "./schemas.js";
export * from "./server.js";
export const bankOperationIds = ["adminListOrganisations", "adminListPayments", "depositToAccount", "freezeAccount", "getAccount", "getAudit", "getDirectory", "getDocs", "getHealth", "getMe", "getOpenApiDocument", "getPayment", "getSettlementMode", "getStatement", "listAccounts", "listPayments", "listTransactions", "openAccount", "returnPayment", "reversePayment", "rotateKey", "sendPayment", "setSettlementMode", "settlePayment", "signup", "unfreezeAccount", "withdrawFromAccount"] as const;
