import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync, chmodSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded database's directory holds every inquiry in plain text (tables and WAL): it is
 * private to the server's user, and one process at a time opens it (two PGlite instances on one
 * directory corrupt it; a command reading it beside the server reads stale pages).
 */
export class DataDirectoryError extends Error {
  constructor(
    message: string,
    /**
     * `in-use`: another live process holds the directory (a running server: its operator socket may
     * answer). `not-empty`: a restore's target holds files already.
     */
    readonly reason: 'open-to-others' | 'in-use' | 'unlockable' | 'not-empty' = 'unlockable',
    /** in-use: the holder is a server (it answers operator commands on its socket once it has started). */
    readonly heldByServer = false,
  ) {
    super(message);
  }
}

/**
 * The running server's operator socket inside the data directory (see operator/control-socket.ts):
 * the operator commands reach the live database through it instead of opening the directory twice.
 * The directory is private to the server's user, so is the socket.
 */
export const OPERATOR_SOCKET_FILE = 'inphr-server.sock';

const LOCK_FILE = 'inphr-server.lock';

/** Creates the directory 0700, or refuses one that group or others can read, write or enter. */
export function preparePrivateDirectory(dir: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // mkdir's mode is narrowed by the umask, never widened: make sure
    return;
  }
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new DataDirectoryError(
      `The data directory ${dir} is open to other users (mode ${mode.toString(8).padStart(3, '0')}); it holds personal data. ` +
        `Make it private with: chmod 700 ${dir}`,
      'open-to-others',
    );
  }
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** A server (buildServer) rather than a command or a test. */
  server?: boolean;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the directory's lock file (created exclusively, holding the owner's pid). A lock left by a
 * process that is gone (killed, crashed) is taken over. Returns the release function.
 */
export function lockDirectory(dir: string, options: { server?: boolean } = {}): () => void {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), ...(options.server ? { server: true } : {}) };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: Partial<LockOwner> = {};
      try {
        owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
      } catch {
        // being written this very moment, or damaged: treat as held unless it is old enough to be stale
      }
      const sameHost = owner.host === undefined || owner.host === hostname();
      if (typeof owner.pid === 'number' && sameHost && !alive(owner.pid) && attempt === 0) {
        unlinkSync(path);
        continue;
      }
      throw new DataDirectoryError(
        `The data directory ${dir} is in use by another process${owner.pid ? ` (pid ${owner.pid})` : ''}. ` +
          'Stop the server first, or run this command against the running server’s database (DATABASE_URL).',
        'in-use',
        owner.server === true,
      );
    }
  }
  throw new DataDirectoryError(`Could not lock the data directory ${dir}.`);
}
