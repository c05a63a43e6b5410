/**
 * A map whose entries live `ttlMs` and that keeps at most `maxEntries` of
 * them, least recently used out first; optionally also at most `maxBytes`
 * by `sizeOf` (a value larger than that is not kept). The vacancy list's
 * caches and the server-render cache use it.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly bounds: { maxBytes: number; sizeOf: (key: string, value: V) => number } | undefined = undefined,
  ) {}

  /** Entries kept now (expired ones until they are looked up or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** What `sizeOf` counts for the entries kept now (0 without byte bounds). */
  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.delete(key);
    if (entry.expires <= this.clock()) return undefined;
    // Refresh the LRU position.
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = this.bounds?.sizeOf(key, value) ?? 0;
    if (this.bounds && bytes > this.bounds.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { value, expires: this.clock() + this.ttlMs, bytes });
    this.totalBytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && (!this.bounds || this.totalBytes <= this.bounds.maxBytes)) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
