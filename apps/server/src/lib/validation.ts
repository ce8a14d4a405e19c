import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { sendError } from './errors';

/** How a route's answer names what it was sent. */
export interface RequestWording {
  /** What an unknown key is called: a body's `field` or a query's `query parameter`. */
  unknown: 'field' | 'query parameter';
  /** The field's message when a required field is missing. */
  required: string;
}

function kindOf(expected: string): string {
  return expected === 'int' || expected === 'number' ? 'a whole number' : `a single ${expected}`;
}

/**
 * A person-readable account of why `input` does not fit its schema: the first problem as a
 * sentence that names the field, and each field's problem on its own.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  wording: RequestWording,
): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const messages: string[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (issue.code === 'unrecognized_keys') {
      messages.push(`Unknown ${wording.unknown}: ${issue.keys.join(', ')}.`);
    } else if (!field) {
      messages.push(issue.code === 'invalid_type' ? `The body must be a JSON ${issue.expected}.` : 'The request is not valid.');
    } else if (issue.code === 'invalid_type' && !(input && typeof input === 'object' && field in input)) {
      errors[field] ??= wording.required;
      messages.push(`Missing field: ${field}.`);
    } else if (issue.code === 'invalid_type') {
      errors[field] ??= `must be ${kindOf(issue.expected)}.`;
      messages.push(`${field} must be ${kindOf(issue.expected)}.`);
    } else if (issue.code === 'too_big' && issue.origin === 'string') {
      errors[field] ??= issue.message;
      messages.push(`${field} is longer than ${String(issue.maximum)} characters.`);
    } else {
      errors[field] ??= issue.message;
      messages.push(`${field} ${issue.message}.`);
    }
  }
  return { message: messages[0] ?? 'The request is not valid.', errors };
}

/**
 * Checks `input` (a body, a query) against a request schema of packages/api: its value, or
 * undefined once a 400 naming the problems has been sent.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  wording: RequestWording,
): z.output<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, errors } = describeIssues(result.error.issues, input, wording);
  void sendError(request, reply, 400, message, Object.keys(errors).length ? errors : undefined);
  return undefined;
}
