/** Signs up a user and creates a clinic over HTTP; returns the session cookie for load generation. */
export async function signUpWithClinic(baseUrl: string, username: string): Promise<{ cookie: string; userId: string; clinicId: string }> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST', headers,
    body: JSON.stringify({ name: 'Bench User', email: `${username}@bench.invalid`, password: 'bench-password-123', username }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const org = await fetch(`${baseUrl}/api/auth/organization/create`, {
    method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ name: `Bench ${username}`, slug: `bench-${username}` }),
  });
  if (!org.ok) throw new Error(`clinic create failed: ${org.status}`);
  return { cookie, userId, clinicId: ((await org.json()) as { id: string }).id };
}

/** Signs in by username and returns the session cookie. */
export async function signInCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/username`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
