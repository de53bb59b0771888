// Signs a demo user in over HTTP as the browser does (CSRF cookie, then POST /login) for the measuring scripts.
export const DEMO_PASSWORD = 'ChargeValet1';

/** The Cookie header of the signed-in session and its XSRF token. */
export async function signIn(base, email, password = DEMO_PASSWORD) {
  const jar = new Map();
  const keep = (res) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-xsrf-token': xsrf() },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  keep(res);
  return { cookie: header(), xsrf: xsrf() };
}
