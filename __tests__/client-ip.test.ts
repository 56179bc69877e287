/** @jest-environment node */
/**
 * The client address behind the platform's proxies: only what the proxies wrote counts, never the
 * hops a sender prepends (supabase/functions/_shared/core/client-ip.ts).
 */
import {
  addressKey,
  clientAddress,
  clientIpSettingsFromEnv,
  explainClientAddress,
  networkKey,
} from '@/supabase/functions/_shared/core/client-ip.ts';

const request = (headers: Record<string, string>) =>
  new Request('https://f.example/x', { method: 'POST', headers });
const defaults = clientIpSettingsFromEnv({});

describe('networkKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['198.51.100.1', '198.51.100.0/24'],
    ['2001:db8:aa:bb::/64', '2001:db8:aa::/48'],
    ['2001:db8:aa:ff::/64', '2001:db8:aa::/48'],
    ['unknown', 'unknown'],
  ])('puts %j in the network %j', (ip, net) => {
    expect(networkKey(ip)).toBe(net);
  });

  it('keeps different /24s and /48s apart', () => {
    expect(networkKey('203.0.113.7')).not.toBe(networkKey('203.0.114.7'));
    expect(networkKey('2001:db8:aa:bb::/64')).not.toBe(networkKey('2001:db8:ab:bb::/64'));
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:52100', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[2001:db8:aa:bb::1]:443', '2001:db8:aa:bb::/64'],
    ['2001:DB8:AA:BB:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('reads %j as %j', (raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });

  it.each([
    '',
    'unknown',
    '203.0.113',
    '256.1.1.1',
    '01.2.3.4',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '::ffff:1.2.3',
    'x'.repeat(80),
    '<script>',
  ])('refuses %j', (raw) => {
    expect(addressKey(raw)).toBeNull();
  });

  it('gives every address of one IPv6 /64 the same key, and neighbouring networks different ones', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        addressKey(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`),
      ),
    );
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
  });
});

describe('clientAddress', () => {
  it('takes the rightmost X-Forwarded-For entry, the one the proxy appended, not the leftmost', () => {
    for (let i = 0; i < 20; i++) {
      const forged = request({ 'x-forwarded-for': `198.51.100.${i}, 10.9.8.${i}, 203.0.113.7` });
      expect(clientAddress(forged, '10.0.0.2', defaults)).toEqual({
        ip: '203.0.113.7',
        source: 'forwarded',
      });
    }
  });

  it('skips TRUSTED_PROXY_HOPS entries of further proxies, and nothing left of the chosen one is read', () => {
    const settings = clientIpSettingsFromEnv({ TRUSTED_PROXY_HOPS: '1' });
    expect(
      clientAddress(
        request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 172.16.0.4' }),
        '10.0.0.2',
        settings,
      ).ip,
    ).toBe('203.0.113.7');
    expect(
      clientAddress(request({ 'x-forwarded-for': '203.0.113.7, 172.16.0.4' }), '10.0.0.2', settings)
        .ip,
    ).toBe('203.0.113.7');
    // A chain shorter than the trusted hops did not come through them: the socket, not a guess.
    expect(
      clientAddress(request({ 'x-forwarded-for': '172.16.0.4' }), '10.0.0.2', settings),
    ).toEqual({ ip: '10.0.0.2', source: 'socket' });
  });

  it('falls back to the socket address when the trusted entry is malformed or the header is missing', () => {
    for (const value of [
      '',
      ' ',
      'garbage',
      '203.0.113.7, nonsense',
      '203.0.113.7,',
      '1.2.3.4, 999.1.1.1',
    ]) {
      expect(clientAddress(request({ 'x-forwarded-for': value }), '10.0.0.2', defaults)).toEqual({
        ip: '10.0.0.2',
        source: 'socket',
      });
    }
    expect(clientAddress(request({}), '::ffff:127.0.0.1', defaults)).toEqual({
      ip: '127.0.0.1',
      source: 'socket',
    });
    expect(clientAddress(request({}), undefined, defaults)).toEqual({
      ip: 'unknown',
      source: 'socket',
    });
  });

  it('prefers a configured platform header, and ignores it when absent, listed or malformed', () => {
    const settings = clientIpSettingsFromEnv({ CLIENT_IP_HEADER: 'CF-Connecting-IP' });
    const xff = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
    expect(
      clientAddress(request({ ...xff, 'cf-connecting-ip': '192.0.2.44' }), '10.0.0.2', settings),
    ).toEqual({ ip: '192.0.2.44', source: 'header' });
    expect(clientAddress(request(xff), '10.0.0.2', settings).ip).toBe('203.0.113.7');
    expect(
      clientAddress(
        request({ ...xff, 'cf-connecting-ip': '192.0.2.44, 192.0.2.45' }),
        '10.0.0.2',
        settings,
      ).ip,
    ).toBe('203.0.113.7');
    expect(
      clientAddress(request({ ...xff, 'cf-connecting-ip': 'localhost' }), '10.0.0.2', settings).ip,
    ).toBe('203.0.113.7');
  });

  it('reads only sane settings: hops 0-10, anything else is 0', () => {
    expect(clientIpSettingsFromEnv({ TRUSTED_PROXY_HOPS: '2' }).trustedHops).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '99'])
      expect(clientIpSettingsFromEnv({ TRUSTED_PROXY_HOPS: bad }).trustedHops).toBe(0);
    expect(clientIpSettingsFromEnv({ CLIENT_IP_HEADER: '  ' }).header).toBeUndefined();
  });

  it('never takes a private, loopback, link-local or shared address as the visitor: walking from the right, it passes over them', () => {
    const chain =
      '203.0.113.1, 198.51.100.7, 10.1.2.3, 127.0.0.1, 169.254.1.1, 172.16.5.4, 192.168.0.9, 100.64.0.1, 0.0.0.0';
    const report = explainClientAddress(
      request({ 'x-forwarded-for': chain }),
      '10.0.0.2',
      defaults,
    );
    expect(report).toEqual({
      ip: '198.51.100.7',
      source: 'forwarded',
      header: 'x-forwarded-for',
      entryFromRight: 8,
      skipped: [
        '0.0.0.0',
        '100.64.0.1',
        '192.168.0.9',
        '172.16.5.4',
        '169.254.1.1',
        '127.0.0.1',
        '10.1.2.3',
      ],
      network: '198.51.100.0/24',
    });
    const v6 = '2001:db8:aa:bb::1, fd12:3456::1, fe80::1, ::1, ::ffff:10.0.0.1';
    expect(clientAddress(request({ 'x-forwarded-for': v6 }), '10.0.0.2', defaults)).toEqual({
      ip: '2001:db8:aa:bb::/64',
      source: 'forwarded',
    });
  });

  it('takes the public neighbours of those ranges', () => {
    for (const visitor of [
      '11.0.0.1',
      '172.32.0.1',
      '172.15.255.255',
      '192.169.0.1',
      '100.128.0.1',
      '169.255.0.1',
      'fbff::1',
      'fec0::1',
    ])
      expect(
        clientAddress(request({ 'x-forwarded-for': `${visitor}, 10.0.0.7` }), '10.0.0.2', defaults)
          .ip,
      ).toBe(addressKey(visitor));
  });

  it('falls back to the socket when no entry can be a visitor, or a malformed one stands in the way', () => {
    for (const chain of ['10.0.0.1, 192.168.1.1', '198.51.100.7, nonsense, 10.0.0.1', '::1'])
      expect(clientAddress(request({ 'x-forwarded-for': chain }), '10.0.0.2', defaults)).toEqual({
        ip: '10.0.0.2',
        source: 'socket',
      });
  });

  it("passes over the platform's own proxies named in TRUSTED_PROXY_RANGES, and ignores what is not a range", () => {
    const settings = clientIpSettingsFromEnv({
      TRUSTED_PROXY_RANGES: '203.0.113.0/24, 2001:db8:ffff::/48 nonsense 1.2.3.4/40',
    });
    expect(settings.proxyRanges).toEqual(['203.0.113.0/24', '2001:db8:ffff::/48']);
    const report = explainClientAddress(
      request({ 'x-forwarded-for': '192.0.2.1, 198.51.100.7, 2001:db8:ffff:1::9, 203.0.113.9' }),
      '10.0.0.2',
      settings,
    );
    expect([report.ip, report.entryFromRight, report.skipped]).toEqual([
      '198.51.100.7',
      3,
      ['203.0.113.9', '2001:db8:ffff:1::9'],
    ]);
    // Without the setting, the rightmost public entry is the visitor.
    expect(
      clientAddress(
        request({ 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }),
        '10.0.0.2',
        defaults,
      ).ip,
    ).toBe('203.0.113.9');
  });

  it('ignores a configured header that holds an address no visitor has', () => {
    const settings = clientIpSettingsFromEnv({ CLIENT_IP_HEADER: 'x-real-ip' });
    const xff = { 'x-forwarded-for': '198.51.100.7' };
    expect(
      explainClientAddress(request({ ...xff, 'x-real-ip': '10.9.9.9' }), undefined, settings),
    ).toMatchObject({
      ip: '198.51.100.7',
      header: 'x-forwarded-for',
      entryFromRight: 1,
    });
    expect(
      explainClientAddress(request({ ...xff, 'x-real-ip': '192.0.2.44' }), undefined, settings),
    ).toMatchObject({
      ip: '192.0.2.44',
      source: 'header',
      header: 'x-real-ip',
    });
  });
});
