// generated from specs/bank.openapi.yaml (sha256:8f865e3972afda3629679211daf4df19b546d1a7b6c8c34345a4b3947996aedc), do not edit
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
export const bankOperationIds = [
  "adminListOrganisations",
  "adminListPayments",
  "createStatementLink",
  "depositToAccount",
  "freezeAccount",
  "getAccount",
  "getAudit",
  "getDirectory",
  "getDocs",
  "getHealth",
  "getLinkedStatement",
  "getMe",
  "getOpenApiDocument",
  "getPayment",
  "getSettlementMode",
  "getStatement",
  "listAccounts",
  "listPayments",
  "listTransactions",
  "openAccount",
  "returnPayment",
  "reversePayment",
  "rotateKey",
  "sendPayment",
  "setSettlementMode",
  "settlePayment",
  "signup",
  "unfreezeAccount",
  "withdrawFromAccount",
] as const;
