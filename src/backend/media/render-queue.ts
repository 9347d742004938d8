/** Thrown when the queue is full: the route answers 503 with Retry-After. */
export class MediaBusyError extends Error {
  constructor() {
    super('Too many images are being drawn.');
  }
}

/**
 * Runs at most `concurrency` jobs at once and keeps at most `maxWaiting` waiting; past that a job is refused at
 * once, so that a burst of large images cannot hold the process (and GraphQL with it) for long.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number, private readonly maxWaiting: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new MediaBusyError();
      // The slot is handed over by the job that ends (see finally), so `running` does not change.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
