/**
 * Command-line arguments that node's `parseArgs` refuses, said in one line with what to type
 * instead. Its own messages run over three lines ("argument is ambiguous. Did you forget ...")
 * and name neither the value it saw nor the flags there are.
 */
import { visible } from '../model/errors.ts';
import { suggest } from '../model/suggest.ts';

/**
 * The one line for the error `err` that `parseArgs` threw reading `argv` with the flags `flags`
 * (their names, without dashes), or undefined when `err` is not one of its errors:
 * - a value that starts with "-" (`--name "-rf Library"`): write it after "=", quoted;
 * - a flag given no value (`--name` last): give it one;
 * - a flag that takes none given one (`--help=yes`): write it alone;
 * - an unknown flag: the nearest flag ("did you mean"), else the flags there are.
 * Every character that could break or reorder the line is made visible (`visible`).
 */
export function argsProblem(
  err: unknown,
  argv: readonly string[],
  flags: readonly string[],
): string | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  const message = err instanceof Error ? err.message : '';
  const flag = /^(?:Option|Unknown option) '(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_') || !flag) return undefined;
  const all = flags.map((f) => `--${f}`);
  let line: string;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const near = suggest(flag.replace(/^-+/, ''), flags);
    line = `unknown option ${flag}: ${near ? `did you mean "--${near}"?` : `the options are ${all.join(', ')}`}`;
  } else if (/ambiguous/.test(message)) {
    const value = argv[argv.indexOf(flag) + 1] ?? '';
    line = `${flag} ${JSON.stringify(value)}: a value that starts with "-" is read as an option; write it after "=", quoted: ${flag}=${quoted(value)} (or give ${flag} its value)`;
  } else if (/argument missing/.test(message))
    line = `${flag} needs a value: write ${flag} <value>`;
  else if (/does not take an argument/.test(message))
    line = `${flag} takes no value: write ${flag} alone`;
  else line = message.replace(/\s*\n\s*/g, ' ');
  return visible(line);
}

/** `value` quoted for a POSIX shell: in single quotes, a single quote closed, escaped and reopened. */
function quoted(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
