/**
 * A byte-bounded least-recently-used cache for drawn files: a product listing asks for the same thumbnails
 * again and again, and drawing a 1000 px image costs tens of milliseconds, keeping it costs its PNG size.
 */
export interface CachedFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
}

export class FileCache {
  private readonly entries = new Map<string, CachedFile>();
  private bytes = 0;

  readonly maxBytes: number;

  // No parameter properties: Node runs these files by stripping types only.
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.bytes;
  }

  get count(): number {
    return this.entries.size;
  }

  get(key: string): CachedFile | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map iteration follows insertion order: re-inserting marks the entry as the most recent one.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedFile): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes.length;
    }
    // A file larger than the whole cache is served but not kept.
    if (entry.bytes.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.bytes.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
