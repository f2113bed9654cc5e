import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageContentSecurityPolicy, remoteScriptSources } from './content-security-policy.js';
import type { RemoteEntry } from './remotes.js';

const remote = (entry: string, previous?: string): RemoteEntry => ({
  name: 'mf_finance',
  entry,
  version: '0.2.0',
  ...(previous ? { previous: { entry: previous, version: '0.1.0' } } : {}),
});

/** `directive → sources` of a policy. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('Content-Security-Policy of the pages', () => {
  it('allows scripts from this origin only while every remote is served here', () => {
    const csp = directivesOf(pageContentSecurityPolicy([remote('/remotes/mf-finance/mf-manifest.json?v=2', '/remotes/mf-finance/mf-manifest.json')]));
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.ok(csp.get('style-src')?.includes("'unsafe-inline'"), "antd's CSS-in-JS");
    assert.ok(csp.get('media-src')?.includes('blob:'), 'hls.js plays from a MediaSource');
    assert.ok(!pageContentSecurityPolicy([]).includes('unsafe-eval'));
    assert.ok(!pageContentSecurityPolicy([]).includes('upgrade-insecure-requests'));
  });

  it('adds the origin of each remote (and of its previous release) that lives elsewhere, once', () => {
    const remotes = [
      remote('https://static.example.com/mf-finance/0.2.0/mf-manifest.json', 'http://localhost:3003/mf-manifest.json'),
      { ...remote('https://static.example.com/mf-venue/1.0.0/mf-manifest.json'), name: 'mf_venue' },
      { ...remote('//cdn.example.com:8443/mf-account/mf-manifest.json'), name: 'mf_account' },
    ];
    assert.deepEqual(remoteScriptSources(remotes), ['https://static.example.com', 'http://localhost:3003', 'cdn.example.com:8443']);
    assert.deepEqual(directivesOf(pageContentSecurityPolicy(remotes)).get('script-src'), [
      "'self'",
      'https://static.example.com',
      'http://localhost:3003',
      'cdn.example.com:8443',
    ]);
  });

  it('never lets a registry entry add anything but an http(s) origin', () => {
    const hostile = [
      remote("https://evil.example;script-src 'unsafe-inline'/x.json"),
      remote('https://evil.example;img-src/x.json'),
      remote("https://a'b.example/x.json"),
      remote('javascript:alert(1)'),
      remote('data:text/javascript,alert(1)'),
      remote('not a url'),
      remote('https://'),
    ];
    assert.deepEqual(remoteScriptSources(hostile), []);
    const policy = pageContentSecurityPolicy(hostile);
    assert.deepEqual(directivesOf(policy).get('script-src'), ["'self'"]);
    assert.equal(policy.split(';').length, 11, 'no directive injected');
  });
});
