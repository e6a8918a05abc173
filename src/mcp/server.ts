/**
 * The MCP server of a library: four tools over the catalogue (`search_cases`, `get_case`,
 * `list_terms`, `similar_cases`), and a fifth, `list_mitigations`, in a library with mitigations,
 * registered on the official SDK's `McpServer` with zod 4 input
 * schemas (the SDK takes zod 3.25 or 4 schemas and turns them into JSON Schema). Each answer is
 * one JSON text; bad input, and a library that could not be read, are tool errors
 * (`isError: true`) with a one-line message, so the client gets a reason, never a dropped server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Catalogue } from './catalogue.ts';
import {
  DESCRIPTION_MAX,
  facetArgument,
  limitMessage,
  listingMessage,
  listingName,
  oneLine,
  QUERY_MAX,
  RESULTS_MAX,
} from './inputs.ts';
import type { TextIndex } from './text-index.ts';
import { getCase } from './case-answers.ts';
import { listMitigations } from './mitigation-tools.ts';
import { listTerms, searchCases, similarCases } from './search-tools.ts';

/** What the tools read: the catalogue and its text index. */
export interface Loaded {
  catalogue: Catalogue;
  index: TextIndex;
}

/** An answer as a tool result: the value as JSON text. */
function answer(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] };
}

/** A tool error: one line, whatever the error's text holds. */
function failure(err: unknown): CallToolResult {
  const message = err instanceof Error ? err.message : String(err);
  return { content: [{ type: 'text', text: oneLine(message) }], isError: true };
}

/** A vocabulary as the tools' input schemas name it. */
export interface ToolVocabulary {
  name: string;
  term: string;
}

/**
 * The server, answering each tool call from `library()`, the library as it is at the call (main.ts
 * gives one that reads it again when the content changed); a failed read is the call's answer, as
 * a tool error.
 * @param info the server's name and version, as clients show them, and its instructions (what
 *   the library holds and which tool to use when: the `mcp.instructions` entry of its words).
 * @param vocabularies the library's vocabularies (`list_terms` lists them) and, in `facets`, those
 *   `search_cases` filters by, one argument each (`facetArgument`).
 * @param mitigations in a library with mitigations (`features.mitigations`), the vocabularies
 *   whose terms they address (`list_mitigations` filters by them, one argument each); `undefined`
 *   leaves `list_mitigations` out.
 */
export function createServer(
  library: () => Promise<Loaded>,
  info: { name: string; version: string; title: string; instructions: string },
  vocabularies: { all: readonly ToolVocabulary[]; facets: readonly ToolVocabulary[] },
  mitigations?: { vocabularies: readonly ToolVocabulary[] },
): McpServer {
  const run =
    <A>(fn: (l: Loaded, args: A) => unknown) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return answer(fn(await library(), args));
      } catch (err) {
        return failure(err);
      }
    };
  const server = new McpServer(
    { name: info.name, version: info.version, title: info.title },
    {
      instructions: info.instructions,
    },
  );
  // The limits are in the schemas, so a client sees them; the message is the tools' own.
  const limit = (fallback: number, max = RESULTS_MAX, what = 'cases') =>
    z
      .number({ error: (iss) => limitMessage(iss.input, max) })
      .int({ error: (iss) => limitMessage(iss.input, max) })
      .min(1, { error: (iss) => limitMessage(iss.input, max) })
      .max(max, { error: (iss) => limitMessage(iss.input, max) })
      .optional()
      .describe(`How many ${what} to list, 1 to ${max} (default ${fallback}).`);
  const listings = [...vocabularies.all.map((v) => v.name), 'years'];
  const facet = (what: string, items = 'cases with') =>
    z.string().optional().describe(`Only ${items} this ${what}: its slug or label.`);
  server.registerTool(
    'search_cases',
    {
      title: 'Search cases',
      description: `Search the incident cases by words (every word must match; when no case has them all, the cases with most of them, each with the words it missed) and facets. Without a query, lists every case under the facets, newest first. The query is at most ${QUERY_MAX} characters.`,
      inputSchema: {
        query: z.string().optional().describe('Words to search for, e.g. "etcd quorum".'),
        ...Object.fromEntries(vocabularies.facets.map((v) => [facetArgument(v), facet(v.term)])),
        year: z.number().int().optional().describe('Only cases that started in this year.'),
        limit: limit(10),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run((l, args) => searchCases(l.catalogue, l.index, args)),
  );
  server.registerTool(
    'get_case',
    {
      title: 'Get a case',
      description: `One case in full by its ID: facts, impact, root causes with evidence, contributing factors, timeline (UTC), sources (internal ones marked, archived copies where given), related cases, ${mitigations ? "its mitigations (each with its title, relation: adopted-after, would-have-caught or suggested, and the case's supporting sentence), " : ''}its Markdown body and its URL, under the case file's field names (root_causes, last_reviewed).`,
      inputSchema: { id: z.string().describe('The case ID, e.g. "IL-0190".') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run((l, args) => getCase(l.catalogue, args)),
  );
  server.registerTool(
    'list_terms',
    {
      title: 'List terms',
      description: `A vocabulary's terms with how many cases name each and their pages, most cases first: ${[...vocabularies.all.map((v) => v.name), 'years'].join(', ').replace(/, ([^,]*)$/, ', or $1')}.`,
      inputSchema: {
        // Written as a person would (`root cause`, `Root_Causes`), then one of the names.
        taxonomy: z
          .preprocess(
            (v) => (typeof v === 'string' ? listingName(v, listings) : v),
            z.enum(listings as [string, ...string[]], {
              error: (iss) => listingMessage(iss.input, listings),
            }),
          )
          .describe(listings.join(', ').replace(/, ([^,]*)$/, ' or $1')),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run((l, args) => listTerms(l.catalogue, args)),
  );
  server.registerTool(
    'similar_cases',
    {
      title: 'Similar cases',
      description: `Past cases most like an ongoing incident, from a free-text description (symptoms, components, error messages, what changed), ranked by BM25+ over any of its words, each with the words it matched${mitigations ? '; then the mitigations those cases name, each once with how many of them name it, most first' : ''}. At most ${DESCRIPTION_MAX} characters.`,
      inputSchema: {
        description: z
          .string()
          .describe(
            'What is happening, e.g. "etcd leader elections flapping, apiserver timeouts after upgrade".',
          ),
        limit: limit(5, 20),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    run((l, args) => similarCases(l.catalogue, l.index, args)),
  );
  if (mitigations)
    server.registerTool(
      'list_mitigations',
      {
        title: 'List mitigations',
        description: `Practices that would have prevented or shortened incidents, most cases first, each with its summary, cost, the ${mitigations.vocabularies
          .map((v) => v.term.toLowerCase())
          .join(', ')
          .replace(
            /, ([^,]*)$/,
            ' and $1',
          )} terms it addresses, its page, and how many cases name it by relation (adopted_after, would_have_caught, suggested). Filter by a term; get_case gives a case's own sentence for each.`,
        inputSchema: {
          ...Object.fromEntries(
            mitigations.vocabularies.map((v) => [
              facetArgument(v),
              facet(v.term.toLowerCase(), 'mitigations addressing'),
            ]),
          ),
          limit: limit(20, RESULTS_MAX, 'mitigations'),
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      run((l, args) => listMitigations(l.catalogue, args)),
    );
  return server;
}
