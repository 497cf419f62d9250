import { PGlite } from '@electric-sql/pglite';
const orig = PGlite.prototype.execProtocolRaw;
let lastText = '';
PGlite.prototype.execProtocolRaw = async function (message, opts) {
  const bytes = Buffer.from(message);
  const kind = String.fromCharCode(bytes[0]);
  if (kind === 'P' || kind === 'Q') lastText = bytes.toString('utf8').replace(/[^\x20-\x7e]+/g, ' ').replace(/\s+/g, ' ').slice(0, 220);
  const t = performance.now();
  try { return await orig.call(this, message, opts); }
  finally { const d = performance.now() - t; if (d > Number(process.env.PGL_MS ?? 100)) process.stderr.write(`[pglite ${d.toFixed(0)} ms ${kind}] ${lastText}\n`); }
};
