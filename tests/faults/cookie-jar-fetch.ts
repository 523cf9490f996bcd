/**
 * A browser's cookie handling, just enough for the refresh cookie: Node's fetch ignores
 * `credentials: 'include'` and keeps no cookies, so the fault tests give the real HTTP client this
 * fetch instead. It stores what `Set-Cookie` says (name, value, Path; an empty value or Max-Age=0
 * deletes) and sends the cookies whose path covers the request's path to `origin` only.
 */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface CookieJarFetch {
  fetch: typeof globalThis.fetch;
  set(name: string, value: string, path?: string): void;
  get(name: string): string | undefined;
}

export function cookieJarFetch(origin: string): CookieJarFetch {
  const cookies = new Map<string, StoredCookie>();

  function remember(header: string) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired = attributes.some((a) => a.toLowerCase() === 'max-age=0');
    // A cookie is its name and Path together: the refresh cookie lives on two paths (decision 026).
    if (value === '' || expired) cookies.delete(`${name};${path}`);
    else cookies.set(`${name};${path}`, { name, value, path });
  }

  const fetchWithJar: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, key) => headers.set(key, value));
    if (url.origin === origin) {
      const sent = [...cookies.values()].filter((c) => url.pathname === c.path || url.pathname.startsWith(`${c.path.replace(/\/$/, '')}/`));
      if (sent.length > 0) headers.set('cookie', sent.map((c) => `${c.name}=${c.value}`).join('; '));
    }
    const response = await globalThis.fetch(input, { ...init, headers });
    if (url.origin === origin) for (const header of response.headers.getSetCookie()) remember(header);
    return response;
  };

  return {
    fetch: fetchWithJar,
    set: (name, value, path = '/') => void cookies.set(`${name};${path}`, { name, value, path }),
    get: (name) => [...cookies.values()].find((c) => c.name === name)?.value,
  };
}
