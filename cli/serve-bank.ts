import path from "node:path";
import { startBankService } from "../runtime/bank/service.ts";
import { PortInUseError } from "../runtime/http/node.ts";

/** Default data directory for every service (ignored by git). */
export const DATA_DIR = ".contractkit";

export interface ServeBankOptions {
  port?: string;
  host?: string;
  data?: string;
  adminKey?: string;
  maxOpeningBalance?: string;
  maxOrganisationOpening?: string;
}

/** A limit in cents from a flag or its environment variable: a non-negative safe integer. */
function centsLimit(flag: string, value: string | undefined): number | undefined | Error {
  if (value === undefined || value === "") return undefined;
  const cents = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(cents)) {
    return new Error(`${flag} must be a whole number of cents from 0 to 9007199254740991, got ${value}`);
  }
  return cents;
}

/** `contractkit serve bank`: runs until SIGINT/SIGTERM, then flushes everything acknowledged. */
export async function runServeBank(opts: ServeBankOptions): Promise<number> {
  const port = Number(opts.port ?? process.env.PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`serve bank: --port must be an integer 0-65535, got ${opts.port}\n`);
    return 2;
  }
  const adminKey = opts.adminKey ?? process.env.BANK_ADMIN_KEY;
  const perAccountCents = centsLimit(
    "--max-opening-balance",
    opts.maxOpeningBalance ?? process.env.BANK_MAX_OPENING_BALANCE,
  );
  const perOrganisationCents = centsLimit(
    "--max-organisation-opening",
    opts.maxOrganisationOpening ?? process.env.BANK_MAX_ORGANISATION_OPENING,
  );
  if (perAccountCents instanceof Error || perOrganisationCents instanceof Error) {
    process.stderr.write(
      `serve bank: ${(perAccountCents instanceof Error ? perAccountCents : (perOrganisationCents as Error)).message}\n`,
    );
    return 2;
  }
  let service: Awaited<ReturnType<typeof startBankService>>;
  try {
    service = await startBankService({
      dataFile: opts.data ?? path.join(DATA_DIR, "bank.json"),
      port,
      host: opts.host ?? "127.0.0.1",
      ...(adminKey ? { adminKey } : {}),
      openingLimits: { perAccountCents, perOrganisationCents } as {
        perAccountCents?: number;
        perOrganisationCents?: number;
      },
    });
  } catch (error) {
    if (error instanceof PortInUseError) {
      process.stderr.write(`serve bank: ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`serve bank: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  process.stdout.write(`bank listening on ${service.url}\n  docs: ${service.docsUrl}\n  data: ${service.dataFile}\n`);
  if (service.generatedAdminKey) {
    process.stdout.write(`  admin key (shown once, only its hash is stored): ${service.generatedAdminKey}\n`);
  }
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  await service.close();
  process.stdout.write("bank stopped; all acknowledged writes are on disk\n");
  return 0;
}
