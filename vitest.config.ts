import { defineConfig } from 'vitest/config';

// Two environments: node for the backend, server and pure modules; jsdom where views render.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{backend,server,domain,tools}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/{machines,app}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/harness/setup-dom.ts'],
        },
      },
    ],
  },
});
