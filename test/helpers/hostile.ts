/**
 * Tables of hostile or faulty inputs in the tests, by the surface they come through. A test
 * writes its table as `hostile('<surface>', [ ...inputs ])` and runs every row; the call gives
 * back the array as it is. `docs/hostile-inputs.md` counts the rows of these tables, with the
 * corpus files of `test/fixtures/`, by surface and test file (`hostile-inputs-doc.ts`), and a test
 * keeps it in step.
 */

/** The surfaces an input reaches the library through, with what each covers. */
export const SURFACES = {
  frontmatter: 'YAML frontmatter: its syntax, its values in every field that reaches a page',
  body: 'Markdown bodies: raw HTML, URLs, headings, pathological nesting and sizes',
  options: "the integration's options in astro.config.mjs",
  cli: 'command-line arguments (init, narrate)',
  mcp: "the MCP server's tool calls",
  narration: 'narrated audio and its record, and narrate killed or out of disk',
  cache: "the validator's cache file",
} as const;

export type Surface = keyof typeof SURFACES;

/** `inputs`, as a table of hostile inputs of `surface` (counted in `docs/hostile-inputs.md`). */
export function hostile<T extends unknown[] | [unknown]>(surface: Surface, inputs: T[]): T[];
export function hostile<T>(surface: Surface, inputs: T[]): T[];
export function hostile<T>(_surface: Surface, inputs: T[]): T[] {
  return inputs;
}
