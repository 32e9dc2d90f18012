/**
 * `contractkit contract-test`: a spec-driven contract test suite anyone can point at a server that
 * claims to implement specs/bank.openapi.yaml or specs/protocol.openapi.yaml.
 */
export { type ArbitraryOptions, schemaArbitrary, type ValueHint } from "./arbitraries.ts";
export { ChainTruth, type ChainTruthOptions } from "./chain.ts";
export {
  type CheckDefinition,
  CheckFailure,
  NotApplicable,
  type RequestInput,
  type ServiceProfile,
  SuiteContext,
} from "./context.ts";
export { type GenericCredentials, GenericProfile } from "./generic.ts";
export { type Exchange, HttpSession, toCurl, type WireRequest, type WireResponse } from "./http.ts";
export {
  type CheckGroup,
  type CheckResult,
  type Failure,
  formatFailure,
  formatSummary,
  type SuiteReport,
  toJsonReport,
  toJUnitXml,
  totals,
} from "./report.ts";
export {
  credentialsPresent,
  type IncomingRequest,
  matchOperation,
  type OutgoingResponse,
  type RuleProblem,
  requestProblems,
  responseProblems,
} from "./rules.ts";
export { type ApiDocument, apiDocument, type OperationSpec } from "./spec.ts";
export { statefulChecks } from "./stateful.ts";
export {
  ADMIN_KEY_VARIABLE,
  CHECK_KINDS,
  type CheckKind,
  CONTRACT_TEST_SERVICES,
  type ContractSuiteOptions,
  type ContractTestService,
  DEFAULT_RUNS,
  planContractSuite,
  runContractSuite,
} from "./suite.ts";
export { ContractValidator } from "./validator.ts";
export { schemaViolations } from "./violations.ts";
