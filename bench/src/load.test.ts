import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stoppedBeforeSummary } from './load';

const ran = 'Main benchmark duration is over for thread #0. Stopping all clients.\nStopped all clients for thread #0\n';

describe('an h2load run that ended without its summary', () => {
  it('is one that ran the load and stopped (died or hung) before "finished in"', () => {
    assert.equal(stoppedBeforeSummary(ran), true);
  });
  it('is not a run that printed its summary, nor one that never ran the load', () => {
    assert.equal(stoppedBeforeSummary(`${ran}\nfinished in 6.00s, 12000.00 req/s, 250MB/s\n`), false);
    assert.equal(stoppedBeforeSummary('connect to 127.0.0.1:1 failed: Connection refused\n'), false);
  });
});
