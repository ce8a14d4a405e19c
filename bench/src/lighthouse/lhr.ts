/** Reading a Lighthouse result: the audit details used here, and the size of the build's files it names. */
import type { Result } from 'lighthouse';
import { builtFileGzipBytes } from '../page-weight';

// Minimal shapes of the audit details read here.
export interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}
export interface NodeRef {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
export interface DetailItem {
  node?: NodeRef;
  url?: string;
  score?: number;
  source?: { type?: string; url?: string } | string;
  [key: string]: unknown;
}
export interface Details {
  type?: string;
  items?: DetailItem[];
}

export function details(lhr: Result, id: string): Details {
  return (lhr.audits[id]?.details ?? {}) as unknown as Details;
}

export function sameOrigin(url: string, base: string): string | undefined {
  try {
    const u = new URL(url);
    return u.origin === new URL(base).origin ? u.pathname : undefined;
  } catch {
    return undefined;
  }
}

export function builtSize(pathname: string | undefined, fallback: number, clientDir: string): number {
  if (!pathname) return fallback;
  try {
    return builtFileGzipBytes(pathname, clientDir);
  } catch {
    return fallback; // not a file of the build (rendered by the server)
  }
}
