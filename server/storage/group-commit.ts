/**
 * Group commit: items submitted in the same turn of the event loop are handed together to one
 * synchronous `commit(batch)` (one database transaction, one fsync); each submitter's promise
 * settles only after that commit returned. `commit` returns one result or Error per item, so one
 * bad item fails alone; if `commit` itself throws, every item of the batch fails with it.
 */
export class GroupCommit<Item, Result> {
  private pending: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: Error) => void }> = [];
  private scheduled = false;

  constructor(private readonly commit: (batch: Item[]) => Array<Result | Error>) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits what is pending now (also called on close). */
  flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    let results: Array<Result | Error>;
    try {
      results = this.commit(batch.map((entry) => entry.item));
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const entry of batch) entry.reject(failure);
      return;
    }
    batch.forEach((entry, index) => {
      const result = results[index] as Result | Error;
      if (result instanceof Error) entry.reject(result);
      else entry.resolve(result);
    });
  }
}
