import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * How guessing a password or a code is slowed down. Each key (a client, an account) may fail
 * `free` times in a row at once; every failure after that makes the key wait before its next
 * attempt, twice as long each time up to `capMs`. A key that has not failed for `forgetMs` starts
 * afresh. The wait is never a lock: the owner of an account an attacker is guessing at still signs
 * in, at worst after `capMs` of the account's key.
 */
export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  capMs: number;
  forgetMs: number;
}

/** One account, from anywhere: the owner waits at most half a minute. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = { free: 5, baseMs: 1_000, capMs: 30_000, forgetMs: 15 * 60_000 };
/** One client (an address, or an IPv6 /64): a guessing client soon waits a quarter of an hour. */
export const CLIENT_THROTTLE: ThrottlePolicy = { free: 10, baseMs: 1_000, capMs: 15 * 60_000, forgetMs: 60 * 60_000 };

/**
 * Password-reset links mailed to one address: a few at once (a mail that got lost), then an hour
 * apart at most, so that the form cannot flood anyone's mailbox. Never forgiven: every request counts.
 */
export const RESET_MAIL_THROTTLE: ThrottlePolicy = { free: 3, baseMs: 60_000, capMs: 60 * 60_000, forgetMs: 6 * 60 * 60_000 };

/**
 * Requests a minute per client to the studio's routes for someone not signed in (forgot, reset,
 * an invitation's acceptance): a flood guard before the throttles above count anything.
 */
export const OPEN_ROUTE_RATE_LIMIT = 30;
/** Sign-in's: twice that, as a two-factor sign-in is two requests (the password, then the code). */
export const SIGN_IN_RATE_LIMIT = 2 * OPEN_ROUTE_RATE_LIMIT;

/** Longer than any policy's `forgetMs`: a key quiet this long is forgotten anyway. */
export const THROTTLE_MEMORY_MS = 24 * 60 * 60_000;

/** After this many failures in a row on an account, its owner is told (mail, and a note at sign-in). */
export const TELL_OWNER_AFTER = ACCOUNT_THROTTLE.free;

/**
 * Wrong second-factor codes in a row (each after the right password) that close the code step of
 * an account. The account throttle's wait stops growing at 30 s, which would leave about 2,880
 * guesses a day to whoever knows the password: this is the end of that. A recovery code, or an
 * admin's second-factor reset, opens the step again; a wrong password still only slows down.
 */
export const CODE_FAILURE_LIMIT = 10;

/** The owner is e-mailed at these counts of wrong codes in a row: a warning, then the closing. */
export const TELL_OWNER_OF_CODES_AT: readonly number[] = [TELL_OWNER_AFTER, CODE_FAILURE_LIMIT];

/** How long a key waits after its `failures`-th failure in a row. */
export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(failures - policy.free, 30));
}

/**
 * The client's key: its address, or for IPv6 its /64 (one subscriber's network, where every
 * address is the attacker's to choose). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `client:${mapped[1]}`;
  if (!isIPv6(ip)) return `client:${ip}`;
  return `client:${ipv6Prefix64(ip)}::/64`;
}

/** The first four groups of an IPv6 address, expanded and lower-cased. */
function ipv6Prefix64(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail = ''] = address.includes('::') ? address.split('::') : [address, ''];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail takes two groups; it lies past the /64 in any address that has one.
  const tailCount = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailCount)).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((g) => (g.includes('.') ? '0' : String(parseInt(g || '0', 16).toString(16))))
    .join(':');
}

/** An account's key: the hashed e-mail, so that a guessed address that has no account is counted too. */
export function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** The key of one staff member's own password, checked when they change it or their second factor. */
export function ownPasswordKey(staffId: number): string {
  return `password:${staffId}`;
}

/** The key of reset links asked for one address (whether it has an account or not: the answer must not tell). */
export function resetMailKey(email: string): string {
  return `reset-mail:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}
