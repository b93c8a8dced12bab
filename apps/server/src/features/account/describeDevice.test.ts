import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../domain/account/describeDevice';

describe('describeDevice', () => {
  it('names the browser and system of common User-Agents in French', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ label: 'Chrome 131 sur Windows', type: 'desktop' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ label: 'Mobile Safari 17 sur iPhone', type: 'mobile' });
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({ label: 'Chrome 130 sur Android', type: 'mobile' });
  });

  it('says what it can of scripts and unknown clients', () => {
    expect(describeDevice('curl/8.5.0')).toEqual({ label: 'curl', type: 'unknown' });
    expect(describeDevice(undefined)).toEqual({ label: 'Appareil inconnu', type: 'unknown' });
  });
});
