/**
 * A spec split over files, as the watch, `--since` and diff tests each need one: an OpenAPI 3.1
 * document whose `POST /notes` body is the `Note` schema of another file, `$ref`ed as `noteRef`.
 */
export function notesSpec(noteRef: string, responseLines = ["        '204': { description: created }"]): string {
  return [
    "openapi: 3.1.0",
    "info: { title: Notes, version: '1' }",
    "paths:",
    "  /notes:",
    "    post:",
    "      operationId: createNote",
    "      requestBody:",
    "        content:",
    `          application/json: { schema: { $ref: '${noteRef}#/components/schemas/Note' } }`,
    "      responses:",
    ...responseLines,
  ].join("\n");
}
