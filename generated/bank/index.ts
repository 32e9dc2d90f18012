// generated from specs/bank.openapi.yaml (sha256:415c7b2de15f03276459e712b6172461a5dae9e3441a0175fba050dcbf6ad4e5), do not edit
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
