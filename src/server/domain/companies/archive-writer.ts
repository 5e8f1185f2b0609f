import { createHash } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** A file of the archive, as the manifest lists it. */
export interface ArchivedFile {
  path: string;
  size: number;
  sha256: string;
  /** The table a CSV or JSON file holds. */
  table?: string;
  /** The report a file of rapports/ is. */
  reportId?: number;
}

/** The ZIP format without its 64-bit extension (fflate writes the classic one): 4 GiB at most. */
const ZIP_LIMIT = 0xffff_ffff;

/**
 * The archive being written: fflate's streaming ZIP, one file at a time, whose bytes wait here until
 * the reader takes them (`take`), so that nothing is produced faster than it is sent.
 */
export class ArchiveWriter {
  private readonly zip: Zip;
  private waiting: Buffer[] = [];
  private failure: Error | null = null;
  private written = 0;
  readonly files: ArchivedFile[] = [];

  constructor(private readonly mtime: Date) {
    this.zip = new Zip((error, chunk) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.written += chunk.length;
      this.waiting.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    });
  }

  /** The archive's bytes written since the last call. */
  take(): Buffer[] {
    if (this.failure) throw this.failure;
    if (this.written > ZIP_LIMIT) throw new Error("archive larger than 4 GiB: the ZIP format cannot hold it");
    const chunks = this.waiting;
    this.waiting = [];
    return chunks;
  }

  /** A new file: compressed unless it compresses itself (a report). */
  open(path: string, { compress = true, ...about }: { compress?: boolean } & Partial<ArchivedFile> = {}) {
    const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    file.mtime = this.mtime;
    this.zip.add(file);
    const hash = createHash("sha256");
    let size = 0;
    return {
      write: (data: string | Uint8Array) => {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        if (bytes.length === 0) return;
        hash.update(bytes);
        size += bytes.length;
        file.push(bytes);
      },
      close: (): ArchivedFile => {
        file.push(new Uint8Array(0), true);
        const listed = { path, size, sha256: hash.digest("hex"), ...about };
        this.files.push(listed);
        return listed;
      },
    };
  }

  end(): void {
    this.zip.end();
  }
}
