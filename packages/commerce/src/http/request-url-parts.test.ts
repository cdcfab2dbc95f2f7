import { describe, expect, it } from "vitest";
import { isValidAddress, isValidHost, isValidProtocol } from "./request-url-parts.ts";

/** The grammar of what a request's URL is built from: whatever it accepts, `new URL` parses. */
describe("request URL parts", () => {
  it.each(["localhost", "shop.example", "Shop.Example.", "shop.example:443", "127.0.0.1", "127.0.0.1:3000", "[::1]", "[::1]:3000", "[2001:db8::1]:8443", "my_service:8080", "xn--bcher-kva.example"])(
    "accepts the host %j, and the URL parser does too",
    (host) => {
      expect(isValidHost(host)).toBe(true);
      expect(() => new URL(`http://${host}/`)).not.toThrow();
    },
  );

  it.each(["", "a b", "shop.example:99999", "shop.example:0", "shop.example:", "shop.example:80:80", "shop.example:8o", "user@shop.example", "a/b", "a?b", "a#b", "xn--a", "999.1.1.1", "shop.999", "[::1", "[::1]x", "[zz]", "::1", "-a.example.-"])(
    "refuses the host %j",
    (host) => expect(isValidHost(host)).toBe(false),
  );

  it("knows the shop's schemes and IP address literals only", () => {
    expect(["http", "https", "HTTPS"].every(isValidProtocol)).toBe(true);
    expect(["", "ftp", "ht tp", "https:", "javascript"].some(isValidProtocol)).toBe(false);
    expect(["203.0.113.7", "::1", "2001:db8::1"].every(isValidAddress)).toBe(true);
    expect(["", "unknown", "203.0.113.7:1234", "203.0.113.256", "shop.example"].some(isValidAddress)).toBe(false);
  });
});
