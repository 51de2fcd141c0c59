// A scripted browser for the identity provider's pages: follows redirects by hand, keeps the provider's
// cookies, and submits its development login form and its sign-out confirmation.

export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly providerOrigin: string) {}

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url, this.providerOrigin);
    if (target.origin !== this.providerOrigin) throw new Error(`not the provider: ${target.href}`);
    const res = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    this.keep(res);
    return res;
  }

  /**
   * Opens the provider's authorization URL, signs in with `login` on its login form, and follows the provider's
   * redirects until one leaves the provider: that URL (our /auth/callback with code, state and iss) is returned.
   */
  async signIn(authorizationUrl: string, login: string): Promise<URL> {
    let res = await this.request(authorizationUrl);
    let loginForms = 0;
    for (let hops = 0; hops < 15; hops++) {
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get('location')!, this.providerOrigin);
        if (next.origin !== this.providerOrigin) return next;
        res = await this.request(next.href);
        continue;
      }
      const html = await res.text();
      if (res.status !== 200 || !html.includes('name="login"'))
        throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 300)}`);
      if (++loginForms > 1) throw new Error('the provider asked to sign in twice');
      const action = decodeHtml(/<form[^>]*action="([^"]+)"/.exec(html)![1]!);
      res = await this.request(action, { method: 'POST', form: { prompt: 'login', login, password: 'any-password' } });
    }
    throw new Error('too many redirects at the provider');
  }

  /** Opens an end-session URL, confirms the sign-out, and returns where the provider sends the browser. */
  async signOut(endSessionUrl: string): Promise<URL> {
    const page = await this.request(endSessionUrl);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`end session answered ${page.status}: ${html.slice(0, 300)}`);
    const action = decodeHtml(/<form[^>]*action="([^"]+)"/.exec(html)![1]!);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    let res = await this.request(action, { method: 'POST', form: { xsrf, logout: 'yes' } });
    for (let hops = 0; hops < 5; hops++) {
      const next = new URL(res.headers.get('location')!, this.providerOrigin);
      if (next.origin !== this.providerOrigin) return next;
      res = await this.request(next.href);
    }
    throw new Error('too many redirects at sign-out');
  }
}

const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/g, '/')
    .replace(/&#47;/g, '/')
    .replace(/&quot;/g, '"');
