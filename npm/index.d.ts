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
  /** json (default) or text, as `gridsolve solve --format`. */
  format?: "json" | "text";
  /** With format text: every step drawn. */
  explain?: boolean;
  /** en (default) or zh: the language of a text answer and of a refusal's message. */
  lang?: "en" | "zh";
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

export function init(source?: unknown): Promise<void>;
export function solve(request: SolveRequest & { format: "text" }): Promise<string>;
export function solve(request: SolveRequest | string): Promise<SolveAnswer>;
export function trace(request: TraceRequest | string): Promise<Record<string, unknown>>;
export function compare(request: TraceRequest | string): Promise<Record<string, unknown>[]>;
export function plan(request: TraceRequest | string): Promise<Record<string, unknown>>;
export function version(): Promise<string>;
