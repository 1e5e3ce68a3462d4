import packageJson from '../../package.json';
import { CONTRACT_VERSION, isCompatibleContract, majorOf } from './version';

describe('contract version', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '1.3.0', true],
    ['1.3.9', '1.3.0', true],
    ['1.4.2', '1.0.0', false],
    ['2.0.0', '1.0.0', false],
    ['0.9.0', '1.0.0', false],
    ['not-a-version', '1.0.0', false],
  ])('remote %s against host %s: compatible=%s', (remote, host, expected) => {
    expect(isCompatibleContract(remote, host)).toBe(expected);
  });

  it('reads the major of the current contract', () => {
    expect(majorOf(CONTRACT_VERSION)).toBe(5);
  });

  it('is the version of the contract package', () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
  });
});
