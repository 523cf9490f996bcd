/**
 * Where uploaded images go (architecture.md §2): DATA_DIR/uploads by default, an S3-compatible store
 * later. Only the shape lives here; the upload issue supplies implementations.
 */
export interface FileStorage {
  /** Stores the bytes and answers the URL the app serves them at (under /uploads/ or absolute). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
}
