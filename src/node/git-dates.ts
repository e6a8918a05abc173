/**
 * "Last updated" from Git history: one `git log` per build over the content folder gives, for
 * every file, the date (UTC) of the newest commit that changed it. The result depends only on the
 * repository's history, never on the clock or the time zone of the build machine. A shallow clone
 * dates every file by the commits it holds (depth 1: all files get the tip's date); a folder that
 * is not in a Git repository, or a machine without git, gives an empty map, and pages fall back
 * to the frontmatter.
 */
import { spawnSync } from 'node:child_process';

const RECORD = '\u001e';

/**
 * Parses `git log --format=%x1e%cI --name-only` output (newest commit first).
 * @returns path (as git printed it) → `YYYY-MM-DD`, the UTC calendar date of the newest commit
 *   naming the path. Commits without a parseable date are skipped.
 */
export function parseGitLog(text: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of text.split(RECORD)) {
    const lines = record
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length < 2) continue;
    const ms = Date.parse(lines[0]);
    if (Number.isNaN(ms)) continue;
    const day = new Date(ms).toISOString().slice(0, 10);
    for (const path of lines.slice(1)) if (!dates.has(path)) dates.set(path, day);
  }
  return dates;
}

/**
 * Reads the last-commit date of every file under `dir`, keyed by the path relative to `dir`
 * with `/` separators (`cases/IL-0190.md`). Runs git once; an empty map if git is unavailable or
 * `dir` is not in a repository.
 */
export function readGitDates(dir: string): Map<string, string> {
  const r = spawnSync(
    'git',
    [
      '-c',
      'core.quotepath=off',
      'log',
      '--no-renames',
      '--relative',
      `--format=${RECORD}%cI`,
      '--name-only',
      '--',
      '.',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    },
  );
  if (r.status !== 0 || typeof r.stdout !== 'string') return new Map();
  return parseGitLog(r.stdout);
}

/**
 * The date a page shows as "last updated": the frontmatter override if given, else the Git date,
 * else the fallback (e.g. the date the case was added). Which one was used is returned too.
 */
export function lastUpdated(
  override: string | undefined,
  gitDate: string | undefined,
  fallback: string | undefined,
): { date: string; source: 'frontmatter' | 'git' | 'fallback' } | undefined {
  if (override) return { date: override, source: 'frontmatter' };
  if (gitDate) return { date: gitDate, source: 'git' };
  if (fallback) return { date: fallback, source: 'fallback' };
  return undefined;
}
