/**
 * The JSON vocabulary the spec checks (validate-*.ts) and the breaking-change report (diff-*.ts) share:
 * a parsed spec is plain JSON, walked as records, and every check reports through one signature.
 */
import type { Problem } from "./problems.ts";

/** A JSON object as parsed from YAML or JSON. */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An identifier in both languages the generator names things in: an ECMAScript IdentifierName (from an
 * operationId) and a Solidity identifier (an ABI item or parameter name) share this ASCII form.
 */
export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** How a check reports one problem at a JSON pointer; the severity defaults to error. */
export type Report = (code: string, at: string, message: string, severity?: Problem["severity"]) => void;
