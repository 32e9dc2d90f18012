/**
 * `serve protocol --store / --data / --role / --pool-size / DATABASE_URL`: which store a start picks, and a clear
 * error for every combination that cannot work.
 */
import { describe, expect, it } from "vitest";
import { chooseProtocolStore } from "../../cli/serve-protocol.ts";

const URL = "postgres://indexer:secret@db.example:5432/protocol";

describe("choosing the protocol store", () => {
  it("uses the data file by default, --data or --store <file> when given", () => {
    expect(chooseProtocolStore({}, {})).toEqual({ dataFile: ".contractkit/protocol.json" });
    expect(chooseProtocolStore({ data: "x.json" }, {})).toEqual({ dataFile: "x.json" });
    expect(chooseProtocolStore({ store: "y.json" }, {})).toEqual({ dataFile: "y.json" });
  });

  it("uses PostgreSQL from --store or DATABASE_URL, as the indexer unless --role api", () => {
    expect(chooseProtocolStore({ store: URL }, {})).toEqual({ database: URL, role: "indexer" });
    expect(chooseProtocolStore({ role: "api" }, { DATABASE_URL: URL })).toEqual({ database: URL, role: "api" });
    expect(chooseProtocolStore({ store: URL, role: "api", poolSize: "2" }, {})).toEqual({
      database: URL,
      role: "api",
      databasePoolSize: 2,
    });
    // An explicit data file wins over the environment.
    expect(chooseProtocolStore({ data: "x.json" }, { DATABASE_URL: URL })).toEqual({ dataFile: "x.json" });
  });

  it("refuses a role without PostgreSQL, an unknown role and a DATABASE_URL that is not postgres://", () => {
    expect(() => chooseProtocolStore({ role: "api" }, {})).toThrow(/needs a PostgreSQL store/);
    expect(() => chooseProtocolStore({ store: URL, role: "writer" }, {})).toThrow(/must be indexer or api/);
    expect(() => chooseProtocolStore({}, { DATABASE_URL: "mysql://u:pw@h/db" })).toThrow(/must be a postgres:\/\/ URL/);
    // The password is never echoed.
    expect(() => chooseProtocolStore({}, { DATABASE_URL: "mysql://u:pw@h/db" })).not.toThrow(/pw/);
    expect(() => chooseProtocolStore({ store: "a.json", data: "b.json" }, {})).toThrow(/give one of them/);
    expect(() => chooseProtocolStore({ poolSize: "2" }, {})).toThrow(/--pool-size.*needs a PostgreSQL store/);
    expect(() => chooseProtocolStore({ store: URL, poolSize: "0" }, {})).toThrow(
      "--pool-size must be a whole number of connections from 1 to 1000, got 0",
    );
  });
});
