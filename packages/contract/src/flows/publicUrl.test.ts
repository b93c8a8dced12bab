import { describe, expect, it } from 'vitest';
import { isPublicHttpUrl, isPublicIpAddress } from './publicUrl';

describe('isPublicHttpUrl', () => {
  it.each([
    'https://api.boutique.sn/commandes',
    'http://8.8.8.8/x',
    'https://[2001:4860:4860::8888]/',
    'https://exemple.com:8443/a?b=c',
    'http://[64:ff9b::808:808]/',
    'http://[2002:808:808::1]/',
  ])('accepts %s', (url) => expect(isPublicHttpUrl(url)).toBe(true));

  it.each([
    'ftp://exemple.com/',
    'javascript:alert(1)',
    'pas une url',
    'http://localhost:3000/',
    'http://localhost./',
    'http://localhost../',
    'http://api.localhost/',
    'http://api.localhost./',
    'http://imprimante.local/',
    'http://intranet/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://10.0.0.5/',
    'http://172.20.1.1/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://255.255.255.255/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[::7f00:1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[2002:a9fe:a9fe::1]/',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    'http://[2001:db8::1]/',
  ])('refuses %s', (url) => expect(isPublicHttpUrl(url)).toBe(false));

  it('classifies raw addresses', () => {
    expect(isPublicIpAddress('41.82.1.1')).toBe(true);
    expect(isPublicIpAddress('172.32.0.1')).toBe(true);
    expect(isPublicIpAddress('999.1.1.1')).toBe(false);
    expect(isPublicIpAddress('2a01:cb00::1')).toBe(true);
    expect(isPublicIpAddress('::7f00:1')).toBe(false);
    expect(isPublicIpAddress('127.0.0.1')).toBe(false);
  });
});
