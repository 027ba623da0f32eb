/**
 * Request coalescing for an expensive read. While a computation for a key is running, callers that arrive join the
 * *next* computation, which starts when the running one ends; they never take the result of one that started before
 * they arrived. So every caller gets data read after its request arrived (no staleness, read-your-writes holds),
 * while at most two computations per key exist at a time however many requests wait: under load the database does
 * one aggregate pass per batch instead of one per request.
 */
export class Coalescer<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly next = new Map<string, Promise<T>>();

  run(key: string, compute: () => Promise<T>): Promise<T> {
    const queued = this.next.get(key);
    if (queued) return queued;
    const current = this.running.get(key);
    if (!current) return this.start(key, compute);
    const batch = current.then(noop, noop).then(() => {
      this.next.delete(key);
      return this.start(key, compute);
    });
    this.next.set(key, batch);
    return batch;
  }

  private start(key: string, compute: () => Promise<T>): Promise<T> {
    const promise = compute();
    this.running.set(key, promise);
    const clear = () => { if (this.running.get(key) === promise) this.running.delete(key); };
    promise.then(clear, clear);
    return promise;
  }
}

function noop() {}
