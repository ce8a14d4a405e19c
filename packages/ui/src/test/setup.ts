import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// A test fails on any console.error or console.warn (React warnings, prop-type errors, act()).
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} during test: ${args.map(String).join(' ')}`);
  };
vi.spyOn(console, 'error').mockImplementation(fail('error'));
vi.spyOn(console, 'warn').mockImplementation(fail('warn'));

afterEach(() => cleanup());
