import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countServer, lineCount, settingsOf } from './lines';

describe('the server counted as a reader counts it', () => {
  it('counts lines as wc -l does: the line ends', () => {
    assert.equal(lineCount(''), 0);
    assert.equal(lineCount('a\nb\n'), 2);
    assert.equal(lineCount('a\nb'), 1);
  });

  it('counts the settings: the top-level entries of envSchema, not what their values nest', () => {
    const config = [
      'const other = z.object({ NOT_THIS: z.string() });',
      'const envSchema = z.object({',
      '  PORT: port.default(3000),',
      '  /** A comment. */',
      '  DATA_DIR: z',
      '    .string()',
      '    .transform((dir) => ({ NESTED: dir })),',
      '  LOG_LEVEL: z.enum([',
      "    'info',",
      '  ]),',
      '});',
      'const after = { LATER: 1 };',
    ].join('\n');
    assert.deepEqual(settingsOf(config), ['PORT', 'DATA_DIR', 'LOG_LEVEL']);
    assert.throws(() => settingsOf('const x = 1;'));
  });

  it('finds apps/server/src and its config', () => {
    const counted = countServer();
    assert.ok(counted.files > 10 && counted.lines > 1000);
    assert.ok(counted.settings.includes('PORT') && counted.settings.includes('DATABASE_URL'));
  });
});
