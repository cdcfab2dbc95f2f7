/**
 * Comments that try to run script, load something or style the page through a review: the
 * sanitiser's unit tests, the API's tests and the storefront's end-to-end tests write each one
 * and check that what is stored (and shown) holds no element outside the allow-list and no
 * attribute. Each is named for the report of a failing test.
 */
export const XSS_PAYLOADS: readonly { name: string; html: string }[] = [
  { name: "script element", html: `<p>Lovely oil</p><script>alert(1)</script>` },
  { name: "script, upper case and split", html: `<SCRIPT SRC=//example.com/x.js></SCRIPT><scr<script>ipt>alert(1)</script>` },
  { name: "img onerror", html: `<img src=x onerror=alert(1)>Nice` },
  { name: "javascript: link", html: `<a href="javascript:alert(1)">click</a>` },
  { name: "entity-encoded javascript&colon;", html: `<a href="javascript&colon;alert(1)">click</a><a href="&#106;avascript:alert(1)">again</a>` },
  { name: "svg onload", html: `<svg onload=alert(1)>` },
  { name: "script inside svg", html: `<svg><script>alert(1)</script></svg>` },
  { name: "style element", html: `<style>body{display:none}</style><p>Fine</p>` },
  { name: "style attribute with url()", html: `<p style="background:url(javascript:alert(1))">Scented</p>` },
  { name: "iframe srcdoc", html: `<iframe srcdoc="<script>alert(1)</script>"></iframe>` },
  { name: "math with a link", html: `<math><mi xlink:href="javascript:alert(1)">x</mi></math>` },
  { name: "math mtext table mglyph style (mutation)", html: `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>` },
  { name: "noscript with a title (mutation)", html: `<noscript><p title="</noscript><img src=x onerror=alert(1)>">` },
  { name: "svg closing p then style (mutation)", html: `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">` },
  { name: "form button formaction", html: `<form><button formaction=javascript:alert(1)>Send</button></form>` },
  { name: "event handler on an allowed tag", html: `<p onclick="alert(1)" class="x" id="y">Hello <strong onmouseover=alert(1)>bold</strong></p>` },
  { name: "template and object", html: `<template><img src=x onerror=alert(1)></template><object data="javascript:alert(1)"></object><embed src=x>` },
  { name: "meta refresh and base", html: `<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="//example.com/">Text` },
  { name: "textarea and title breakout", html: `<textarea></textarea><img src=x onerror=alert(1)></textarea><title><img src=x onerror=alert(1)></title>` },
  { name: "comment and CDATA tricks", html: `<!--<img src=x onerror=alert(1)>--><![CDATA[<img src=x onerror=alert(1)>]]>Text` },
  { name: "xmp raw text", html: `<xmp><img src=x onerror=alert(1)></xmp>` },
];

/** The elements a sanitised comment may hold. */
export const ALLOWED_ELEMENTS: readonly string[] = ["p", "br", "strong", "em", "ul", "ol", "li"];

/**
 * What is wrong with sanitised HTML, if anything: an element outside the allow-list, or an
 * element with any attribute. Read by a tag-shaped pattern: what the sanitiser writes is only tags
 * and escaped text, so a `<` that does not open one of its tags is a failure too.
 */
export function unsafeMarkup(html: string): string | undefined {
  for (const match of html.matchAll(/<[^>]*>?/g)) {
    const tag = /^<\/?([a-z]+)\s*\/?>$/.exec(match[0]);
    if (!tag || !ALLOWED_ELEMENTS.includes(tag[1])) return match[0];
  }
  return undefined;
}
