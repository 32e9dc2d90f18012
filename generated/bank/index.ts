// generated from specs/bank.openapi.yaml (sha256:6e25f14e4c946ebdd409a558c3fe6fbcc90bdf1c7bd9a95e091507c9105da0e4), do not edit
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
