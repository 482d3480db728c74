/**
 * 200 wrong passwords, five from each of 40 addresses `{prefix}.N.1`: the account's daily sign-in
 * ceiling (docs/api/account-security.md#sign-in-throttling), and no address's delays. From then on a
 * right password from an address the account has not signed in from mails a sign-in link. The
 * server must trust the loopback proxy (`TRUST_PROXY: 'loopback'`): each request names its client
 * in X-Forwarded-For.
 */
export async function tripAccountCeiling(serverUrl: string, email: string, prefix: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await fetch(`${serverUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${prefix}.${Math.floor(attempt / 5)}.1` },
      body: JSON.stringify({ email, password: 'Guess000!' }),
    });
    const answer = await response.text();
    if (response.status !== 401) throw new Error(`wrong password ${attempt + 1} for ${email}: ${response.status} ${answer}`);
  }
}
