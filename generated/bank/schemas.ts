// generated from specs/bank.openapi.yaml (sha256:8f865e3972afda3629679211daf4df19b546d1a7b6c8c34345a4b3947996aedc), do not edit
import * as z from "zod";
import * as Z from "./hey/zod.gen.js";

/**
 * Response schemas of `adminListOrganisations` by HTTP status (for `schemaValidator`).
 */
export const adminListOrganisationsResponseSchemas = {
  "200": Z.zAdminOrganisationList,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `adminListPayments` by HTTP status (for `schemaValidator`).
 */
export const adminListPaymentsResponseSchemas = {
  "200": Z.zPaymentList,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `createStatementLink` by HTTP status (for `schemaValidator`).
 */
export const createStatementLinkResponseSchemas = {
  "201": Z.zStatementLink,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `depositToAccount` by HTTP status (for `schemaValidator`).
 */
export const depositToAccountResponseSchemas = {
  "201": Z.zDepositResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "422": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `freezeAccount` by HTTP status (for `schemaValidator`).
 */
export const freezeAccountResponseSchemas = {
  "200": Z.zAccountResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getAccount` by HTTP status (for `schemaValidator`).
 */
export const getAccountResponseSchemas = {
  "200": Z.zAccountResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getAudit` by HTTP status (for `schemaValidator`).
 */
export const getAuditResponseSchemas = {
  "200": Z.zAuditReport,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getDirectory` by HTTP status (for `schemaValidator`).
 */
export const getDirectoryResponseSchemas = {
  "200": Z.zDirectory,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getDocs` by HTTP status (for `schemaValidator`).
 */
export const getDocsResponseSchemas = {
  "200": Z.zHtmlDocument,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getHealth` by HTTP status (for `schemaValidator`).
 */
export const getHealthResponseSchemas = {
  "200": Z.zHealth,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getLinkedStatement` by HTTP status (for `schemaValidator`).
 */
export const getLinkedStatementResponseSchemas = {
  "200": /* @__PURE__ */ z.union([Z.zStatementHtml, Z.zStatementCsv]),
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "410": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getMe` by HTTP status (for `schemaValidator`).
 */
export const getMeResponseSchemas = {
  "200": Z.zMeResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getOpenApiDocument` by HTTP status (for `schemaValidator`).
 */
export const getOpenApiDocumentResponseSchemas = {
  "200": Z.zOpenApiDocument,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getPayment` by HTTP status (for `schemaValidator`).
 */
export const getPaymentResponseSchemas = {
  "200": Z.zPaymentResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getSettlementMode` by HTTP status (for `schemaValidator`).
 */
export const getSettlementModeResponseSchemas = {
  "200": Z.zSettlementModeResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `getStatement` by HTTP status (for `schemaValidator`).
 */
export const getStatementResponseSchemas = {
  "200": /* @__PURE__ */ z.union([Z.zStatement, Z.zStatementCsv, Z.zStatementHtml]),
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listAccounts` by HTTP status (for `schemaValidator`).
 */
export const listAccountsResponseSchemas = {
  "200": Z.zAccountList,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listPayments` by HTTP status (for `schemaValidator`).
 */
export const listPaymentsResponseSchemas = {
  "200": Z.zPaymentList,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `listTransactions` by HTTP status (for `schemaValidator`).
 */
export const listTransactionsResponseSchemas = {
  "200": Z.zTransactionPage,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `openAccount` by HTTP status (for `schemaValidator`).
 */
export const openAccountResponseSchemas = {
  "201": Z.zAccountResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "422": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `returnPayment` by HTTP status (for `schemaValidator`).
 */
export const returnPaymentResponseSchemas = {
  "200": Z.zPaymentResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `reversePayment` by HTTP status (for `schemaValidator`).
 */
export const reversePaymentResponseSchemas = {
  "200": Z.zPaymentResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "422": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `rotateKey` by HTTP status (for `schemaValidator`).
 */
export const rotateKeyResponseSchemas = {
  "200": Z.zRotateKeyResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `sendPayment` by HTTP status (for `schemaValidator`).
 */
export const sendPaymentResponseSchemas = {
  "201": Z.zPaymentResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "422": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `setSettlementMode` by HTTP status (for `schemaValidator`).
 */
export const setSettlementModeResponseSchemas = {
  "200": Z.zSettlementModeResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `settlePayment` by HTTP status (for `schemaValidator`).
 */
export const settlePaymentResponseSchemas = {
  "200": Z.zPaymentResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `signup` by HTTP status (for `schemaValidator`).
 */
export const signupResponseSchemas = {
  "201": Z.zSignupResponse,
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
 * Response schemas of `unfreezeAccount` by HTTP status (for `schemaValidator`).
 */
export const unfreezeAccountResponseSchemas = {
  "200": Z.zAccountResponse,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "409": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of `withdrawFromAccount` by HTTP status (for `schemaValidator`).
 */
export const withdrawFromAccountResponseSchemas = {
  "201": Z.zWithdrawalResponse,
  "400": Z.zErrorEnvelope,
  "401": Z.zErrorEnvelope,
  "403": Z.zErrorEnvelope,
  "404": Z.zErrorEnvelope,
  "413": Z.zErrorEnvelope,
  "415": Z.zErrorEnvelope,
  "422": Z.zErrorEnvelope,
  "429": Z.zErrorEnvelope,
  "500": Z.zErrorEnvelope,
  "503": Z.zErrorEnvelope,
} as const;

/**
 * Response schemas of specs/bank.openapi.yaml, by operationId, then by HTTP status. To validate only some operations
 * (and bundle only their schemas), pass their own maps instead: `schemaValidator({ adminListOrganisations:
 * adminListOrganisationsResponseSchemas })`.
 */
export const bankResponseSchemas = {
  adminListOrganisations: adminListOrganisationsResponseSchemas,
  adminListPayments: adminListPaymentsResponseSchemas,
  createStatementLink: createStatementLinkResponseSchemas,
  depositToAccount: depositToAccountResponseSchemas,
  freezeAccount: freezeAccountResponseSchemas,
  getAccount: getAccountResponseSchemas,
  getAudit: getAuditResponseSchemas,
  getDirectory: getDirectoryResponseSchemas,
  getDocs: getDocsResponseSchemas,
  getHealth: getHealthResponseSchemas,
  getLinkedStatement: getLinkedStatementResponseSchemas,
  getMe: getMeResponseSchemas,
  getOpenApiDocument: getOpenApiDocumentResponseSchemas,
  getPayment: getPaymentResponseSchemas,
  getSettlementMode: getSettlementModeResponseSchemas,
  getStatement: getStatementResponseSchemas,
  listAccounts: listAccountsResponseSchemas,
  listPayments: listPaymentsResponseSchemas,
  listTransactions: listTransactionsResponseSchemas,
  openAccount: openAccountResponseSchemas,
  returnPayment: returnPaymentResponseSchemas,
  reversePayment: reversePaymentResponseSchemas,
  rotateKey: rotateKeyResponseSchemas,
  sendPayment: sendPaymentResponseSchemas,
  setSettlementMode: setSettlementModeResponseSchemas,
  settlePayment: settlePaymentResponseSchemas,
  signup: signupResponseSchemas,
  unfreezeAccount: unfreezeAccountResponseSchemas,
  withdrawFromAccount: withdrawFromAccountResponseSchemas,
} as const;

/**
 * Request schemas of specs/bank.openapi.yaml, by operationId: path, query, headers and body where the operation has
 * them.
 */
export const bankRequestSchemas = {
  adminListOrganisations: {  },
  adminListPayments: { query: Z.zAdminListPaymentsQuery },
  createStatementLink: { path: Z.zCreateStatementLinkPath, body: Z.zCreateStatementLinkBody },
  depositToAccount: { path: Z.zDepositToAccountPath, body: Z.zDepositToAccountBody },
  freezeAccount: { path: Z.zFreezeAccountPath },
  getAccount: { path: Z.zGetAccountPath },
  getAudit: {  },
  getDirectory: {  },
  getDocs: {  },
  getHealth: {  },
  getLinkedStatement: { path: Z.zGetLinkedStatementPath, query: Z.zGetLinkedStatementQuery },
  getMe: {  },
  getOpenApiDocument: {  },
  getPayment: { path: Z.zGetPaymentPath },
  getSettlementMode: {  },
  getStatement: { path: Z.zGetStatementPath, query: Z.zGetStatementQuery },
  listAccounts: {  },
  listPayments: { query: Z.zListPaymentsQuery },
  listTransactions: { path: Z.zListTransactionsPath, query: Z.zListTransactionsQuery },
  openAccount: { body: Z.zOpenAccountBody },
  returnPayment: { path: Z.zReturnPaymentPath, body: Z.zReturnPaymentBody },
  reversePayment: { path: Z.zReversePaymentPath, body: Z.zReversePaymentBody },
  rotateKey: {  },
  sendPayment: { headers: Z.zSendPaymentHeaders, body: Z.zSendPaymentBody },
  setSettlementMode: { body: Z.zSetSettlementModeBody },
  settlePayment: { path: Z.zSettlePaymentPath },
  signup: { body: Z.zSignupBody },
  unfreezeAccount: { path: Z.zUnfreezeAccountPath },
  withdrawFromAccount: { path: Z.zWithdrawFromAccountPath, body: Z.zWithdrawFromAccountBody },
} as const;
