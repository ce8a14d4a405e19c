import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// A test fails on any console.error (React warnings included).
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
});
