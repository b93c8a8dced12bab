import { describe, expect, it } from 'vitest';
import { isPublicHttpUrl, isPublicIpv4, isPublicIpv6 } from './publicUrl';

describe('isPublicHttpUrl', () => {
  it.each([
    'https://api.boutique.sn/commandes',
    'http://8.8.8.8/x',
    'https://[2001:4860:4860::8888]/',
    'https://exemple.com:8443/a?b=c',
  ])('accepts %s', (url) => expect(isPublicHttpUrl(url)).toBe(true));

  it.each([
    'ftp://exemple.com/',
    'javascript:alert(1)',
    'pas une url',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://imprimante.local/',
    'http://intranet/',
    'http://127.0.0.1/',
    'http://10.0.0.5/',
    'http://172.20.1.1/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
  ])('refuses %s', (url) => expect(isPublicHttpUrl(url)).toBe(false));

  it('classifies raw addresses', () => {
    expect(isPublicIpv4('41.82.1.1')).toBe(true);
    expect(isPublicIpv4('172.32.0.1')).toBe(true);
    expect(isPublicIpv4('999.1.1.1')).toBe(false);
    expect(isPublicIpv6('2a01:cb00::1')).toBe(true);
  });
});
