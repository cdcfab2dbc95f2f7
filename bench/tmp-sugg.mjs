// Temporary: suggestions with a new text each time (not committed).
import autocannon from "autocannon";
import fs from "node:fs";
const body = JSON.parse(fs.readFileSync("/tmp/lav.json", "utf8"));
const words = ["lavande", "rose", "huile", "bio", "neroli", "menthe", "vetiver", "jasmin", "cedre", "santal", "eucalyptus", "ylang", "flacon", "absolue", "hydrolat", "beurre"];
const quals = ["bio", "fine", "france", "inde", "100", "douce", "essentielle", "vraie", "sauvage"];
const seconds = [...words, ...quals].flatMap((w) => [1, 2, 3, 4].map((n) => w.slice(0, n)));
const texts = words.flatMap((w) => quals.flatMap((q) => seconds.map((s) => `${w} ${q} ${s}`)));
texts.sort((a, b) => ((a.length * 7919 + a.charCodeAt(2)) % 101) - ((b.length * 7919 + b.charCodeAt(2)) % 101));
let turn = Number(process.env.OFFSET ?? 0);
const times = [];
const run = autocannon({ url: `http://127.0.0.1:${process.argv[2] ?? 3400}/graphql`, method: "POST", connections: 10, duration: Number(process.argv[3] ?? 10),
  headers: { "content-type": "application/json", "x-graphql-csrf": "1" },
  requests: [{ setupRequest: (r) => ({ ...r, body: JSON.stringify({ ...body, variables: { ...body.variables, query: texts[turn++ % texts.length] } }) }) }] });
run.on("response", (_c, _s, _b, ms) => times.push(ms));
const result = await run;
times.sort((a, b) => a - b);
console.log(`${result.requests.average} req/s p50 ${result.latency.p50} p95 ${times[Math.ceil(0.95 * times.length) - 1]?.toFixed(0)} non2xx ${result.non2xx} turns ${turn} of ${texts.length}`);
