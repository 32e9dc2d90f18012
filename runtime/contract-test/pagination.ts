/**
 * Walks a list operation page by page through its `x-pagination` cursor and checks the paging
 * contract on the way: no page longer than the limit, no cursor handed out twice, and (where the
 * list has `hasMore`) `hasMore: false` exactly when `nextCursor` is null.
 */
import type { RequestInput, SuiteContext } from "./context.ts";
import type { OperationSpec } from "./spec.ts";

/** More pages than any list the suite builds or reads; a server that never ends its list fails. */
const MAX_PAGES = 2_000;

/** The name of the page-size parameter both specs use. */
const PAGE_SIZE_PARAMETER = "limit";

/** Every item of a paginated list, in order, and the number of pages read. */
export async function collectPages(
  ctx: SuiteContext,
  operation: OperationSpec,
  input: RequestInput,
  pageSize: number,
): Promise<{ items: unknown[]; pages: number }> {
  const pagination = operation.pagination;
  if (!pagination) throw new Error(`${operation.operationId} has no x-pagination`);
  const hasLimit = operation.parameters.some((p) => p.name === PAGE_SIZE_PARAMETER && p.in === "query");
  const items: unknown[] = [];
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    const query: Record<string, unknown> = { ...(input.query ?? {}) };
    if (hasLimit) query[PAGE_SIZE_PARAMETER] = pageSize;
    if (cursor !== undefined) query[pagination.cursorParam] = cursor;
    const { body, exchange } = await ctx.call(operation.operationId, { ...input, query }, [200], "pagination");
    const page = body as Record<string, unknown>;
    const pageItems = page[pagination.itemsField];
    if (!Array.isArray(pageItems)) ctx.fail("pagination", `${pagination.itemsField} is not an array`, exchange);
    if (hasLimit && pageItems.length > pageSize)
      ctx.fail("pagination", `a page of limit ${pageSize} holds ${pageItems.length} items`, exchange);
    items.push(...pageItems);
    const next = page[pagination.nextCursorField];
    if (pagination.hasMoreField !== null) {
      const hasMore = page[pagination.hasMoreField];
      if ((hasMore === false) !== (next === null))
        ctx.fail(
          "pagination",
          `${pagination.hasMoreField} is ${String(hasMore)} but ${pagination.nextCursorField} is ${JSON.stringify(next)}`,
          exchange,
        );
    }
    if (typeof next !== "string") return { items, pages };
    if (cursors.has(next)) ctx.fail("pagination", `cursor ${next} was handed out twice`, exchange);
    cursors.add(next);
    cursor = next;
  }
  return ctx.fail("pagination", `the list did not end within ${MAX_PAGES} pages`);
}
