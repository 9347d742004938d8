import { describe, expect, it } from 'vitest';
import { buildDirs } from '../../src/tools/bench-support';

describe('the builds a phone bench compares', () => {
  it('are each --dist given, in order, whatever the other options around them', () => {
    expect(buildDirs(['--preset', 'low', '--dist', 'var/before', '--runs', '3', '--dist', 'var/after'])).toEqual(['var/before', 'var/after']);
  });

  it('are the build the shop serves when none is given, and a --dist without its directory names none', () => {
    const served = process.env.VITRINE_DIST_DIR ?? 'dist';
    expect(buildDirs(['--preset', 'low'])).toEqual([served]);
    expect(buildDirs(['--dist'])).toEqual([served]);
  });
});
