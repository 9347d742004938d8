import { describe, expect, it } from 'vitest';
import { buildDirs, medianAndRange, optionValues } from '../../src/tools/bench-support';

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

describe('a bench’s options and figures', () => {
  it('reads every value an option is given, and none for an option without one', () => {
    expect(optionValues(['--runs', '3', '--dist', 'a', '--runs', '7'], '--runs')).toEqual(['3', '7']);
    expect(optionValues(['--runs'], '--runs')).toEqual([]);
  });

  it('prints the median and the range rounded, or to the decimals asked for', () => {
    expect(medianAndRange([12.4, 3.6, 7.5], ' ms')).toBe('8 ms (4–12)');
    expect(medianAndRange([0.26, 0.31, 0.18], '', 1)).toBe('0.3 (0.2–0.3)');
  });
});
