import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { SizeReport } from '../../src/tools/build/size-report';

/**
 * The most JavaScript (gzip) the home page may load before its first render, as the build reports it. The goal is
 * 110 KB (react-dom alone is about 64); this ceiling is what the shop loads today, so that nothing adds to it unseen.
 */
const HOME_FIRST_LOAD_GZIP = 153 * 1024;

describe('the production build', () => {
  it('keeps the home page’s first load under its ceiling, the boot script and React’s renderer counted in it', () => {
    const report = JSON.parse(readFileSync(`${inject('distDir')}/size.json`, 'utf8')) as SizeReport;
    expect(report.homeInitial.files.some((file) => /\/assets\/boot-[\w-]+\.js$/.test(file))).toBe(true);
    expect(report.homeInitial.files.some((file) => /\/chunks\/renderer-[\w-]+\.js$/.test(file))).toBe(true);
    expect(report.homeInitial.js.gzip).toBeLessThanOrEqual(HOME_FIRST_LOAD_GZIP);
  });
});
