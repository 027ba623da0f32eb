// A load written as a generator that yields between slices of work, so it can run all at once (a first use that
// cannot wait) or a slice per event-loop turn in the background after start-up (a warm-up that never holds the
// event loop for long). The dictionaries (vocabulary.ts) and the gazetteer (gazetteer.ts) load this way.
export class SlicedLoad<T> {
  #value: T | null = null;
  #steps: Generator<void, T> | null = null;
  readonly #start: () => Generator<void, T>;

  constructor(start: () => Generator<void, T>) {
    this.#start = start;
  }

  /** The loaded value; finishes the load synchronously when it has not completed yet (during a warm-up too). */
  get(): T {
    if (this.#value) return this.#value;
    this.#steps ??= this.#start();
    for (;;) {
      const step = this.#steps.next();
      if (step.done) return (this.#value = step.value);
    }
  }

  /** Runs the load a slice per event-loop turn; settles when it is done. */
  warm(): Promise<void> {
    if (this.#value) return Promise.resolve();
    this.#steps ??= this.#start();
    const steps = this.#steps;
    return new Promise<void>((resolve, reject) => {
      const step = () => {
        try {
          if (this.#value) return resolve();
          const r = steps.next();
          if (r.done) {
            this.#value = r.value;
            return resolve();
          }
          setImmediate(step);
        } catch (err) {
          // A generator that threw is finished: the next use retries from the start (and throws the real error).
          this.#steps = null;
          reject(err as Error);
        }
      };
      setImmediate(step);
    });
  }
}
