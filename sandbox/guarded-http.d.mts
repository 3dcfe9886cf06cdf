import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export const DEFAULT_BODY_LIMIT_BYTES: number;
export const DEFAULT_TIMEOUT_MS: number;

export interface GuardedRequest {
  req: IncomingMessage;
  res: ServerResponse;
  /** The origin-form target, read against a placeholder host: use `pathname` and `searchParams`. */
  url: URL;
  /** The whole body, at most the limit; empty when there was none. */
  body: Buffer;
}

export interface RenderedError {
  headers: Record<string, string>;
  body: string;
}

export function renderTextError(status: number, message: string): RenderedError;

/** Answers `status` with `message` in the given format (once: a response already begun is cut instead). */
export function sendError(
  res: ServerResponse,
  renderError: GuardOptions['renderError'],
  error: { status: number; message: string; close?: boolean; headers?: Record<string, string> },
): void;

export interface GuardOptions {
  /** Default 16 KB. */
  bodyLimitBytes?: number;
  /** Headers and body must be in within this; default 10 s. */
  timeoutMs?: number;
  /** Methods served; others get 405 with `Allow`. Default: any (the handler decides). */
  methods?: string[];
  /** The server's own error format (status line, length and `Connection` are added). */
  renderError(status: number, message: string): RenderedError;
  /** A handler's exception, for the log; the client gets 500. */
  onError?(error: unknown, req: IncomingMessage): void;
}

/** Node's own answers (408, 400, 431, 417) in the server's format, one response per request; for a server another framework answers. */
export function guardServer<S extends Server>(server: S, options: Pick<GuardOptions, 'timeoutMs' | 'renderError'>): S;

export function createGuardedServer(handler: (request: GuardedRequest) => void | Promise<void>, options: GuardOptions): Server;

export type BoundedBody = { kind: 'body'; body: Buffer } | { kind: 'too-large' } | { kind: 'gone' };
export function readBoundedBody(req: IncomingMessage, limit: number): Promise<BoundedBody>;

export function parseTarget(raw: string | undefined): URL | null;
