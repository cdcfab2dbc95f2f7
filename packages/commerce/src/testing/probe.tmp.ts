import { startTestApi } from "./test-server.ts";
const api = await startTestApi({ dialect: (process.argv[2] as any) ?? "sqlite" });
const show = async (label: string, p: Promise<any>) => { const r = await p; console.log("==", label, r.status, r.headers.get("content-type"), r.text.slice(0, 300)); return r; };
try {
  for (const b of ["[]", "null", '"str"', "1", '{"query":1}', '[1]', '[{}]', '{"query":"{ ping }","variables":[1]}', '{"query":"{ ping }", "operationName": 5}', '{"query":""}', '{"query":"{ ping }"', '\u0000']) await show(b, api.post(b));
  await show("get empty", api.get({}));
  await show("get bad json vars", api.get({ query: "{ ping }", variables: "{oops" }));
  await show("put", fetch(api.url + "/graphql", { method: "PUT", headers: { "content-type": "application/json", "x-graphql-csrf": "1" }, body: '{"query":"{ ping }"}' }).then(async r => ({ status: r.status, headers: r.headers, text: await r.text() })));
  await show("charset", api.post('{"query":"{ ping }"}', { headers: { "content-type": "application/json; charset=latin1" } }));
  await show("gzip", api.post('{"query":"{ ping }"}', { headers: { "content-encoding": "gzip" } }));
  const tokens = 'mutation { register(input: {email: "t@x.example", password: "password123", firstname: "a", lastname: "b"}) { ' + "success ".repeat(2100) + "} }";
  await show("tokens", api.post({ query: tokens }));
  await show("introspection", api.post({ query: "{ __schema { mutationType { fields { name type { kind name ofType { name kind interfaces { name } } } } } } }" }));
} finally { await api.close(); }
