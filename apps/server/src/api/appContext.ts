import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../lib/config';
import type { FileStorage } from '../lib/files/fileStorage';
import type { Mailer } from '../lib/mailer';
import type { Runtime } from '../runtime/runtime';
import type { ActiveWorkspace, ResolvedSession } from './sessions';

/** What every part of the server is built with, created once at start. */
export interface Services {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  files: FileStorage;
  runtime: Runtime;
}

/** The facts of the HTTP request a procedure may need. */
export interface RequestInfo {
  ip: string;
  userAgent: string | undefined;
  authorization: string | undefined;
}

/** The context of every API procedure. */
export interface AppContext extends Services {
  request: RequestInfo;
}

/** The context of procedures behind a session (`authedProcedures`). */
export interface AuthedContext extends AppContext {
  session: ResolvedSession;
}

/** The context of procedures working in a workspace (`workspaceProcedures`). */
export interface WorkspaceContext extends AuthedContext {
  workspace: ActiveWorkspace;
}
