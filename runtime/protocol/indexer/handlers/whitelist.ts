/**
 * WhitelistManager events: the global list and each market's list with its on/off switch. They
 * read nothing from chain.
 */
import type { Hex } from "viem";
import type { ListEntry, MarketWhitelistRecord } from "../../records.ts";
import type { EventNameOf, IndexedEventOf } from "../events.ts";
import type { BlockScope } from "./scope.ts";
import type { HandlerTable } from "./types.ts";

const ZERO_LIST: ListEntry = { listed: false, removed: false };

/** The entry after an add (`onList`) or a remove; `removed` remembers that it was ever taken off. */
function listed(entry: ListEntry | undefined, onList: boolean): ListEntry {
  const prior = entry ?? ZERO_LIST;
  return onList ? { listed: true, removed: prior.removed } : { listed: false, removed: prior.removed || prior.listed };
}

function globalList(onList: boolean) {
  return {
    reads: {},
    apply(event: IndexedEventOf<"GlobalWhitelistAdded" | "GlobalWhitelistRemoved">, scope: BlockScope) {
      const account = event.args.account.toLowerCase();
      scope.put("globalWhitelist", account, listed(scope.writer.get("globalWhitelist", account), onList));
    },
  };
}

/** The market's list record; enabling happens before the pool exists (docs/reference/protocol.md#whitelist: activateMarketWhitelist). */
function marketList(scope: BlockScope, poolId: Hex): MarketWhitelistRecord {
  return scope.writer.get("marketWhitelists", poolId) ?? { poolId, enabled: false, accounts: {} };
}

function marketAccount(onList: boolean) {
  return {
    reads: {},
    apply(event: IndexedEventOf<"MarketWhitelistAdded" | "MarketWhitelistRemoved">, scope: BlockScope) {
      const poolId = event.args.poolId.toLowerCase() as Hex;
      const current = marketList(scope, poolId);
      const account = event.args.account.toLowerCase();
      const accounts = { ...current.accounts, [account]: listed(current.accounts[account], onList) };
      scope.put("marketWhitelists", poolId, { ...current, accounts });
    },
  };
}

function marketSwitch(enabled: boolean) {
  return {
    reads: {},
    apply(event: IndexedEventOf<"MarketWhitelistEnabled" | "MarketWhitelistDisabled">, scope: BlockScope) {
      const poolId = event.args.poolId.toLowerCase() as Hex;
      scope.put("marketWhitelists", poolId, { ...marketList(scope, poolId), enabled });
    },
  };
}

/** The whitelist handlers. */
export const whitelistHandlers = {
  GlobalWhitelistAdded: globalList(true),
  GlobalWhitelistRemoved: globalList(false),
  MarketWhitelistAdded: marketAccount(true),
  MarketWhitelistRemoved: marketAccount(false),
  MarketWhitelistEnabled: marketSwitch(true),
  MarketWhitelistDisabled: marketSwitch(false),
} satisfies HandlerTable<EventNameOf<"whitelistManager">>;
