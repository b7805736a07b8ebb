import { describe, expect, it } from 'vitest';
import { minimumNode, unsupportedNodeMessage } from '../../server/supported-node';

describe('supported Node', () => {
  it('reads the lowest supported version from package.json engines', () => {
    expect(minimumNode()).toEqual([24, 11, 0]);
  });

  it('refuses an older Node, naming both versions', () => {
    const message = unsupportedNodeMessage('20.20.2');
    expect(message).toContain('Node 24.11.0 or newer');
    expect(message).toContain('started with Node 20.20.2');
    expect(unsupportedNodeMessage('24.10.9')).not.toBeNull();
    expect(unsupportedNodeMessage('22.22.0')).not.toBeNull();
  });

  it('accepts Node 24 LTS and newer', () => {
    expect(unsupportedNodeMessage('24.11.0')).toBeNull();
    expect(unsupportedNodeMessage('24.21.0')).toBeNull();
    expect(unsupportedNodeMessage('26.0.0')).toBeNull();
  });

  it('is the Node these tests run on (npm test runs node_modules/.bin/node)', () => {
    expect(unsupportedNodeMessage(process.versions.node)).toBeNull();
  });
});
