// The loader of gridsolve's WebAssembly core: JSON text in, JSON text out.
export function initSync(source: { module: BufferSource | WebAssembly.Module } | BufferSource | WebAssembly.Module): unknown;
export default function init(
  source?: { module_or_path: string | URL | Response | BufferSource | WebAssembly.Module } | string | URL,
): Promise<unknown>;
export function trace(request: string): string;
export function trace_reporting(request: string, report: (work: number, budget: number) => void): string;
export function compare(request: string): string;
export function compare_reporting(request: string, report: (work: number, budget: number) => void): string;
export function plan(request: string): string;
export function solve(request: string): string;
export function solve_reporting(request: string, report: (work: number, limit: number) => void): string;
export function solve_in(
  request: string,
  options?: { place?: string; progress?: (work: number, limit: number) => void; tables?: (event: Record<string, unknown>) => void },
): string;
export function tables_needed(request: string): string;
export function table_buffer(len: number): Uint8Array;
export function table_keep(name: string): string;
export function tables_built(): string;
export function table_bytes(name: string): Uint8Array;
export function table_event(request: string): string;
export function answer(request: string): string;
export function check(request: string): string;
export function generate(request: string): string;
export function generate_reporting(request: string, report: (made: number, count: number) => void): string;
export function problems(): string;
export function version(): string;
