import http from "node:http";
import { gunzipSync } from "node:zlib";

/**
 * A GET as sent, with the Host header given (fetch would not send a forged one), no compression
 * asked (a gzip answer is unzipped): what a test checks forged Host and X-Forwarded-Host headers with.
 */
export function rawGet(base: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port, host } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = http.request({ hostname, port, method: "GET", path: target, headers: { host, ...headers }, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString("utf8") });
      });
    });
    sent.on("error", reject);
    sent.end();
  });
}
