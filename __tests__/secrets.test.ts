import { Buffer } from 'node:buffer';
import { findSecrets } from '@/scripts/build/secrets';

function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU`;
}

describe('secret scanner', () => {
  it('accepts the public anon key and public URLs', () => {
    const bundle = `const url="https://abc.supabase.co",key="${jwt({ role: 'anon', iss: 'supabase' })}";`;
    expect(findSecrets(bundle)).toEqual([]);
    expect(findSecrets('createClient(u,"sb_publishable_abcdefghijklmnop")')).toEqual([]);
  });

  it('reports a service-role key, a private key, a database URL and a Resend key', () => {
    const kinds = (text: string) => findSecrets(text).map((finding) => finding.kind);
    expect(kinds(`k="${jwt({ role: 'service_role' })}"`)).toEqual(['JWT with role service_role']);
    expect(kinds('-----BEGIN PRIVATE KEY-----\nMIIE')).toEqual(['private key block']);
    expect(kinds('"postgresql://postgres:pw@db.abc.supabase.co:5432/postgres"')).toEqual([
      'database URL',
    ]);
    expect(kinds('Bearer re_AbC123xy_9fK2mQ7rT4vW8zL1')).toEqual(['Resend API key']);
    expect(kinds('process.env.SUPABASE_SERVICE_ROLE_KEY')).toEqual(['server-only variable name']);
  });

  it('reports the value of a known server secret wherever it appears', () => {
    expect(findSecrets('var x="s3cr3t-value-123"', ['s3cr3t-value-123'])).toHaveLength(1);
  });
});
