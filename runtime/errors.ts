/**
 * The one registry of stable error codes (docs/errors.md): the wire codes both services and the
 * generated dispatcher answer with, and the codes of every error class contractkit throws
 * (`ContractkitError.code`), each with its HTTP status where it has one, whether retrying can help
 * where that means something, and its heading in docs/errors.md. test/errors/registry.test.ts
 * keeps it, the docs, the specs' error enums and the error classes in step.
 */
export { ContractkitError, type ContractkitErrorOptions } from "../generated/http/errors.ts";

/** Who answers a wire code: the bank, the protocol service, or the generated dispatcher before any handler. */
export type Answerer = "bank" | "protocol" | "dispatcher";

/** One registered code. */
export interface ErrorCodeEntry {
  /** The HTTP status of the code, or of the wire code it is answered as. */
  readonly status?: number;
  /** The services whose error envelope carries this code. */
  readonly wire?: readonly Answerer[];
  /** The wire code a thrown error is answered as, when a service turns it into a response. */
  readonly answeredAs?: string;
  /** The error classes whose `code` this is. */
  readonly thrownBy?: readonly string[];
  /** True when the same call may succeed later, false when it cannot; `per-error` when the thrower says. */
  readonly retryable?: boolean | "per-error";
  /** Its heading's anchor in docs/errors.md. */
  readonly anchor: string;
}

const ALL: readonly Answerer[] = ["bank", "protocol", "dispatcher"];
const SERVICES: readonly Answerer[] = ["bank", "protocol"];

/** Every stable code. Wire codes first (one status each, the same in both services), then thrown ones. */
export const ERROR_CODES = {
  bad_request: { status: 400, wire: ALL, thrownBy: ["HttpFailure"], anchor: "bad_request" },
  unauthorized: { status: 401, wire: ["bank", "dispatcher"], anchor: "unauthorized" },
  forbidden: { status: 403, wire: ["bank", "dispatcher"], anchor: "forbidden" },
  not_found: { status: 404, wire: ALL, anchor: "not_found" },
  request_timeout: { status: 408, wire: ALL, retryable: true, anchor: "request_timeout" },
  conflict: { status: 409, wire: SERVICES, anchor: "conflict" },
  gone: { status: 410, wire: ["bank"], anchor: "gone" },
  payload_too_large: { status: 413, wire: ALL, thrownBy: ["BodyTooLarge"], anchor: "payload_too_large" },
  unsupported_media_type: { status: 415, wire: ALL, anchor: "unsupported_media_type" },
  unprocessable_entity: { status: 422, wire: SERVICES, anchor: "unprocessable_entity" },
  too_many_requests: { status: 429, wire: SERVICES, retryable: true, anchor: "too_many_requests" },
  request_header_fields_too_large: { status: 431, wire: ALL, anchor: "request_header_fields_too_large" },
  internal_error: { status: 500, wire: ALL, anchor: "internal_error" },
  service_unavailable: {
    status: 503,
    wire: SERVICES,
    thrownBy: ["HttpFailure"],
    retryable: true,
    anchor: "service_unavailable",
  },

  transport_failed: { thrownBy: ["TransportError"], anchor: "transport_failed" },
  response_contract_broken: { thrownBy: ["ResponseContractError"], anchor: "response_contract_broken" },
  page_request_failed: { thrownBy: ["PageError"], anchor: "page_request_failed" },

  ledger_integrity: { thrownBy: ["LedgerIntegrityError"], anchor: "ledger_integrity" },
  ledger_unavailable: {
    status: 503,
    answeredAs: "service_unavailable",
    thrownBy: ["LedgerUnavailableError"],
    retryable: true,
    anchor: "ledger_unavailable",
  },
  ledger_shape: { thrownBy: ["LedgerShapeError"], anchor: "ledger_shape" },
  ledger_apply: { thrownBy: ["LedgerApplyError"], anchor: "ledger_apply" },
  ledger_stored_reply: { thrownBy: ["StoredReplyError"], anchor: "ledger_stored_reply" },

  store_corrupt: { thrownBy: ["StoreCorruptError"], anchor: "store_corrupt" },
  store_locked: { thrownBy: ["StoreLockedError"], anchor: "store_locked" },
  store_unavailable: { thrownBy: ["StoreUnavailableError"], anchor: "store_unavailable" },
  store_read_only: { thrownBy: ["ReadOnlyStoreError"], anchor: "store_read_only" },
  json_encode: { thrownBy: ["JsonEncodeError"], anchor: "json_encode" },
  json_decode: { thrownBy: ["JsonDecodeError"], anchor: "json_decode" },
  json_walk_too_deep: { thrownBy: ["WalkTooDeep"], anchor: "json_walk_too_deep" },

  indexer_rpc_failed: { thrownBy: ["IndexerError"], retryable: "per-error", anchor: "indexer_rpc_failed" },
  reorg_too_deep: { thrownBy: ["ReorgTooDeepError"], retryable: false, anchor: "reorg_too_deep" },
  chain_identity_mismatch: { thrownBy: ["ChainIdentityError"], retryable: false, anchor: "chain_identity_mismatch" },
  indexer_lease_lost: { thrownBy: ["LeaseLostError"], retryable: false, anchor: "indexer_lease_lost" },
  cursor_invalid: {
    status: 400,
    answeredAs: "bad_request",
    thrownBy: ["CursorError"],
    anchor: "cursor_invalid",
  },
  protocol_config_invalid: { thrownBy: ["ConfigError"], anchor: "protocol_config_invalid" },
  protocol_config_mismatch: { thrownBy: ["ConfigMismatchError"], anchor: "protocol_config_mismatch" },

  server_port_in_use: { thrownBy: ["PortInUseError"], anchor: "server_port_in_use" },
  PORT_IN_USE: { thrownBy: ["AnvilError"], anchor: "port_in_use" },
  BINARY_NOT_FOUND: { thrownBy: ["AnvilError"], anchor: "binary_not_found" },
  START_FAILED: { thrownBy: ["AnvilError"], anchor: "start_failed" },
  TIMEOUT: { thrownBy: ["AnvilError"], anchor: "timeout" },
  store_option_invalid: { thrownBy: ["StoreOptionError"], anchor: "store_option_invalid" },
  usage: { thrownBy: ["UsageError"], anchor: "usage" },

  check_failed: { thrownBy: ["CheckFailure"], anchor: "check_failed" },
  check_not_applicable: { thrownBy: ["NotApplicable"], anchor: "check_not_applicable" },
  schema_unsatisfiable: {
    thrownBy: ["UnsatisfiableSchema", "NoExclusiveValue", "ConflictingTypes"],
    anchor: "schema_unsatisfiable",
  },
  contract_test_transport_failed: { thrownBy: ["TransportFailure"], anchor: "contract_test_transport_failed" },
} as const satisfies Readonly<Record<string, ErrorCodeEntry>>;

/** A registered code. */
export type RegisteredErrorCode = keyof typeof ERROR_CODES;

/** A registered code that has an HTTP status, and that status. */
export type ErrorStatus<C extends RegisteredErrorCode> = (typeof ERROR_CODES)[C] extends { status: infer S }
  ? S
  : never;
