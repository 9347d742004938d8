import { execFileSync } from 'node:child_process';

/** The browser tests run the production build, as shoppers get it. */
export default function build(): void {
  execFileSync('npx', ['tsx', 'esbuild.config.ts'], { stdio: 'inherit' });
}
