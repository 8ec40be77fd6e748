// Types of gridsolve-wasm. The answers are gridsolve's own JSON; the fields
// listed are the ones every answer of that kind has.

/** A puzzle in the command line's words, its boards as text (rows separated by newlines). */
export interface SolveRequest {
  /** plus, cross, stencil:ROWS, buttons (with `buttons`), swap, slide or knight. */
  moves: string;
  /** The start board. */
  start: string;
  /** Cells have K states (2 to 255); a press adds 1 modulo K. */
  states?: number;
  /** Stencils wrap around the edges. */
  wrap?: boolean;
  /** Toggle rules: zeros (default), ones or uniform. */
  goal?: "zeros" | "ones" | "uniform";
  /** Toggle rules: a goal board instead of a goal word. */
  goal_board?: string;
  /** A swap puzzle's target, or the goal board of sliding and knight puzzles. */
  target?: string;
  /** With moves "buttons": one line per button, its cells as ROW,COL. */
  buttons?: string;
  /** auto (default), linear, matching, bfs, bibfs, astar, idastar or table. */
  algorithm?: string;
  /** json (default), text or grid (the press grid, the one form for boards over 1,048,576 cells), as `gridsolve solve --format`. */
  format?: "json" | "text" | "grid";
  /** With format text: every step drawn. */
  explain?: boolean;
  /** en (default) or zh: the language of a text answer and of a refusal's message. */
  lang?: "en" | "zh";
  /** The states a search may store (nodes for IDA*): 10,000,000 unless given. */
  limit?: number;
  /** Called every 65,536 expansions with the work done and the limit (an exception it throws is ignored). */
  progress?: (work: number, limit: number) => void;
  /**
   * Sliding boards over 9 cells: the pattern databases. auto (default: 7-8
   * or 6-6-6-6 when they are in the cache, else the default partition),
   * default (6-6-3 on the 15-puzzle), 6-6-3, 7-8 or 6-6-6-6.
   */
  patterns?: "auto" | "default" | "6-6-3" | "7-8" | "6-6-6-6";
  /** 0 to 256 (0: one per core). Accepted and ignored: the WebAssembly has one thread. */
  threads?: number;
  /** Add the search's counters (`stats` in JSON, the counter lines in text); not with format grid. */
  stats?: boolean;
  /**
   * Node only: the directory the pattern databases are read from before the
   * solve and written to after it (the command line's cache directory, such
   * as ~/.cache/gridsolve, to share its tables). Without it the tables live
   * in memory for the life of the process.
   */
  cacheDir?: string | URL;
  /** Told each pattern-database event: building, its progress, loaded, built, not saved (an exception it throws is ignored, as `progress`'s: the solve goes on). */
  onTables?: (event: TableEvent) => void;
}

/** One pattern-database event (`onTables`). */
export type TableEvent =
  | {
      event: "building";
      /** The partition's name, such as 6-6-3. */
      partition: string;
      tables: number;
      /** The placements to fill, all tables together. */
      entries: number;
      /** Where the tables will be kept: the cache directory, or "memory". */
      place: string;
      /** The line the command line prints, in the request's language. */
      message: string;
    }
  | { event: "progress"; done: number; total: number }
  | { event: "loaded"; location: string }
  | { event: "built"; location: string; message: string }
  | { event: "rebuilt" | "not_saved"; location: string; why: string; message: string };

/** `stats: true`: the search's counters, as `gridsolve solve --stats --format json`. */
export interface SolveStats {
  elapsed_ms: number;
  states_expanded: number;
  states_discovered: number;
  peak_frontier: number;
  /** Sliding boards on pattern databases: the partition used. */
  patterns?: string;
  /** Whether its tables were read rather than built by this call. */
  patterns_from_store?: boolean;
  [field: string]: unknown;
}

/** `gridsolve solve --format json`'s answer. */
export interface SolveAnswer {
  solvable: boolean;
  /** The number of moves; null when unsolvable. */
  moves: number | null;
  /** Whether `moves` is proven the minimum. */
  optimal: boolean;
  algorithm: string;
  /** Toggle rules: the presses, 1-based [row, col]. */
  presses?: number[][];
  /** Swap puzzles: the swaps, 1-based [r1, c1, r2, c2]. */
  swaps?: number[][];
  /** Sliding puzzles: where the blank moves, u/d/l/r. */
  path?: string | null;
  /** Knight puzzles: the jumps, 1-based [from row, from col, to row, to col]. */
  jumps?: number[][] | null;
  reason?: string;
  note?: string | null;
  /** With `stats: true`. */
  stats?: SolveStats;
  [field: string]: unknown;
}

/** A request of the page's API: rows of 0/1 (or tiles, knights). */
export interface TraceRequest {
  puzzle: "flip" | "toggle" | "swap" | "slide" | "knight";
  start: string[];
  target?: string[];
  algorithm?: string;
  limit?: number;
}

/** A request the core refused. */
export class GridsolveError extends Error {
  /** usage, bad_input, limit, cannot (solve), or request (the page's API). */
  kind: string;
  /** The JSON the core answered. */
  body: unknown;
}

/** The judge problems' names. */
export type Problem = "poj1753" | "poj2965" | "p1225" | "p4289" | "p1379" | "hdu1043" | "p2324" | "poj3279" | "poj1222";

export interface AnswerOptions {
  /** auto (default), or a per-case search: bfs, bibfs, astar, idastar, table, linear, matching. */
  algorithm?: string;
  /** en (default) or zh: the language of a refusal's message. */
  lang?: "en" | "zh";
}

export interface CheckOptions {
  /** HDU 1043: only a shortest path is accepted. */
  minimum?: boolean;
}

/** `gridsolve check`'s judgement. */
export interface Judgement {
  verdict: "accepted" | "wrong answer" | "presentation error" | "judge failure";
  /** One line naming the case. */
  reason: string;
}

export interface GenerateOptions {
  /** How many cases (default 1; at most 1,000,000 a call). */
  count?: number;
  /** mixed (default), random, solvable, unsolvable, solved or hardest. */
  kind?: string;
  /** The seed (default 0): the same seed always gives the same text. */
  seed?: number;
  lang?: "en" | "zh";
  /** Called every 1,024 cases with the cases made and the count. */
  progress?: (made: number, count: number) => void;
}

/** One algorithm's row of `compare`. */
export interface CompareRow {
  algorithm: string;
  [field: string]: unknown;
}

export function init(source?: unknown): Promise<void>;
export function solve(request: SolveRequest & { format: "text" | "grid" }): Promise<string>;
export function solve(request: SolveRequest | string): Promise<SolveAnswer>;
export function answer(problem: Problem | string, input: string, options?: AnswerOptions): Promise<string>;
export function check(
  problem: Problem | string,
  input: string,
  output: string,
  answer?: string,
  options?: CheckOptions,
): Promise<Judgement>;
export function generate(problem: Problem | string, options?: GenerateOptions): Promise<string>;
export function problems(): Promise<Problem[]>;
export function trace(request: TraceRequest | string): Promise<Record<string, unknown>>;
export function compare(request: TraceRequest | string): Promise<CompareRow[]>;
export function plan(request: TraceRequest | string): Promise<Record<string, unknown>>;
export function version(): Promise<string>;
export function poj1753(input: string, options?: AnswerOptions): Promise<string>;
export function poj2965(input: string, options?: AnswerOptions): Promise<string>;
export function p1225(input: string, options?: AnswerOptions): Promise<string>;
export function p4289(input: string, options?: AnswerOptions): Promise<string>;
export function p1379(input: string, options?: AnswerOptions): Promise<string>;
export function hdu1043(input: string, options?: AnswerOptions): Promise<string>;
export function p2324(input: string, options?: AnswerOptions): Promise<string>;
export function poj3279(input: string, options?: AnswerOptions): Promise<string>;
export function poj1222(input: string, options?: AnswerOptions): Promise<string>;
