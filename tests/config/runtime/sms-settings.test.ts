/**
 * issue 14: the SMS settings (docs/operations.md "Configuration"): SMS_PROVIDER outbox (default) or twilio
 * with its account, token and URLs, and SMS_REPLY_NUMBER. A half-configured provider stops
 * start-up naming what is missing.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TWILIO_API_URL, InvalidSettingsError, loadSettings } from '../../../config/runtime/settings';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('SMS settings (issue 14)', () => {
  it('sends to the outbox by default, with no reply number', () => {
    const settings = loadSettings({});
    expect(settings).not.toHaveProperty('twilio');
    expect(settings.smsReplyNumber).toBeNull();
    expect(loadSettings({ SMS_PROVIDER: 'outbox' })).not.toHaveProperty('twilio');
  });

  it('reads Twilio from SMS_PROVIDER=twilio, its account and token, with the default API URL', () => {
    expect(loadSettings({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN }).twilio).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      apiUrl: DEFAULT_TWILIO_API_URL,
    });
    expect(DEFAULT_TWILIO_API_URL).toBe('https://api.twilio.com');
  });

  it('takes another API URL and the webhook URL as configured at Twilio', () => {
    const settings = loadSettings({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_API_URL: 'http://127.0.0.1:4010',
      TWILIO_WEBHOOK_URL: 'https://caryard.example.com/api/sms/inbound',
    });
    expect(settings.twilio).toEqual({
      accountSid: SID,
      authToken: TOKEN,
      apiUrl: 'http://127.0.0.1:4010',
      webhookUrl: 'https://caryard.example.com/api/sms/inbound',
    });
  });

  it('stops start-up when SMS_PROVIDER is twilio without its account or token, naming each', () => {
    expect(() => loadSettings({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER is twilio/);
    expect(() => loadSettings({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN: is required when SMS_PROVIDER is twilio/);
    expect(() => loadSettings({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID: is required.*\n\s+TWILIO_AUTH_TOKEN: is required/s);
  });

  it('refuses Twilio settings while SMS_PROVIDER is not twilio: the texts would silently stay in the outbox', () => {
    expect(() => loadSettings({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/TWILIO_ACCOUNT_SID: is set but SMS_PROVIDER is not twilio/);
    expect(() => loadSettings({ TWILIO_WEBHOOK_URL: 'https://caryard.example.com/api/sms/inbound' })).toThrow(
      /TWILIO_WEBHOOK_URL: is set but SMS_PROVIDER is not twilio/,
    );
  });

  it.each([
    [{ SMS_PROVIDER: 'messagebird' }, /SMS_PROVIDER: must be 'outbox' or 'twilio'/],
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'SK0123', TWILIO_AUTH_TOKEN: TOKEN }, /TWILIO_ACCOUNT_SID: must be a Twilio account SID/],
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'short' }, /TWILIO_AUTH_TOKEN: must be the account auth token/],
    [
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_API_URL: 'ftp://api.twilio.com' },
      /TWILIO_API_URL: must be an http\(s\) URL/,
    ],
    [{ SMS_REPLY_NUMBER: '0480 000 000' }, /SMS_REPLY_NUMBER: must be a phone number in E\.164 form/],
    [{ SMS_REPLY_NUMBER: 'HarbourMtrs' }, /SMS_REPLY_NUMBER: must be a phone number in E\.164 form/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadSettings(env)).toThrow(InvalidSettingsError);
    expect(() => loadSettings(env)).toThrow(message);
  });

  it('reads SMS_REPLY_NUMBER in E.164, spaces and brackets dropped', () => {
    expect(loadSettings({ SMS_REPLY_NUMBER: '+61480000000' }).smsReplyNumber).toBe('+61480000000');
    expect(loadSettings({ SMS_REPLY_NUMBER: ' +61 (4) 8000-0000 ' }).smsReplyNumber).toBe('+61480000000');
    expect(loadSettings({ SMS_REPLY_NUMBER: '' }).smsReplyNumber).toBeNull();
  });

  it('npm start stops with a clear message when SMS_PROVIDER is twilio without an account', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        SMS_PROVIDER: 'twilio',
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_ACCOUNT_SID: '',
        DATA_DIR: '/nonexistent/never-opened',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('Caryard did not start: Invalid settings:\n  TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER is twilio');
  }, 60_000);
});
