import { Transform } from "node:stream";

/** What is passed on at once however soon React writes more. */
const GATHERED_BYTES = 64 * 1024;

/**
 * React writes a document in pieces of a few kilobytes; each piece passed on alone costs the web
 * stream, the compressor and the socket a call of their own (a tenth of a cart page's CPU went to
 * compressing pieces). Pieces written in one turn of the event loop go on together, at the end of
 * that turn (or once 64 kB have gathered), so what React streams later still goes out when ready.
 */
export function coalescingStream(): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const passOn = () => {
    scheduled = false;
    if (size === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, size));
    pending = [];
    size = 0;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= GATHERED_BYTES) passOn();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      done();
    },
    flush(done) {
      passOn();
      done();
    },
  });
  return stream;
}
