// A minimal zip writer (deflate, no ZIP64): enough for the WordPress plugin's few small files,
// without a dependency or a `zip` binary. Format: PKWARE APPNOTE 6.3, sections 4.3.7–4.3.16.
import { crc32, deflateRawSync } from 'node:zlib';

const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate and folders
const UTF8_NAMES = 1 << 11;
// 1980-01-01 00:00 in MS-DOS date/time: the same bytes for the same files on every build.
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;

/**
 * The zip archive holding `files`, in the order given.
 * @param {{ name: string, data: Buffer }[]} files `name` uses `/` between folders.
 * @returns {Buffer}
 */
export function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = deflateRawSync(data, { level: 9 });
    const fields = { crc: crc32(data), compressedSize: compressed.length, size: data.length };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeCommon(local, 4, fields);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | VERSION, 4); // made by: Unix, so the mode below applies
    writeCommon(central, 6, fields);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // -rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);

    offset += local.length + nameBytes.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Version needed, flags, method, time, date, CRC and sizes: shared by both headers. */
function writeCommon(header, at, { crc, compressedSize, size }) {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(DEFLATE, at + 4);
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(compressedSize, at + 14);
  header.writeUInt32LE(size, at + 18);
}
