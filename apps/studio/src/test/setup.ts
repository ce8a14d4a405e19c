import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// A test fails on any console.error (React warnings included).
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
});

// Each test starts from an empty document.
afterEach(cleanup);
