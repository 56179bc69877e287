/**
 * The browser's Supabase client (lib/supabase.ts): created on first submit only, with the
 * session persisted in localStorage and auto-refresh on, pointing at the project when configured
 * at build and at the page's own origin (the local server) otherwise.
 */
const createClient = jest.fn(() => ({
  functions: { invoke: jest.fn(async () => ({ data: { ok: true }, error: null })) },
}));
jest.mock('@supabase/supabase-js', () => ({ createClient }));

const env = process.env;
beforeEach(() => {
  jest.resetModules();
  createClient.mockClear();
  process.env = { ...env };
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
});
afterAll(() => {
  process.env = env;
});

it('creates no client until the first call, then one client for all calls', async () => {
  const { invokeFunction } = await import('@/lib/supabase');
  expect(createClient).not.toHaveBeenCalled();
  await invokeFunction('send-contact-email', { name: 'a' });
  await invokeFunction('send-tech-refugee-form', { fullName: 'b' });
  expect(createClient).toHaveBeenCalledTimes(1);
});

it('uses the page origin and the local key when no project is configured', async () => {
  const { invokeFunction, LOCAL_ANON_KEY } = await import('@/lib/supabase');
  await invokeFunction('send-contact-email', {});
  expect(createClient).toHaveBeenCalledWith(window.location.origin, LOCAL_ANON_KEY, {
    auth: { persistSession: true, autoRefreshToken: true, storage: window.localStorage },
  });
});

it('uses the project URL and anon key baked in at build', async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://abcd.supabase.co';
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon-key-123';
  const { invokeFunction } = await import('@/lib/supabase');
  await invokeFunction('send-contact-email', {});
  expect(createClient).toHaveBeenCalledWith(
    'https://abcd.supabase.co',
    'anon-key-123',
    expect.objectContaining({
      auth: expect.objectContaining({ persistSession: true, autoRefreshToken: true }),
    }),
  );
});
